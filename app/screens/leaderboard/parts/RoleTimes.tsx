import { useId, type ReactElement } from 'react';
import { LEADERBOARD_ROLES_BY_FORMAT, type LeaderboardFormat } from '../../../../domain/constants';
import { formatTimeOrNA } from '../../../../domain/time';
import type { FormatStanding } from '../../../../domain/types';
import { RoleChip } from '../../../ui/Chip';
import { DataTable } from '../../../ui/DataTable';
import { roleSubRunsTitle, rolesHeading } from './labels';
import styles from './Leaderboard.module.css';

/** An expanded row: the player's best time and sub-time run count in each role of the format. */
export function RoleTimes({ format, standing }: { format: LeaderboardFormat; standing: FormatStanding }): ReactElement {
  const headingId = useId();
  return (
    <div className={styles.roles}>
      <h2 id={headingId} className={styles.rolesHeading}>
        {rolesHeading(format)}
      </h2>
      <DataTable className={styles.rolesTable} labelledBy={headingId} columns={[{ title: 'Role' }, { title: 'PB Time' }, { title: roleSubRunsTitle(format) }]}>
        {LEADERBOARD_ROLES_BY_FORMAT[format].map((role) => (
          <tr key={role}>
            <td>
              <RoleChip role={role} />
            </td>
            <td className={styles.time}>{formatTimeOrNA(standing.roles[role])}</td>
            <td>{standing.sub_time_counts.per_role[role] ?? 0}</td>
          </tr>
      ))}
      </DataTable>
    </div>
  );
}
