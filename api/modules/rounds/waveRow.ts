import type { WaveSubmission } from '../../../domain/schemas';

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
