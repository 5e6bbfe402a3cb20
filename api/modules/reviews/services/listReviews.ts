import type { Format } from '../../../../domain/constants';
import type { ReviewRound } from '../../../../domain/review';
import { deriveRound } from '../../../../domain/roundReports';
import { HELD_PLACES, placeAmong } from '../../../../domain/trust';
import type { Db } from '../../../db/connection';
import type { RoundReportRow, RoundsTableRow } from '../../../db/rows';
import { keptReport } from '../../rounds/services/deriveStoredRound';
import { fastestCountedTimes } from '../../rounds/services/roundTrust';

/** Other rounds with more than one report the review lists after the held ones, newest first. */
const RECENT_REPORTED = 20;

/** The reviewed rounds, their players and reports, as the admins' review shows them. */
export async function presentReviewRounds(db: Db, rounds: readonly RoundsTableRow[]): Promise<ReviewRound[]> {
  if (rounds.length === 0) return [];
  const ids = rounds.map((r) => r.id);
  const [players, reportRows] = await Promise.all([
    db('round_players').whereIn('round_id', ids).orderBy('position').select('round_id', 'character_name', 'role'),
    db<RoundReportRow>('round_reports').whereIn('round_id', ids).orderBy('received_at').orderBy('id'),
  ]);
  const userIds = [...new Set(reportRows.flatMap((r) => (r.identified_user_id === null ? [] : [r.identified_user_id])))];
  const users: { id: number; discord_username: string }[] = userIds.length > 0 ? await db('users').whereIn('id', userIds).select('id', 'discord_username') : [];
  const userOf = new Map(users.map((u) => [Number(u.id), { id: Number(u.id), discord_username: u.discord_username }]));
  const fastest = new Map<string, number[]>();
  for (const format of new Set(rounds.map((r) => r.format))) {
    fastest.set(format, await fastestCountedTimes(db, format));
  }
  return rounds.map((round) => {
    const reports = reportRows.filter((r) => r.round_id === round.id).map((row) => ({ row, kept: keptReport(row) }));
    const derived = deriveRound(reports.map((r) => r.kept), round.shown_report_id);
    const place = placeAmong(fastest.get(round.format) ?? [], Number(round.round_time));
    return {
      id: round.id,
      format: round.format as Format,
      round_time: Number(round.round_time),
      round_date: round.round_date,
      received_at: round.created_at,
      status: round.status,
      review_reason: round.review_reason,
      place: place <= HELD_PLACES ? place : null,
      players: players.filter((p) => p.round_id === round.id).map((p) => ({ character_name: p.character_name, role: p.role })),
      real_time: round.elapsed_real_time === null ? null : Number(round.elapsed_real_time),
      chosen_report_id: round.shown_report_id,
      reports: reports.map(({ row, kept }) => ({
        id: row.id,
        received_at: row.received_at,
        submitted_by: kept.content.submitted_by ?? null,
        scroller: kept.scroller,
        round_time: kept.content.round_time,
        waves: kept.content.wave_data.length,
        key_type: row.key_type === 'private' ? 'private' : 'public',
        identified_as: row.identified_user_id === null ? null : (userOf.get(Number(row.identified_user_id)) ?? null),
        dropped: kept.dropped,
        shown: derived?.timeFrom === row.id,
        filled: (derived?.filled ?? []).filter((f) => f.from === row.id).map(({ wave_number, field }) => ({ wave_number, field })),
      })),
    };
  });
}

/** Held rounds first, oldest first; then the most recent other rounds that more than one report names. */
export async function listReviews(db: Db): Promise<ReviewRound[]> {
  const held = await db<RoundsTableRow>('rounds').where({ status: 'held' }).orderBy('created_at').orderBy('id');
  const reported = await db<RoundsTableRow>('rounds')
    .whereNot({ status: 'held' })
    .whereIn('id', db('round_reports').select('round_id').groupBy('round_id').havingRaw('count(*) > 1'))
    .orderBy('id', 'desc')
    .limit(RECENT_REPORTED);
  return presentReviewRounds(db, [...held, ...reported]);
}
