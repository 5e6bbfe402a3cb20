import type { ReactElement } from 'react';
import { Link } from '@tanstack/react-router';
import type { RoleRecord } from '../../../../domain/player/types';
import { formatTime } from '../../../../domain/time';
import { RoleChip } from '../../../ui/Chip';
import { FiguresTable } from '../../../ui/FiguresTable';
import { PlayerLink } from '../../../components/playerLinks/PlayerLink';
import styles from './records.module.css';

const COLUMNS = [{ title: 'Role' }, { title: 'Fastest PB' }, { title: 'Held by' }];

/** The fastest personal best in each role of a format today, and who holds it. */
export function RoleRecords({ caption, roles }: { caption: string; roles: readonly RoleRecord[] }): ReactElement {
  return (
    <FiguresTable caption={caption} columns={COLUMNS}>
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
    </FiguresTable>
  );
}
