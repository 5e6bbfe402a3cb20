import type { ReactElement } from 'react';
import type { WaveEntry } from '../../../domain/types';
import styles from './WaveSplits.module.css';

const seconds = (value: number) => `${value.toFixed(1)} s`;

/** What the plugin may send about a wave beyond its split, labelled, in the order a wave unfolds. */
const DETAILS: { label: string; value(wave: WaveEntry): string | null }[] = [
  { label: 'Reset wave time', value: (wave) => (wave.reset_wave_time == null ? null : seconds(wave.reset_wave_time)) },
  { label: 'Reset QS time', value: (wave) => (wave.reset_qs_time == null ? null : seconds(wave.reset_qs_time)) },
  { label: 'QS spawn position', value: (wave) => (wave.x_qs_spawn == null || wave.y_qs_spawn == null ? null : `${wave.x_qs_spawn}, ${wave.y_qs_spawn}`) },
  { label: 'Last ranger died', value: (wave) => (wave.ranger_death_time == null ? null : seconds(wave.ranger_death_time)) },
  { label: 'Last fighter died', value: (wave) => (wave.fighter_death_time == null ? null : seconds(wave.fighter_death_time)) },
  { label: 'Last runner died', value: (wave) => (wave.runner_death_time == null ? null : seconds(wave.runner_death_time)) },
  { label: 'Last healer died', value: (wave) => (wave.healer_death_time == null ? null : seconds(wave.healer_death_time)) },
  { label: 'Queen spawned', value: (wave) => (wave.queen_spawn_time == null ? null : seconds(wave.queen_spawn_time)) },
];

/** Whether the plugin sent anything about the wave beyond its split. */
export function hasWaveDetails(wave: WaveEntry): boolean {
  return DETAILS.some((detail) => detail.value(wave) !== null);
}

/** The wave's extra values as stored; a value the plugin did not send is left out, never made up. */
export function WaveDetails({ id, wave }: { id: string; wave: WaveEntry }): ReactElement {
  return (
    <dl id={id} className={styles.details} aria-label={`Wave ${wave.wave_number} details`}>
      {DETAILS.flatMap((detail) => {
        const value = detail.value(wave);
        return value === null
          ? []
          : [
              <div key={detail.label}>
                <dt>{detail.label}</dt>
                <dd>{value}</dd>
              </div>,
            ];
      })}
    </dl>
  );
}
