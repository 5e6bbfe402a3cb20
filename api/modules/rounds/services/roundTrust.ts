import { COUNTED_STATUSES, confirmedByReports, HELD_PLACES, isCounted, wouldBeHeld, type RoundStatus } from '../../../../domain/trust';
import type { Db } from '../../../db/connection';
import type { RoundReportRow, RoundsTableRow } from '../../../db/rows';
import { deriveStoredRound } from './deriveStoredRound';

/** The fastest counted times of a format, enough to tell whether a time would take a top place. */
export async function fastestCountedTimes(db: Db, format: string): Promise<number[]> {
  const times = await db('rounds').where({ format }).whereIn('status', COUNTED_STATUSES).orderBy('round_time').limit(HELD_PLACES).pluck('round_time');
  return times.map(Number);
}

/** A new round's status: an admin's key confirms it; otherwise it is reported, and held when it would take a top place. */
export function newRoundStatus(trusted: boolean, fastest: readonly number[], time: number): RoundStatus {
  if (trusted) return 'confirmed';
  return wouldBeHeld(fastest, time) ? 'held' : 'reported';
}

/**
 * Derives a stored round again from its reports. A reported round the new derivation moves into a
 * top place among the other counted rounds is held: a report that moved it there is a plugin token's
 * claim like any other. Says what changed.
 */
export async function deriveAgainAndHold(trx: Db, roundId: number): Promise<{ changed: boolean; held: boolean }> {
  const { changed, status, timeBefore, timeAfter } = await deriveStoredRound(trx, roundId);
  if (!changed || status !== 'reported' || timeAfter >= timeBefore) return { changed, held: false };
  const round = (await trx<RoundsTableRow>('rounds').where({ id: roundId }).first('format'))!;
  const others = await trx('rounds').where({ format: round.format }).whereIn('status', COUNTED_STATUSES).whereNot({ id: roundId }).orderBy('round_time').limit(HELD_PLACES).pluck('round_time');
  const fastest = others.map(Number);
  if (!wouldBeHeld(fastest, timeAfter) || wouldBeHeld(fastest, timeBefore)) return { changed, held: false };
  await trx('rounds').where({ id: roundId }).update({ status: 'held' });
  return { changed, held: true };
}

/**
 * Confirms a round whose reports now identify two different registered users, or one an admin's key sent. Says whether the
 * round has just begun to count (it was held), so the caller records the change and announces it.
 */
export async function confirmIfIdentified(trx: Db, roundId: number): Promise<boolean> {
  const round = await trx<RoundsTableRow>('rounds').where({ id: roundId }).first('status');
  if (!round || round.status === 'confirmed' || round.status === 'rejected') return false;
  const reports = await trx<RoundReportRow>('round_reports').where({ round_id: roundId }).select('dropped', 'identified_user_id', 'key_type');
  const kept = reports.filter((r) => !r.dropped);
  const byAdminKey = kept.some((r) => r.key_type === 'private');
  if (!byAdminKey && !confirmedByReports(kept.map((r) => ({ dropped: false, identifiedUserId: r.identified_user_id })))) return false;
  await trx('rounds').where({ id: roundId }).update({ status: 'confirmed' });
  return !isCounted(round.status);
}
