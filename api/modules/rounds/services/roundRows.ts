import type { RoundSubmission, WaveSubmission } from '../../../../domain/schemas';
import { teamKey } from '../../../../domain/teams/teamKey';
import { parseInstant, parseUtcTimestamp, toUtcTimestamp } from '../../../../domain/time';
import type { Db } from '../../../db/connection';

// The demo store, the load bench and their tests still import it from here.
export { teamKey };

/** A wave as stored: fields the sender left out are null (unknown), never guessed. */
export function waveRow(roundId: number, w: WaveSubmission) {
  return {
    round_id: roundId,
    wave_number: w.wave_number,
    wave_time: w.wave_time,
    qs_time: w.qs_time ?? null,
    good_premove: w.good_premove ?? null,
    reset: w.reset,
    reset_wave_time: w.reset_wave_time ?? null,
    reset_qs_time: w.reset_qs_time ?? null,
    x_qs_spawn: w.x_qs_spawn ?? null,
    y_qs_spawn: w.y_qs_spawn ?? null,
    ranger_death_time: w.ranger_death_time ?? null,
    fighter_death_time: w.fighter_death_time ?? null,
    runner_death_time: w.runner_death_time ?? null,
    healer_death_time: w.healer_death_time ?? null,
    queen_spawn_time: w.queen_spawn_time ?? null,
  };
}

/** When the report says its round began, as the API stores times; null when it does not say. */
export function startOf(input: Pick<RoundSubmission, 'round_started_at'>): string | null {
  const started = input.round_started_at ? parseInstant(input.round_started_at) : null;
  return started ? toUtcTimestamp(started) : null;
}

/** A new round's row, as received `now` from `source`. */
export function roundRowOf(input: RoundSubmission, source: 'admin' | 'plugin', now: Date) {
  const stamp = toUtcTimestamp(now);
  return {
    round_started_at: startOf(input),
    elapsed_real_time: input.elapsed_real_time ?? null,
    format: input.format,
    round_time: input.round_time,
    round_date: input.round_date ? toUtcTimestamp(parseUtcTimestamp(input.round_date)) : stamp,
    scroller: input.scroller,
    submitted_by: input.submitted_by ?? null,
    world_region: input.world_region ?? null,
    source,
    team_key: teamKey(input.players.map((p) => p.character_name)),
    // An admin's own round is confirmed; a report's status is decided with the rest of its batch.
    status: source === 'admin' ? 'confirmed' : 'reported',
    created_at: stamp,
    updated_at: stamp,
  };
}

export function playerRowsOf(roundId: number, input: Pick<RoundSubmission, 'players'>) {
  return input.players.map((p, position) => ({
    round_id: roundId,
    position,
    character_name: p.character_name,
    name_key: p.character_name.toLowerCase(),
    role: p.role,
  }));
}

export function hasReplay(input: Pick<RoundSubmission, 'replay_data'>): boolean {
  return Boolean(input.replay_data && Object.keys(input.replay_data).length > 0);
}

export function replayRowOf(roundId: number, input: Pick<RoundSubmission, 'replay_data'>) {
  const data = JSON.stringify(input.replay_data);
  return { round_id: roundId, data, size_bytes: Buffer.byteLength(data) };
}

/** The round's waves and replay, as the given report has them. */
export async function writeSplits(trx: Db, roundId: number, input: Pick<RoundSubmission, 'wave_data' | 'replay_data'>): Promise<void> {
  if (input.wave_data.length > 0) await trx('waves').insert(input.wave_data.map((w) => waveRow(roundId, w)));
  if (hasReplay(input)) await trx('replays').insert(replayRowOf(roundId, input));
}
