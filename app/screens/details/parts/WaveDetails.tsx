import type { ReactElement } from 'react';
import type { WaveEntry } from '../../../../domain/types';
import styles from './WaveSplits.module.css';

type Detail = { label: string; value(wave: WaveEntry): string | null };
type TimeField = 'reset_wave_time' | 'reset_qs_time' | 'ranger_death_time' | 'fighter_death_time' | 'runner_death_time' | 'healer_death_time' | 'queen_spawn_time';

/** A time the plugin may send about a wave, in seconds. */
const timed = (label: string, field: TimeField): Detail => ({ label, value: (wave) => (wave[field] == null ? null : `${wave[field].toFixed(1)} s`) });

/** What the plugin may send about a wave beyond its split, labelled, in the order a wave unfolds. */
const DETAILS: Detail[] = [
  timed('Reset wave time', 'reset_wave_time'),
  timed('Reset QS time', 'reset_qs_time'),
  { label: 'QS spawn position', value: (wave) => (wave.x_qs_spawn == null || wave.y_qs_spawn == null ? null : `${wave.x_qs_spawn}, ${wave.y_qs_spawn}`) },
  timed('Last ranger died', 'ranger_death_time'),
  timed('Last fighter died', 'fighter_death_time'),
  timed('Last runner died', 'runner_death_time'),
  timed('Last healer died', 'healer_death_time'),
  timed('Queen spawned', 'queen_spawn_time'),
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
