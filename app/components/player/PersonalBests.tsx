import type { ReactElement } from 'react';
import { Link } from '@tanstack/react-router';
import type { RolePersonalBest } from '../../../domain/player/types';
import { formatTime } from '../../../domain/time';
import { RoleChip } from '../../ui/Chip';
import { RoundDate } from '../rounds/RoundCells';
import tables from '../../ui/table.module.css';
import styles from './player.module.css';

/** Each role's personal best in a format, to the round that set it. */
export function PersonalBests({ caption, bests }: { caption: string; bests: readonly RolePersonalBest[] }): ReactElement {
  return (
    <div className={tables.scroller}>
    <table className={`${tables.table} ${styles.table}`}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Role</th>
          <th scope="col">PB</th>
          <th scope="col">Date</th>
        </tr>
      </thead>
      <tbody>
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
      </tbody>
    </table>
    </div>
  );
}
