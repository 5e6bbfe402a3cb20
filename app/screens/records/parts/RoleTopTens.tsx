import type { ReactElement } from 'react';
import { Link } from '@tanstack/react-router';
import { FORMAT_LABELS, type Format } from '../../../../domain/constants';
import type { RoleTopTen } from '../../../../domain/player/types';
import { formatTime } from '../../../../domain/time';
import { RoleChip } from '../../../ui/Chip';
import { FiguresTable } from '../../../ui/FiguresTable';
import { PlayerLink } from '../../../components/playerLinks/PlayerLink';
import { RoundDate } from '../../roundTimes/parts/RoundCells';
import styles from './records.module.css';

const COLUMNS = [{ title: 'Rank' }, { title: 'Player' }, { title: 'PB' }, { title: 'Date' }];

/** Each role's ten fastest players of a format, by their PB in that role, each to its round and player. */
export function RoleTopTens({ format, roles }: { format: Format; roles: readonly RoleTopTen[] }): ReactElement {
  return (
    <div className={styles.roleTables}>
      {roles.map(({ role, entries }) => (
        <section key={role} aria-label={`${role}, the fastest`}>
          <h3 className={styles.roleHeading}>
            <RoleChip role={role} />
          </h3>
          <FiguresTable caption={`The fastest ${FORMAT_LABELS[format]} ${role} PBs`} columns={COLUMNS}>
            {entries.map((entry) => (
              <tr key={entry.name}>
                <td className={styles.time}>{entry.rank}</td>
                <th scope="row">
                  <PlayerLink name={entry.name} />
                </th>
                <td className={styles.time}>
                  <Link to="/details/$id" params={{ id: String(entry.roundId) }} aria-label={`${formatTime(entry.time)}, the round of ${entry.name} as ${role}`}>
                    {formatTime(entry.time)}
                  </Link>
                </td>
                <td>
                  <RoundDate date={entry.date} />
                </td>
              </tr>
            ))}
          </FiguresTable>
        </section>
      ))}
    </div>
  );
}
