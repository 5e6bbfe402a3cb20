import type { ReactElement } from 'react';
import { Link } from '@tanstack/react-router';
import { FORMAT_LABELS, type Format } from '../../../../../domain/constants';
import type { PlayerSplits } from '../../../../../domain/player/waveSplits';
import { formatSeconds, formatTime } from '../../../../../domain/time';
import { FiguresTable } from '../../../../ui/FiguresTable';
import styles from './splits.module.css';
import { formatShare } from '../../../../../domain/stats';

const COLUMNS = [{ title: 'Wave' }, { title: 'Best' }, { title: 'Average' }, { title: 'Spread' }, { title: 'Rounds' }, { title: 'QS (avg)' }, { title: 'Good premoves' }];


/** The three figures under the table: the best possible time from these splits, the PB, and the gap. */
function Totals({ splits }: { splits: PlayerSplits }): ReactElement {
  return (
    <dl className={styles.totals}>
      <div>
        <dt>Sum of best</dt>
        <dd data-testid="player-sum-of-best">{splits.sumOfBest === null ? 'Not every wave has a split yet' : formatTime(splits.sumOfBest)}</dd>
      </div>
      <div>
        <dt>PB</dt>
        <dd data-testid="player-splits-pb">
          {splits.pb ? (
            <Link to="/details/$id" params={{ id: String(splits.pb.roundId) }}>
              {formatTime(splits.pb.time)}
            </Link>
          ) : (
            'N/A'
          )}
        </dd>
      </div>
      <div>
        <dt>Time to save</dt>
        <dd data-testid="player-time-to-save">{splits.timeToSave === null ? 'N/A' : formatSeconds(splits.timeToSave)}</dd>
      </div>
    </dl>
  );
}

/** One row per wave: the best split (to its round), average, spread, count, and waves 2–10's QS and premoves. */
export function WaveSplitsTable({ format, splits }: { format: Format; splits: PlayerSplits }): ReactElement {
  return (
    <>
      <FiguresTable caption={`${FORMAT_LABELS[format]} wave splits from ${splits.rounds} ${splits.rounds === 1 ? 'round' : 'rounds'}`} columns={COLUMNS}>
        {splits.waves.map((wave) => (
          <tr key={wave.wave_number}>
            <th scope="row">{wave.wave_number}</th>
            <td className={styles.figure}>
              <Link to="/details/$id" params={{ id: String(wave.best.roundId) }}>
                {formatSeconds(wave.best.time)}
              </Link>
            </td>
            <td className={styles.figure}>{formatSeconds(wave.average)}</td>
            <td className={styles.figure}>±{wave.spread.toFixed(1)} s</td>
            <td className={styles.figure}>{wave.rounds}</td>
            <td className={styles.figure}>{wave.averageQs === null ? '–' : wave.averageQs.toFixed(1)}</td>
            <td className={styles.figure}>{wave.goodPremoves === null ? '–' : formatShare(wave.goodPremoves)}</td>
          </tr>
        ))}
      </FiguresTable>
      <Totals splits={splits} />
    </>
  );
}
