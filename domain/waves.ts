import { WAVE_COUNT, ZERO_DELTA_TOLERANCE } from './constants';
import type { WaveEntry } from './types';
import { ticksToSeconds } from './time';

export const WAVE_DELTA_DECIMALS = 1;
export const QS_DELTA_DECIMALS = 0;

/** The round's total queen-spawn time in seconds; waves without a QS time add nothing. */
export function totalQsSeconds(waves: readonly { qs_time: number | null | undefined }[]): number {
  let ticks = 0;
  for (const wave of waves) ticks += wave.qs_time ?? 0;
  return ticksToSeconds(ticks);
}

export function qsColor(ticks: number | null | undefined): 'green' | 'orange' | 'red' {
  if (ticks === 4) return 'green';
  if (ticks === 5) return 'orange';
  return 'red';
}

export function sortWaves<T extends { wave_number: number }>(waves: readonly T[]): T[] {
  return [...waves].sort((a, b) => a.wave_number - b.wave_number);
}

/** Slower than the comparison is red, faster green, the same grey. */
export function deltaColor(delta: number): 'red' | 'green' | 'grey' {
  if (Number.isNaN(delta) || Math.abs(delta) < ZERO_DELTA_TOLERANCE) return 'grey';
  return delta > 0 ? 'red' : 'green';
}

/** Signed delta with fixed decimals; anything that rounds to zero shows unsigned, never '-0.0'. */
export function formatDelta(delta: number, decimals: number): string {
  const magnitude = Math.abs(delta).toFixed(decimals);
  if (Number(magnitude) === 0) return magnitude;
  return `${delta > 0 ? '+' : '-'}${magnitude}`;
}

/** A round can be compared with another round submitted by the scroller that has wave splits. */
export function isComparisonCandidate(
  current: { id: number },
  candidate: { id: number; scroller: boolean; wave_data: readonly unknown[] },
): boolean {
  return candidate.id !== current.id && candidate.scroller && candidate.wave_data.length > 0;
}

/** All ten waves timed by the scroller, whose splits alone are exact: what references and plans read. */
export function hasAllScrollerSplits(round: { scroller: boolean; wave_data: readonly unknown[] }): boolean {
  return round.scroller && round.wave_data.length === WAVE_COUNT;
}

/** The per-wave fields the plugin may send beyond a wave's time, QS, premove and reset, in their column order. */
export const OPTIONAL_WAVE_FIELDS = [
  'reset_wave_time',
  'reset_qs_time',
  'x_qs_spawn',
  'y_qs_spawn',
  'ranger_death_time',
  'fighter_death_time',
  'runner_death_time',
  'healer_death_time',
  'queen_spawn_time',
] as const satisfies readonly (keyof WaveEntry)[];
