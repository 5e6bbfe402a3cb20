import type { ReactElement } from 'react';
import { Link } from '@tanstack/react-router';
import type { Sitting } from '../../../../domain/teams/types';
import { formatTime } from '../../../../domain/time';
import { FiguresTable } from '../../../ui/FiguresTable';
import { RoundDate } from '../../roundTimes/parts/RoundCells';
import styles from './team.module.css';

const COLUMNS = [{ title: 'Started' }, { title: 'Rounds' }, { title: 'Best' }, { title: 'Average' }];

/** The team's sittings, newest first: rounds played no more than half an hour apart. */
export function Sittings({ caption, sittings }: { caption: string; sittings: readonly Sitting[] }): ReactElement {
  return (
    <FiguresTable caption={caption} columns={COLUMNS}>
      {sittings.map((sitting) => (
        <tr key={sitting.start}>
          <th scope="row">
            <RoundDate date={sitting.start} />
          </th>
          <td className={styles.figure}>{sitting.count}</td>
          <td className={styles.figure}>
            <Link to="/details/$id" params={{ id: String(sitting.best.roundId) }}>
              {formatTime(sitting.best.time)}
            </Link>
          </td>
          <td className={styles.figure}>{formatTime(sitting.average)}</td>
        </tr>
      ))}
    </FiguresTable>
  );
}
