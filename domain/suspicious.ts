import {
  MULTIPLE_TOLERANCE,
  REAL_TIME_TOLERANCE_SECONDS,
  SUSPICIOUS_FAST_SECONDS,
  SUSPICIOUS_UNKNOWN_TEAM_SECONDS,
  SUSPICIOUS_WINDOW_MS,
  TICK_SECONDS,
} from './constants';
import { formatTime, parseUtcTimestamp } from './time';

export const SUSPICIOUS_REASONS = ['under_600', 'under_660_unknown_team', 'not_tick_multiple', 'real_time_differs'] as const;
export type SuspiciousReason = (typeof SUSPICIOUS_REASONS)[number];

interface CheckedRound {
  id: number;
  round_time: number;
  round_date: string | null;
  players: readonly { character_name: string }[];
  elapsed_real_time?: number | null;
}

export interface SuspicionContext {
  nowMs: number;
  /** Lower-case character name → the number of rounds of the list it appears in. */
  roundsPerName: ReadonlyMap<string, number>;
}

/** Whether a time is a whole number of 0.6 s ticks; `%` would call 1.8 a non-multiple. */
export function isWholeTickMultiple(seconds: number): boolean {
  if (!Number.isFinite(seconds)) return false;
  const ticks = seconds / TICK_SECONDS;
  return Math.abs(ticks - Math.round(ticks)) <= MULTIPLE_TOLERANCE;
}

export function buildSuspicionContext(rounds: readonly CheckedRound[], nowMs: number): SuspicionContext {
  const roundsPerName = new Map<string, number>();
  for (const round of rounds) {
    const names = new Set(round.players.map((player) => player.character_name.toLowerCase()));
    for (const name of names) roundsPerName.set(name, (roundsPerName.get(name) ?? 0) + 1);
  }
  return { nowMs, roundsPerName };
}

/** Within the window before now; a future date counts as recent, a missing or unreadable one does not. */
function isRecent(roundDate: string | null, nowMs: number): boolean {
  if (roundDate === null) return false;
  let dateMs: number;
  try {
    dateMs = parseUtcTimestamp(roundDate).getTime();
  } catch {
    return false;
  }
  return nowMs - dateMs <= SUSPICIOUS_WINDOW_MS;
}

/**
 * Why a round looks suspicious; empty when it does not or is not recent. The round must be one of
 * those the context was built from: its own appearance is the one a team name is allowed.
 */
export function suspiciousReasons(round: CheckedRound, context: SuspicionContext): SuspiciousReason[] {
  const reasons: SuspiciousReason[] = [];
  const time = round.round_time;
  if (time < SUSPICIOUS_FAST_SECONDS) reasons.push('under_600');
  if (
    time < SUSPICIOUS_UNKNOWN_TEAM_SECONDS &&
    round.players.every((player) => (context.roundsPerName.get(player.character_name.toLowerCase()) ?? 0) <= 1)
  ) {
    reasons.push('under_660_unknown_team');
  }
  if (!isWholeTickMultiple(time)) reasons.push('not_tick_multiple');
  if (round.elapsed_real_time != null && Math.abs(round.elapsed_real_time - time) > REAL_TIME_TOLERANCE_SECONDS) reasons.push('real_time_differs');
  // Date last: most rounds break no rule, so their timestamps are never parsed.
  return reasons.length > 0 && isRecent(round.round_date, context.nowMs) ? reasons : [];
}

/** What a reason says of a round, as the admins read it. */
export function describeReason(reason: SuspiciousReason, round: Pick<CheckedRound, 'round_time' | 'elapsed_real_time'>): string {
  switch (reason) {
    case 'under_600':
      return 'Under 10:00';
    case 'under_660_unknown_team':
      return 'Under 11:00 with a team seen in no other round';
    case 'not_tick_multiple':
      return 'Not a whole number of 0.6 s ticks';
    case 'real_time_differs':
      return `Real time ${formatTime(round.elapsed_real_time)}, round time ${formatTime(round.round_time)}`;
  }
}

/** Ids of the recent rounds that break any suspicion rule. */
export function findSuspiciousRounds(rounds: readonly CheckedRound[], nowMs: number): Set<number> {
  const context = buildSuspicionContext(rounds, nowMs);
  const ids = new Set<number>();
  for (const round of rounds) {
    if (suspiciousReasons(round, context).length > 0) ids.add(round.id);
  }
  return ids;
}
