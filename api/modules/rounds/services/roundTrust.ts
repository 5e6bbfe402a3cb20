import { COUNTED_STATUSES, confirmedByReports, HELD_PLACES, isCounted, wouldBeHeld, type RoundStatus } from '../../../../domain/trust';
import type { Db } from '../../../db/connection';
import type { RoundReportRow, RoundsTableRow } from '../../../db/rows';
import { deriveStoredRounds } from './deriveStoredRound';

/** The fastest counted times of a format (but round `except`'s), enough to tell whether a time would take a top place. */
export async function fastestCountedTimes(db: Db, format: string, except?: number): Promise<number[]> {
  const counted = db('rounds').where({ format }).whereIn('status', COUNTED_STATUSES);
  if (except !== undefined) counted.whereNot({ id: except });
  return (await counted.orderBy('round_time').limit(HELD_PLACES).pluck('round_time')).map(Number);
}

/** A new round's status: an admin's key confirms it; otherwise it is reported, and held when it would take a top place. */
export function newRoundStatus(trusted: boolean, fastest: readonly number[], time: number): RoundStatus {
  if (trusted) return 'confirmed';
  return wouldBeHeld(fastest, time) ? 'held' : 'reported';
}

/**
 * Derives stored rounds again from their reports. A reported round the new derivation moves into a
 * top place among the other counted rounds is held: a report that moved it there is a plugin token's
 * claim like any other. Says which changed and which are now held.
 */
export async function deriveAgainAndHold(trx: Db, roundIds: readonly number[]): Promise<{ changed: number[]; held: number[] }> {
  const changes = await deriveStoredRounds(trx, roundIds);
  const changed: number[] = [];
  const held: number[] = [];
  for (const [id, { changed: moved, status, format, timeBefore, timeAfter }] of changes) {
    if (!moved) continue;
    changed.push(id);
    if (status !== 'reported' || timeAfter >= timeBefore) continue;
    const fastest = await fastestCountedTimes(trx, format, id);
    if (!wouldBeHeld(fastest, timeAfter) || wouldBeHeld(fastest, timeBefore)) continue;
    await trx('rounds').where({ id }).update({ status: 'held' });
    held.push(id);
  }
  return { changed, held };
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
