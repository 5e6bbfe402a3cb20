import type { ReactElement } from 'react';
import { formatTime } from '../../../domain/time';
import type { UnrankedRound, WaveEntry } from '../../../domain/types';
import { QS_DELTA_DECIMALS, sortWaves, WAVE_DELTA_DECIMALS } from '../../../domain/waves';
import { Card } from '../../ui/Card';
import { Delta } from './Delta';
import { QsLegend, QsTicks } from './QsTicks';
import styles from './WaveSplits.module.css';

/** Wave 1 has no premove to judge; later waves say yes, no, or that the plugin did not know. */
function premoveLabel(wave: WaveEntry): string {
  if (wave.wave_number === 1) return 'N/A';
  if (wave.good_premove === null) return 'Unknown';
  return wave.good_premove ? 'Yes' : 'No';
}

function WaveRow({ wave, compared }: { wave: WaveEntry; compared: WaveEntry | undefined }): ReactElement {
  return (
    <tr>
      <th scope="row">{wave.wave_number}</th>
      <td>
        {wave.wave_time.toFixed(1)} s
        {compared && <Delta value={wave.wave_time - compared.wave_time} decimals={WAVE_DELTA_DECIMALS} unit="s" />}
      </td>
      <td>
        {wave.qs_time === null ? 'N/A' : <QsTicks ticks={wave.qs_time} />}
        {wave.qs_time !== null && compared?.qs_time != null && <Delta value={wave.qs_time - compared.qs_time} decimals={QS_DELTA_DECIMALS} />}
      </td>
      <td>{premoveLabel(wave)}</td>
    </tr>
  );
}

/** The round's splits by wave, with differences against the compared round's same wave. */
export function WaveSplits({ round, comparison }: { round: UnrankedRound; comparison: UnrankedRound | null }): ReactElement {
  const waves = sortWaves(round.wave_data);
  const comparedWaves = new Map(comparison?.wave_data.map((wave) => [wave.wave_number, wave]));
  return (
    <Card title="Wave Splits">
      {waves.length === 0 ? (
        <p className={styles.empty}>No wave times available</p>
      ) : (
        <>
          <div className={styles.tableWrap}>
            <table className={styles.table} aria-label="Wave splits">
              <thead>
                <tr>
                  <th scope="col">Wave</th>
                  <th scope="col">Time</th>
                  <th scope="col">QS Ticks</th>
                  <th scope="col">Good Premove</th>
                </tr>
              </thead>
              <tbody>
                {waves.map((wave) => (
                  <WaveRow key={wave.wave_number} wave={wave} compared={comparedWaves.get(wave.wave_number)} />
                ))}
              </tbody>
            </table>
          </div>
          <QsLegend />
          {comparison && (
            <p className={styles.note}>
              Differences are against the {formatTime(comparison.round_time)} round: + is slower, - is faster.
            </p>
          )}
        </>
      )}
    </Card>
  );
}
