import { DEFAULT_ROLE_TIME_SECONDS, FIVE_MAN_WEIGHTS, ROLES_BY_FORMAT } from './constants';
import type { LeaderboardFormat, Role } from './constants';

const WEIGHTED_ROLES: Record<LeaderboardFormat, readonly (readonly [Role, number])[]> = {
  five_man: ROLES_BY_FORMAT.five_man.map((role) => [role, FIVE_MAN_WEIGHTS[role] ?? 0] as const),
  leech: ROLES_BY_FORMAT.leech.map((role) => [role, 1] as const),
};

function isRecordedTime(time: number | null | undefined): time is number {
  return typeof time === 'number' && Number.isFinite(time) && time > 0;
}

/**
 * The leaderboard average: the weighted mean over the format's roles (five_man weights, plain mean
 * for leech), a role without a time counting as 12 minutes; null when no role has a time.
 */
export function averageTime(format: LeaderboardFormat, roleTimes: Partial<Record<Role, number | null>>): number | null {
  let weightedSum = 0;
  let totalWeight = 0;
  let anyRecorded = false;
  for (const [role, weight] of WEIGHTED_ROLES[format]) {
    const time = roleTimes[role];
    const recorded = isRecordedTime(time);
    anyRecorded ||= recorded;
    weightedSum += weight * (recorded ? time : DEFAULT_ROLE_TIME_SECONDS);
    totalWeight += weight;
  }
  if (!anyRecorded) return null;
  // Rounded to the microsecond so averages that are equal on paper tie in rank despite float noise.
  return Math.round((weightedSum / totalWeight) * 1e6) / 1e6;
}
