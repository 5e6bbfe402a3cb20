import { TICK_SECONDS } from '../../../../domain/constants';
import type { RoundSubmission } from '../../../../domain/schemas';
import { parseInstant, parseUtcTimestamp, toUtcTimestamp } from '../../../../domain/time';
import type { KeyType } from '../../../../domain/types';
import { SAME_START_MS } from '../../../../domain/live';
import { COUNTED_STATUSES, isCounted, MAX_ROUND_SECONDS, roundDateOf, type RoundStatus } from '../../../../domain/trust';
import { teamKey } from '../../../../domain/teams/teamKey';
import { finishLiveRounds } from '../../live/services/liveRounds';
import { insertReturningIds, insertTogether } from '../../../db/batches';
import { changeLogRows } from '../../../db/changes';
import type { AnnouncementConfig } from '../../../config';
import type { Db } from '../../../db/connection';
import type { RoundsTableRow, UserRow } from '../../../db/rows';
import { linkOrClaim } from '../../accounts/services/linkOrClaim';
import { countedRoundOutboxes } from './countedRoundOutboxes';
import { hasReplay, playerRowsOf, replayRowOf, roundRowOf, startOf, waveRow } from './roundRows';
import { confirmIfIdentified, deriveAgainAndHold, fastestCountedTimes, newRoundStatus } from './roundTrust';

/** Teammates' reports of one round arrive within this long of the first. */
export const SAME_ROUND_WINDOW_MS = 10 * 60 * 1000;

/** The API key a report came with: a plugin token anyone can mint, or a key an admin made. */
export interface ReportSender {
  keyId: number;
  keyType: KeyType;
}

export interface ReceivedReport {
  report: RoundSubmission;
  /** The body exactly as it arrived, kept with the report. */
  sent: unknown;
  received: Date;
  sender: ReportSender;
}

export interface ReportOutcome {
  id: number;
  created: boolean;
}

/** A plugin round a report may be part of: one already stored, or one this batch is about to create. */
interface Candidate {
  /** Stored rounds only, until the new ones are written. */
  id: number | null;
  format: string;
  team: string;
  round_time: number;
  created_at: string;
  /** When the round began, where its reports say. */
  started_at: string | null;
  /** New rounds only: the report they are first written from. */
  first: ReceivedReport | null;
}

const TOLERANCE = TICK_SECONDS + 1e-9;

/**
 * Every teammate's plugin reports the same round: reports of the same format and team (names in any
 * case) are one round when both say when it began, within two seconds; otherwise when their times
 * are within a tick and they were received within ten minutes of the round's first, the earliest
 * such. Which report the round then shows is the derivation rule's (deriveStoredRound).
 */
function sameRound(c: Candidate, report: RoundSubmission, team: string, startedAt: string | null, since: string): boolean {
  if (c.format !== report.format || c.team !== team) return false;
  if (startedAt && c.started_at) return Math.abs(parseUtcTimestamp(startedAt).getTime() - parseUtcTimestamp(c.started_at).getTime()) <= SAME_START_MS;
  return c.created_at >= since && Math.abs(c.round_time - report.round_time) <= TOLERANCE;
}

function decide(batch: readonly ReceivedReport[], stored: Candidate[]): Candidate[] {
  const candidates = [...stored];
  return batch.map((received) => {
    const { report } = received;
    const team = teamKey(report.players.map((p) => p.character_name));
    const since = toUtcTimestamp(new Date(received.received.getTime() - SAME_ROUND_WINDOW_MS));
    const startedAt = startOf(report);
    // Candidates are in the order the rounds were created (created_at, then id): the first match is the earliest.
    const same = candidates.find((c) => sameRound(c, report, team, startedAt, since));
    if (same) return same;
    const round: Candidate = { id: null, format: report.format, team, round_time: report.round_time, created_at: toUtcTimestamp(received.received), started_at: startedAt, first: received };
    candidates.push(round);
    return round;
  });
}

/** The stored plugin rounds of these reports' teams recent enough to be one of them, earliest first. */
async function storedCandidates(trx: Db, batch: readonly ReceivedReport[]): Promise<Candidate[]> {
  const teams = [...new Set(batch.map(({ report }) => teamKey(report.players.map((p) => p.character_name))))];
  const earliest = Math.min(...batch.map(({ received }) => received.getTime()));
  // A report that says when its round began may come an hour later (a slow client), so its start reaches further back.
  const rows: RoundsTableRow[] = await trx<RoundsTableRow>('rounds')
    .where({ source: 'plugin' })
    .whereIn('team_key', teams)
    .andWhere('created_at', '>=', toUtcTimestamp(new Date(earliest - MAX_ROUND_SECONDS * 1000 - SAME_ROUND_WINDOW_MS)))
    .orderBy('created_at')
    .orderBy('id')
    .select('id', 'format', 'team_key', 'round_time', 'created_at', 'round_started_at');
  return rows.map((row) => ({ id: row.id, format: row.format, team: row.team_key, round_time: Number(row.round_time), created_at: row.created_at, started_at: row.round_started_at, first: null }));
}

/** A player's UUID key links that character to the key's owner, first come; a name someone else holds becomes a claim for the admins. */
async function linkReportedAccounts(trx: Db, report: RoundSubmission): Promise<void> {
  for (const player of report.players) {
    if (!player.uuid_key) continue;
    const owner = await trx<UserRow>('users').where({ uuid_key: player.uuid_key }).first('id');
    if (owner) await linkOrClaim(trx, owner.id, player.character_name, 'plugin');
  }
}

/**
 * The registered user each report identifies: the one its own character (submitted_by) is linked
 * to, when the report carries that user's UUID key for that character. Null otherwise.
 */
async function identifiedUsers(trx: Db, batch: readonly ReceivedReport[]): Promise<(number | null)[]> {
  const reporters = batch.map(({ report }) => {
    const own = report.submitted_by ? report.players.find((p) => p.character_name.toLowerCase() === report.submitted_by!.toLowerCase()) : undefined;
    return own?.uuid_key ? { nameKey: own.character_name.toLowerCase(), uuidKey: own.uuid_key } : null;
  });
  const nameKeys = [...new Set(reporters.flatMap((r) => (r ? [r.nameKey] : [])))];
  if (nameKeys.length === 0) return batch.map(() => null);
  const owners: { name_key: string; id: number; uuid_key: string }[] = await trx('accounts')
    .join('users', 'users.id', 'accounts.user_id')
    .whereIn('accounts.name_key', nameKeys)
    .select('accounts.name_key', 'users.id', 'users.uuid_key');
  const ownerOf = new Map(owners.map((o) => [o.name_key, o]));
  return reporters.map((r) => {
    const owner = r ? ownerOf.get(r.nameKey) : undefined;
    return owner && owner.uuid_key === r!.uuidKey ? owner.id : null;
  });
}

/**
 * The rounds this batch's later reports (not the ones that made them) are of, each derived again
 * from all its reports, and whether one of them came with an identified key or an admin's, which
 * may confirm it.
 */
function laterReports(batch: readonly ReceivedReport[], rounds: readonly Candidate[], identified: readonly (number | null)[]) {
  const later = new Map<Candidate, boolean>();
  rounds.forEach((round, index) => {
    const received = batch[index]!;
    if (round.first === received) return;
    later.set(round, (later.get(round) ?? false) || identified[index] !== null || received.sender.keyType === 'private');
  });
  return [...later].map(([round, trusted]) => ({ round, trusted }));
}

/** The date a new round is given: a plugin token cannot choose it (domain/trust.ts). */
function dateOf({ report, received, sender }: ReceivedReport): string {
  const date = roundDateOf(
    {
      trusted: sender.keyType === 'private',
      sentDate: report.round_date ? parseUtcTimestamp(report.round_date) : null,
      startedAt: report.round_started_at ? parseInstant(report.round_started_at) : null,
    },
    received,
  );
  return toUtcTimestamp(date);
}

/**
 * Writes plugin reports inside the caller's transaction, which holds the uploads' write lock. Every
 * report is kept as it was sent; a new round is written from its first report, held when a plugin
 * token claims a top place, and a round more than one report names is derived from all of them.
 */
export async function writeReports(trx: Db, batch: readonly ReceivedReport[], announcements: AnnouncementConfig): Promise<ReportOutcome[]> {
  // Links first, so that a player's first report already identifies them.
  for (const { report } of batch) await linkReportedAccounts(trx, report);
  const identified = await identifiedUsers(trx, batch);
  const rounds = decide(batch, await storedCandidates(trx, batch));

  const created = [...new Set(rounds.filter((round) => round.id === null))];
  const fastest = new Map<string, number[]>();
  const statuses: RoundStatus[] = [];
  for (const round of created) {
    const times = fastest.get(round.format) ?? (await fastestCountedTimes(trx, round.format));
    const status = newRoundStatus(round.first!.sender.keyType === 'private', times, round.round_time);
    if (isCounted(status)) times.push(round.round_time);
    fastest.set(round.format, times.sort((a, b) => a - b));
    statuses.push(status);
  }
  const ids = await insertReturningIds(
    trx,
    'rounds',
    created.map((round, index) => ({ ...roundRowOf(round.first!.report, 'plugin', round.first!.received), round_date: dateOf(round.first!), status: statuses[index] })),
  );
  created.forEach((round, index) => (round.id = ids[index]!));
  const countedNew = ids.filter((_, index) => isCounted(statuses[index]!));

  await insertTogether(trx, [
    { table: 'round_players', rows: created.flatMap((round) => playerRowsOf(round.id!, round.first!.report)) },
    { table: 'waves', rows: created.flatMap((round) => round.first!.report.wave_data.map((w) => waveRow(round.id!, w))) },
    { table: 'replays', rows: created.filter((round) => hasReplay(round.first!.report)).map((round) => replayRowOf(round.id!, round.first!.report)) },
    {
      table: 'round_reports',
      rows: batch.map((received, index) => ({
        round_id: rounds[index]!.id!,
        received_at: toUtcTimestamp(received.received),
        token_id: received.sender.keyId,
        key_type: received.sender.keyType,
        identified_user_id: identified[index],
        scroller: received.report.scroller,
        content: JSON.stringify(received.sent),
      })),
    },
  ]);

  // A round later reports name is derived again: it may now take a top place, and be held, or be confirmed.
  const later = laterReports(batch, rounds, identified);
  const { changed: derivedAnew, held: nowHeld } = await deriveAgainAndHold(trx, later.map(({ round }) => round.id!));
  const nowCounted: number[] = [];
  for (const { round, trusted } of later) if (trusted && (await confirmIfIdentified(trx, round.id!))) nowCounted.push(round.id!);
  // Devices hear of a round that counts, and drop one that stopped counting: a changed held round is nobody's business until it is confirmed.
  const changedCounted = derivedAnew.length === 0 ? [] : await trx('rounds').whereIn('id', derivedAnew).whereIn('status', COUNTED_STATUSES).pluck('id');
  const upserted = [...new Set([...countedNew, ...nowCounted, ...nowHeld, ...changedCounted.map(Number)])];

  await insertTogether(trx, [await changeLogRows(trx, 'round', upserted, 'upsert'), ...countedRoundOutboxes([...countedNew, ...nowCounted], announcements)]);
  await finishLiveRounds(
    trx,
    created.map((round) => ({ roundId: round.id!, team: round.team, startedAt: round.started_at })),
    batch[0]!.received,
  );
  return rounds.map((round, index) => ({ id: round.id!, created: round.first === batch[index] }));
}
