import type { ReactElement } from 'react';
import { Link } from '@tanstack/react-router';
import { FORMAT_LABELS } from '../../../../domain/constants';
import { formatTime } from '../../../../domain/time';
import type { FormatWaveRecords } from '../../../../domain/waveRecords';
import { QsTicks } from '../../details/parts/QsTicks';
import { FiguresTable } from '../../../ui/FiguresTable';
import { RoundDate } from '../../roundTimes/parts/RoundCells';
import text from '../../../ui/text.module.css';
import styles from './records.module.css';

const COLUMNS = [{ title: 'Wave' }, { title: 'Record' }, { title: 'Set' }, { title: 'Fewest QS' }];

/**
 * Each wave's fastest scroller split, and their sum: the best possible time, beside the time it is set
 * against (the world record, or a team's best). `whose` names whose splits they are in the caption.
 */
export function WaveRecords({ records, against, whose = 'by the scroller' }: { records: FormatWaveRecords; against: { label: string; time: number } | null; whose?: string }): ReactElement {
  const label = FORMAT_LABELS[records.format];
  if (records.waves.length === 0) return <p className={text.muted}>No {label} round submitted by the scroller has wave times yet.</p>;
  return (
    <>
      <dl className={styles.sumOfBest}>
        <div>
          <dt>Sum of best</dt>
          <dd data-testid="sum-of-best">{records.sumOfBest === null ? 'Not every wave has a record yet' : formatTime(records.sumOfBest)}</dd>
        </div>
        {against !== null && (
          <div>
            <dt>{against.label}</dt>
            <dd>{formatTime(against.time)}</dd>
          </div>
        )}
      </dl>
      <FiguresTable caption={`The fastest ${label} split of each wave, ${whose}`} columns={COLUMNS}>
        {records.waves.map((wave) => (
          <tr key={wave.wave_number}>
            <th scope="row">{wave.wave_number}</th>
            <td className={styles.time}>
              <Link to="/details/$id" params={{ id: String(wave.roundId) }}>
                {wave.time.toFixed(1)} s
              </Link>
              {wave.ties > 1 && <span className={styles.ties}> ({wave.ties} rounds)</span>}
            </td>
            <td>
              <RoundDate date={wave.date} />
            </td>
            <td>{wave.fewestQs === null ? 'N/A' : <QsTicks ticks={wave.fewestQs} />}</td>
          </tr>
        ))}
      </FiguresTable>
    </>
  );
}
