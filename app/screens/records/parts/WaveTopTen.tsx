import { useState, type ReactElement } from 'react';
import { Link } from '@tanstack/react-router';
import { FORMAT_LABELS, type Format } from '../../../../domain/constants';
import type { WaveTop } from '../../../../domain/waveTopTen';
import { FiguresTable } from '../../../ui/FiguresTable';
import { AppSelect } from '../../../ui/Select';
import { RoundDate } from '../../roundTimes/parts/RoundCells';
import styles from './records.module.css';

const COLUMNS = [{ title: 'Rank' }, { title: 'Split' }, { title: 'Date' }];

/** A chosen wave's ten fastest scroller splits, one per round, ties marked, each to its round. */
export function WaveTopTen({ format, tops }: { format: Format; tops: readonly WaveTop[] }): ReactElement | null {
  const [chosen, setChosen] = useState(tops[0]?.wave_number ?? 1);
  const shown = tops.find((top) => top.wave_number === chosen) ?? tops[0];
  if (!shown) return null;
  return (
    <>
      <div className={styles.waveTopHeading}>
        <h3 className={styles.roleHeading}>The fastest splits of a wave</h3>
        <AppSelect<number> label="Wave" options={tops.map((top) => ({ id: top.wave_number, label: `Wave ${top.wave_number}` }))} value={shown.wave_number} onChange={setChosen} />
      </div>
      <FiguresTable caption={`The ten fastest ${FORMAT_LABELS[format]} splits of wave ${shown.wave_number}, by the scroller`} columns={COLUMNS}>
        {shown.entries.map((entry) => (
          <tr key={entry.roundId}>
            <td className={styles.time}>{entry.rank}</td>
            <th scope="row" className={styles.time}>
              <Link to="/details/$id" params={{ id: String(entry.roundId) }}>
                {entry.time.toFixed(1)} s
              </Link>
              {entry.tie && <span className={styles.ties}> (tie)</span>}
            </th>
            <td>
              <RoundDate date={entry.date} />
            </td>
          </tr>
        ))}
      </FiguresTable>
    </>
  );
}
