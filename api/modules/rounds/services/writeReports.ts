import { TICK_SECONDS } from '../../../../domain/constants';
import type { RoundSubmission } from '../../../../domain/schemas';
import { toUtcTimestamp } from '../../../../domain/time';
import { insertReturningIds, insertTogether } from '../../../db/batches';
import { changeLogRows } from '../../../db/changes';
import type { AnnouncementConfig } from '../../../config';
import type { Db } from '../../../db/connection';
import type { RoundsTableRow, UserRow } from '../../../db/rows';
import { ApiError } from '../../../http/errors';
import { linkAccountIn } from '../../accounts/services/linkAccount';
import { announcementRows } from '../../announcements/services/announcementRows';
import { hasReplay, playerRowsOf, replayRowOf, roundRowOf, teamKey, waveRow, writeSplits } from './roundRows';

/** Teammates' reports of one round arrive within this long of the first. */
export const SAME_ROUND_WINDOW_MS = 10 * 60 * 1000;

export interface ReceivedReport {
  report: RoundSubmission;
  received: Date;
}

export interface ReportOutcome {
  id: number;
  created: boolean;
}

/** A plugin round a report may be part of: one already stored, or one this batch is about to create. */
interface Candidate {
  /** Stored rounds only. */
  id: number | null;
  format: string;
  team: string;
  round_time: number;
  scroller: boolean;
  created_at: string;
  /** New rounds only: the report they are written from, the scroller's once it came. */
  content: RoundSubmission | null;
  received: Date;
  updated: Date | null;
}

/** Which stored or new round a report is part of, and whether it made that round. */
interface Decision {
  round: Candidate;
  created: boolean;
}

const TOLERANCE = TICK_SECONDS + 1e-9;

/**
 * Every teammate's plugin reports the same round: reports of the same format and team (names in any
 * case), times within a tick, received within ten minutes of the round's first, are one round, the
 * earliest such. The scroller's report wins (its time and splits; the players stay the first
 * report's), else the first one stands.
 */
function decide(batch: readonly ReceivedReport[], stored: Candidate[]): { decisions: Decision[]; takenOver: Map<Candidate, ReceivedReport> } {
  const candidates = [...stored];
  const decisions: Decision[] = [];
  const takenOver = new Map<Candidate, ReceivedReport>();
  for (const received of batch) {
    const { report } = received;
    const team = teamKey(report.players.map((p) => p.character_name));
    const since = toUtcTimestamp(new Date(received.received.getTime() - SAME_ROUND_WINDOW_MS));
    // Candidates are in the order the rounds were created (created_at, then id): the first match is the earliest.
    const same = candidates.find(
      (c) => c.format === report.format && c.team === team && c.created_at >= since && Math.abs(c.round_time - report.round_time) <= TOLERANCE,
    );
    if (!same) {
      const round: Candidate = { id: null, format: report.format, team, round_time: report.round_time, scroller: report.scroller, created_at: toUtcTimestamp(received.received), content: report, received: received.received, updated: null };
      candidates.push(round);
      decisions.push({ round, created: true });
      continue;
    }
    decisions.push({ round: same, created: false });
    if (!report.scroller || same.scroller) continue;
    same.round_time = report.round_time;
    same.scroller = true;
    same.updated = received.received;
    if (same.content) {
      const keptReplay = hasReplay(report) ? report.replay_data : same.content.replay_data;
      same.content = { ...same.content, round_time: report.round_time, scroller: true, submitted_by: report.submitted_by, wave_data: report.wave_data, replay_data: keptReplay };
    } else {
      takenOver.set(same, received);
    }
  }
  return { decisions, takenOver };
}

/** The stored plugin rounds of these reports' teams recent enough to be one of them, earliest first. */
async function storedCandidates(trx: Db, batch: readonly ReceivedReport[]): Promise<Candidate[]> {
  const teams = [...new Set(batch.map(({ report }) => teamKey(report.players.map((p) => p.character_name))))];
  const earliest = Math.min(...batch.map(({ received }) => received.getTime()));
  const rows: RoundsTableRow[] = await trx<RoundsTableRow>('rounds')
    .where({ source: 'plugin' })
    .whereIn('team_key', teams)
    .andWhere('created_at', '>=', toUtcTimestamp(new Date(earliest - SAME_ROUND_WINDOW_MS)))
    .orderBy('created_at')
    .orderBy('id')
    .select('id', 'format', 'team_key', 'round_time', 'scroller', 'created_at');
  return rows.map((row) => ({
    id: row.id,
    format: row.format,
    team: row.team_key,
    round_time: Number(row.round_time),
    scroller: Boolean(row.scroller),
    created_at: row.created_at,
    content: null,
    received: new Date(0),
    updated: null,
  }));
}

async function takeScrollersReport(trx: Db, roundId: number, { report, received }: ReceivedReport): Promise<void> {
  await trx('rounds')
    .where({ id: roundId })
    .update({ round_time: report.round_time, scroller: true, submitted_by: report.submitted_by ?? null, updated_at: toUtcTimestamp(received) });
  await trx('waves').where({ round_id: roundId }).delete();
  if (hasReplay(report)) await trx('replays').where({ round_id: roundId }).delete();
  await writeSplits(trx, roundId, report);
}

/** A player's UUID key links that character to the key's owner; an unknown key, or a name someone else holds, is passed over. */
async function linkReportedAccounts(trx: Db, report: RoundSubmission): Promise<void> {
  for (const player of report.players) {
    if (!player.uuid_key) continue;
    const owner = await trx<UserRow>('users').where({ uuid_key: player.uuid_key }).first('id');
    if (!owner) continue;
    try {
      await linkAccountIn(trx, owner.id, player.character_name);
    } catch (err) {
      if (!(err instanceof ApiError && err.code === 'account_taken')) throw err;
    }
  }
}

/**
 * Writes plugin reports inside the caller's transaction, which holds the uploads' write lock: one
 * read of the candidate rounds and one insert per table for the new rounds, however many reports.
 */
export async function writeReports(trx: Db, batch: readonly ReceivedReport[], announcements: AnnouncementConfig): Promise<ReportOutcome[]> {
  const { decisions, takenOver } = decide(batch, await storedCandidates(trx, batch));

  const created = [...new Set(decisions.filter((d) => d.created).map((d) => d.round))];
  const ids = await insertReturningIds(
    trx,
    'rounds',
    created.map((round) => ({ ...roundRowOf(round.content!, 'plugin', round.received), ...(round.updated ? { updated_at: toUtcTimestamp(round.updated) } : {}) })),
  );
  created.forEach((round, index) => (round.id = ids[index]!));
  await insertTogether(trx, [
    { table: 'round_players', rows: created.flatMap((round) => playerRowsOf(round.id!, round.content!)) },
    { table: 'waves', rows: created.flatMap((round) => round.content!.wave_data.map((w) => waveRow(round.id!, w))) },
    { table: 'replays', rows: created.filter((round) => hasReplay(round.content!)).map((round) => replayRowOf(round.id!, round.content!)) },
    await changeLogRows(trx, 'round', [...ids, ...[...takenOver.keys()].map((round) => round.id!)], 'upsert'),
    announcementRows(ids, announcements),
  ]);

  for (const [round, report] of takenOver) await takeScrollersReport(trx, round.id!, report);

  for (const { report } of batch) await linkReportedAccounts(trx, report);
  return decisions.map(({ round, created }) => ({ id: round.id!, created }));
}
