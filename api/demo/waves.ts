import { WAVE_COUNT } from '../../domain/constants';
import { ticksToSeconds } from '../../domain/time';
import type { WaveEntry } from '../../domain/types';
import type { Random } from './random';

// Share of the round each wave takes: later waves bring more penance, and wave 10 the queen.
const WAVE_WEIGHTS = [0.55, 0.7, 0.75, 0.85, 0.9, 0.95, 1.0, 1.05, 1.1, 1.6];

/** Queue-start ticks: a tidy team takes 4 or 5. */
function qsTicks(rng: Random): number {
  const roll = rng.next();
  if (roll < 0.45) return 4;
  if (roll < 0.8) return 5;
  if (roll < 0.87) return 3;
  if (roll < 0.95) return 6;
  return rng.int(7, 9);
}

function premove(rng: Random): boolean | null {
  const roll = rng.next();
  return roll < 0.82 ? true : roll < 0.95 ? false : null;
}

/** Splits `total` ticks in proportion to `weights`, in whole ticks that add up exactly. */
function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  const order = exact.map((e, i) => ({ i, rest: e - Math.floor(e) })).sort((a, b) => b.rest - a.rest);
  for (let k = 0; k < total - parts.reduce((a, b) => a + b, 0); k++) parts[order[k]!.i]! += 1;
  return parts;
}

/** Ticks into a wave when the last penance of each kind died, as the plugin reports them. */
interface DeathTicks {
  ranger: number;
  fighter: number;
  runner: number;
  healer: number;
}

/** How often each kind of penance is the last to die in a wave: runners and healers most, as teams find. */
const LAST_KIND_ODDS: [keyof DeathTicks, number][] = [
  ['runner', 0.36],
  ['healer', 0.34],
  ['fighter', 0.16],
  ['ranger', 0.14],
];

function lastKind(rng: Random): keyof DeathTicks {
  let roll = rng.float(0, 1);
  for (const [kind, odds] of LAST_KIND_ODDS) {
    roll -= odds;
    if (roll <= 0) return kind;
  }
  return 'runner';
}

/**
 * When the last penance of each kind dies. A wave ends when its last penance dies, a tick or two
 * before the end; wave 10 ends with the queen, so the others die well before. A slow wave's extra
 * ticks go to the kind that died last: that is what held it open.
 */
function deathTicks(rng: Random, waveTicks: number, queenWave: boolean, slowTicks: number): DeathTicks {
  const end = queenWave ? Math.round(waveTicks * rng.float(0.8, 0.92)) : waveTicks - rng.int(1, 2);
  const last = lastKind(rng);
  const others = Math.max(1, end - slowTicks);
  const tick = (kind: keyof DeathTicks) => (kind === last ? end : Math.min(end - 1, Math.round(others * rng.float(0.55, 0.97))));
  return { ranger: tick('ranger'), fighter: tick('fighter'), runner: tick('runner'), healer: tick('healer') };
}

/**
 * Splits of waves 1 to 10 for a round of `roundTicks`: the waves take the round less the gaps
 * between waves (the queue start and a tick or few of walking), and any slow time lands on one wave,
 * either as a longer wave or as a reset attempt before it.
 */
export function planWaves(rng: Random, roundTicks: number, slowTicks: number, detailed: boolean): WaveEntry[] {
  const qs = Array.from({ length: WAVE_COUNT }, (_, i) => (i === 0 ? null : qsTicks(rng)));
  const gaps = qs.reduce<number>((sum, q) => sum + (q === null ? 0 : q + rng.int(1, 3)), 0);
  const slowWave = rng.int(2, WAVE_COUNT);
  const resetQs = qsTicks(rng);
  const resetWaveTicks = slowTicks - resetQs - 2;
  const reset = resetWaveTicks >= 10 && rng.chance(0.35);

  const weights = WAVE_WEIGHTS.map((w) => w * rng.float(0.92, 1.08));
  const ticks = apportion(roundTicks - gaps - slowTicks, weights);
  if (!reset) ticks[slowWave - 1]! += slowTicks;

  return ticks.map((waveTicks, i): WaveEntry => {
    const wave_number = i + 1;
    const wave: WaveEntry = {
      wave_number,
      wave_time: ticksToSeconds(waveTicks),
      qs_time: qs[i] ?? null,
      good_premove: wave_number === 1 ? null : premove(rng),
      reset: reset && wave_number === slowWave,
    };
    if (wave.reset) {
      wave.reset_wave_time = ticksToSeconds(resetWaveTicks);
      wave.reset_qs_time = resetQs;
    }
    if (detailed) {
      const deaths = deathTicks(rng, waveTicks, wave_number === WAVE_COUNT, !reset && wave_number === slowWave ? slowTicks : 0);
      wave.ranger_death_time = ticksToSeconds(deaths.ranger);
      wave.fighter_death_time = ticksToSeconds(deaths.fighter);
      wave.runner_death_time = ticksToSeconds(deaths.runner);
      wave.healer_death_time = ticksToSeconds(deaths.healer);
      if (wave_number === WAVE_COUNT) wave.queen_spawn_time = ticksToSeconds(Math.round(waveTicks * rng.float(0.35, 0.5)));
    }
    return wave;
  });
}
