import type { ReactElement } from 'react';
import { Link } from '@tanstack/react-router';
import type { RoleRecord } from '../../../domain/player/types';
import { formatTime } from '../../../domain/time';
import { RoleChip } from '../../ui/Chip';
import { PlayerLink } from '../players/PlayerLink';
import tables from '../../ui/table.module.css';
import styles from './records.module.css';

/** The fastest personal best in each role of a format today, and who holds it. */
export function RoleRecords({ caption, roles }: { caption: string; roles: readonly RoleRecord[] }): ReactElement {
  return (
    <div className={tables.scroller}>
      <table className={`${tables.table} ${styles.table}`}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Role</th>
            <th scope="col">Fastest PB</th>
            <th scope="col">Held by</th>
          </tr>
        </thead>
        <tbody>
          {roles.map((record) => (
            <tr key={record.role}>
              <th scope="row">
                <RoleChip role={record.role} />
              </th>
              <td className={styles.time}>{formatTime(record.time)}</td>
              <td>
                <ul className={styles.holders}>
                  {record.holders.map((holder) => (
                    <li key={holder.name}>
                      <PlayerLink name={holder.name} />{' '}
                      <Link to="/details/$id" params={{ id: String(holder.roundId) }} aria-label={`round of ${holder.name} as ${record.role}`} className={styles.roundLink}>
                        round
                      </Link>
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
