import { LIVE_ABANDONED_AFTER_MS, LIVE_FINISHED_SHOWN_MS, SAME_START_MS, type LiveRound } from '../../../../domain/live';
import type { Format } from '../../../../domain/constants';
import type { Checkpoint } from '../../../../domain/schemas';
import { teamKey } from '../../../../domain/teams/teamKey';
import { parseInstant, parseUtcTimestamp, toUtcTimestamp } from '../../../../domain/time';
import { insertAll } from '../../../db/batches';
import { recordChanges } from '../../../db/changes';
import type { Db } from '../../../db/connection';
import { writeTransaction } from '../../../db/transaction';
import { pushEventRows } from '../../push/services/pushEventRows';

interface LiveRoundRow {
  id: number;
  format: string;
  team_key: string;
  round_started_at: string;
  players: string;
  reporter: string;
  state: 'live' | 'finished' | 'abandoned';
  round_id: number | null;
  last_heard_at: string;
  finished_at: string | null;
}

const ago = (now: Date, ms: number) => toUtcTimestamp(new Date(now.getTime() - ms));

/** Live rounds nothing was heard of for a while are abandoned: they leave the Live page quietly. */
async function abandonSilent(trx: Db, now: Date): Promise<void> {
  await trx('live_rounds').where({ state: 'live' }).andWhere('last_heard_at', '<', ago(now, LIVE_ABANDONED_AFTER_MS)).update({ state: 'abandoned' });
}

/**
 * Keeps a QS checkpoint: the live round (one team, one start) is made on its first. Says whether
 * this (round, wave) was new; a retry of one already kept changes nothing.
 */
export async function recordCheckpoint(db: Db, checkpoint: Checkpoint, now = new Date()): Promise<{ liveRoundId: number; created: boolean }> {
  return writeTransaction(db, async (trx) => {
    await abandonSilent(trx, now);
    const started = toUtcTimestamp(parseInstant(checkpoint.round_started_at)!);
    const team = teamKey(checkpoint.players.map((p) => p.character_name));
    const heard = toUtcTimestamp(now);
    const begun = await trx('live_rounds')
      .insert({
        format: checkpoint.format,
        team_key: team,
        round_started_at: started,
        players: JSON.stringify(checkpoint.players.map(({ character_name, role }) => ({ character_name, role }))),
        reporter: checkpoint.reporter,
        state: 'live',
        last_heard_at: heard,
      })
      .onConflict(['team_key', 'round_started_at'])
      .ignore()
      .returning('id');
    const live = (await trx<LiveRoundRow>('live_rounds').where({ team_key: team, round_started_at: started }).first('id', 'state'))!;
    const inserted = await trx('live_checkpoints')
      .insert({
        live_round_id: live.id,
        wave_number: checkpoint.wave_number,
        qs_time: checkpoint.qs_time,
        good_premove: checkpoint.good_premove,
        x_qs_spawn: checkpoint.x_qs_spawn ?? null,
        y_qs_spawn: checkpoint.y_qs_spawn ?? null,
        received_at: heard,
      })
      .onConflict(['live_round_id', 'wave_number'])
      .ignore()
      .returning('id');
    // A round just begun may be news to its players' followers, at once.
    if (begun.length > 0) await insertAll(trx, 'push_events', pushEventRows('live', [live.id], now, now).rows);
    if (inserted.length === 0) return { liveRoundId: live.id, created: false };
    // A round heard from again after a silence is live again, unless its upload already finished it.
    await trx('live_rounds').where({ id: live.id }).update({ last_heard_at: heard, ...(live.state === 'abandoned' ? { state: 'live' } : {}) });
    await recordChanges(trx, 'live', [live.id], 'upsert');
    return { liveRoundId: live.id, created: true };
  });
}

/** Finishes the live rounds these uploads are of (the team's, started within two seconds), inside the upload's transaction. */
export async function finishLiveRounds(trx: Db, finished: readonly { roundId: number; team: string; startedAt: string | null }[], now: Date): Promise<void> {
  const done: number[] = [];
  for (const { roundId, team, startedAt } of finished) {
    if (!startedAt) continue;
    const start = parseUtcTimestamp(startedAt).getTime();
    const ids: number[] = await trx('live_rounds')
      .where({ team_key: team })
      .whereIn('state', ['live', 'abandoned'])
      .andWhere('round_started_at', '>=', toUtcTimestamp(new Date(start - SAME_START_MS)))
      .andWhere('round_started_at', '<=', toUtcTimestamp(new Date(start + SAME_START_MS)))
      .pluck('id');
    if (ids.length === 0) continue;
    await trx('live_rounds').whereIn('id', ids).update({ state: 'finished', round_id: roundId, finished_at: toUtcTimestamp(now), last_heard_at: toUtcTimestamp(now) });
    done.push(...ids);
  }
  await recordChanges(trx, 'live', done, 'upsert');
}

/**
 * The rounds being played now, and those finished within the last minute, newest start first. A read
 * alone, however often pages ask: a silent round is left out here, and marked abandoned by the next write.
 */
export async function listLiveRounds(db: Db, now = new Date()): Promise<LiveRound[]> {
  const rows = await db<LiveRoundRow>('live_rounds')
    .where((q) => q.where({ state: 'live' }).andWhere('last_heard_at', '>=', ago(now, LIVE_ABANDONED_AFTER_MS)))
    .orWhere((q) => q.where({ state: 'finished' }).andWhere('finished_at', '>=', ago(now, LIVE_FINISHED_SHOWN_MS)))
    .orderBy('round_started_at', 'desc')
    .orderBy('id', 'desc');
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [checkpoints, times] = await Promise.all([
    db('live_checkpoints').whereIn('live_round_id', ids).orderBy('wave_number'),
    db('rounds').whereIn('id', rows.flatMap((r) => (r.round_id === null ? [] : [r.round_id]))).select('id', 'round_time'),
  ]);
  const timeOf = new Map(times.map((t: { id: number; round_time: number }) => [Number(t.id), Number(t.round_time)]));
  return rows.map((row) => ({
    id: row.id,
    format: row.format as Format,
    players: JSON.parse(row.players) as LiveRound['players'],
    reporter: row.reporter,
    round_started_at: row.round_started_at,
    state: row.state === 'finished' ? 'finished' : 'live',
    round_id: row.round_id,
    round_time: row.round_id === null ? null : (timeOf.get(row.round_id) ?? null),
    finished_at: row.finished_at,
    checkpoints: checkpoints
      .filter((c: { live_round_id: number }) => c.live_round_id === row.id)
      .map((c: { wave_number: number; qs_time: number; good_premove: boolean | number; x_qs_spawn: number | null; y_qs_spawn: number | null; received_at: string }) => ({
        wave_number: c.wave_number,
        qs_time: c.qs_time,
        good_premove: Boolean(c.good_premove),
        x_qs_spawn: c.x_qs_spawn,
        y_qs_spawn: c.y_qs_spawn,
        received_at: c.received_at,
      })),
  }));
}

/** The checkpoints a round was played live with: each wave's live QS. */
export async function liveCheckpointsOf(db: Db, roundId: number): Promise<{ wave_number: number; qs_time: number }[]> {
  const rows: { wave_number: number | string; qs_time: number | string }[] = await db('live_checkpoints')
    .join('live_rounds', 'live_rounds.id', 'live_checkpoints.live_round_id')
    .where('live_rounds.round_id', roundId)
    .orderBy('live_checkpoints.wave_number')
    .select('live_checkpoints.wave_number', 'live_checkpoints.qs_time');
  return rows.map((row) => ({ wave_number: Number(row.wave_number), qs_time: Number(row.qs_time) }));
}
