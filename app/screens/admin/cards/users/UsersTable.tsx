import { Fragment, type ReactElement } from 'react';
import { mainAccountName, REGION_LABELS } from '../../../../../domain/account';
import type { UserSummary } from '../../../../../domain/types';
import { DataTable, DetailsRow } from '../../../../ui/DataTable';
import { RegionFlag } from '../../../../ui/flags';
import { ExpandButton } from '../../../../ui/ExpandButton';
import { PlayerLink } from '../../../../components/playerLinks/PlayerLink';
import { UserDetails, type UserDetailsProps } from './UserDetails';
import styles from './users.module.css';

const NONE_SHOWN = '—';

/** The primary account, which opens the player's page; '—' for a user without one. */
function PrimaryAccount({ user }: { user: UserSummary }): ReactElement {
  const name = mainAccountName(user);
  return name ? <PlayerLink name={name} /> : <>{NONE_SHOWN}</>;
}

function RegionCell({ user }: { user: UserSummary }): ReactElement {
  if (!user.region) return <>{NONE_SHOWN}</>;
  return (
    <span className={styles.region}>
      <span aria-hidden="true" className={styles.flag}>
        <RegionFlag region={user.region} />
      </span>
      <span className={styles.regionLabel}>{REGION_LABELS[user.region]}</span>
    </span>
  );
}

export interface UsersTableProps extends Omit<UserDetailsProps, 'user' | 'id'> {
  users: readonly UserSummary[];
  idPrefix: string;
  isExpanded(userId: number): boolean;
  onToggle(userId: number): void;
  emptyText: string;
  loading: boolean;
}

const COLUMNS = [
  { title: <span className="visually-hidden">Accounts</span>, className: `${styles.column} ${styles.expandColumn}` },
  { title: 'User ID', className: `${styles.column} ${styles.idColumn}` },
  { title: 'Discord Username', className: styles.column },
  { title: 'Primary Account', className: styles.column },
  { title: 'Region', className: `${styles.column} ${styles.regionColumn}` },
];

/** One row per user, each followed by its accounts, region and actions when expanded. */
export function UsersTable({ users, idPrefix, isExpanded, onToggle, emptyText, loading, ...details }: UsersTableProps): ReactElement {
  return (
    // A table wider than a phone scrolls sideways inside its card, never the page.
    <div className={styles.scroller} aria-busy={loading}>
      <DataTable label="Users" className={styles.table} columns={COLUMNS} emptyText={emptyText}>
        {users.map((user) => {
          const expanded = isExpanded(user.id);
          const detailsId = `${idPrefix}-user-${user.id}`;
          return (
            <Fragment key={user.id}>
              <tr className={`${styles.row} ${expanded ? styles.open : ''}`}>
                <td className={styles.cell}>
                  <ExpandButton label={`Accounts of ${user.discord_username}`} expanded={expanded} controls={detailsId} onPress={() => onToggle(user.id)} />
                </td>
                <td className={`${styles.cell} ${styles.userId}`}>{user.id}</td>
                <th scope="row" className={`${styles.cell} ${styles.username}`}>
                  {user.discord_username}
                </th>
                <td className={styles.cell}><PrimaryAccount user={user} /></td>
                <td className={styles.cell}><RegionCell user={user} /></td>
              </tr>
              {expanded && (
                <DetailsRow columns={COLUMNS.length} className={styles.detailsRow} cellClassName={styles.detailsCell}>
                  <UserDetails user={user} id={detailsId} {...details} />
                </DetailsRow>
              )}
            </Fragment>
          );
        })}
      </DataTable>
    </div>
  );
}
