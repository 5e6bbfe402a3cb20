import type { ReactElement } from 'react';
import { Link } from '@tanstack/react-router';
import type { RolePersonalBest } from '../../../../domain/player/types';
import { formatTime } from '../../../../domain/time';
import { RoleChip } from '../../../ui/Chip';
import { FiguresTable } from '../../../ui/FiguresTable';
import { RoundDate } from '../../roundTimes/parts/RoundCells';
import styles from './player.module.css';

const COLUMNS = [{ title: 'Role' }, { title: 'PB' }, { title: 'Date' }];

/** Each role's personal best in a format, to the round that set it. */
export function PersonalBests({ caption, bests }: { caption: string; bests: readonly RolePersonalBest[] }): ReactElement {
  return (
    <FiguresTable caption={caption} columns={COLUMNS}>
      {bests.map((best) => (
        <tr key={best.role} data-role={best.role}>
          <th scope="row">
            <RoleChip role={best.role} />
          </th>
          <td className={styles.time}>
            <Link to="/details/$id" params={{ id: String(best.roundId) }}>
              {formatTime(best.time)}
            </Link>
          </td>
          <td>
            <RoundDate date={best.date} />
          </td>
        </tr>
      ))}
    </FiguresTable>
  );
}
