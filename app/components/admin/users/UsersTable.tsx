import type { ReactElement } from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import { mainAccountName, REGION_LABELS } from '../../../../domain/account';
import type { UserSummary } from '../../../../domain/types';
import { RegionFlag } from '../../../ui/flags';
import { ExpandButton } from '../../../ui/ExpandButton';
import { PlayerLink } from '../../players/PlayerLink';
import { UserDetails, type UserDetailsProps } from './UserDetails';
import styles from './users.module.css';

const COLUMN_COUNT = 5;
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

/** One row per user, each followed by its accounts, region and actions when expanded. */
export function UsersTable({ users, idPrefix, isExpanded, onToggle, emptyText, loading, ...details }: UsersTableProps): ReactElement {
  return (
    // A table wider than a phone scrolls sideways inside its card, never the page.
    <div className={styles.scroller} aria-busy={loading}>
      <Table aria-label="Users" className={styles.table}>
        <TableHeader>
          <Column id="expand" className={`${styles.column} ${styles.expandColumn}`}>
            <span className="visually-hidden">Accounts</span>
          </Column>
          <Column id="id" className={`${styles.column} ${styles.idColumn}`}>
            User ID
          </Column>
          <Column id="username" isRowHeader className={styles.column}>
            Discord Username
          </Column>
          <Column id="primary" className={styles.column}>
            Primary Account
          </Column>
          <Column id="region" className={`${styles.column} ${styles.regionColumn}`}>
            Region
          </Column>
        </TableHeader>
        <TableBody renderEmptyState={() => <p className={styles.empty}>{emptyText}</p>}>
          {users.flatMap((user) => {
            const expanded = isExpanded(user.id);
            const detailsId = `${idPrefix}-user-${user.id}`;
            const row = (
              <Row key={user.id} id={user.id} className={`${styles.row} ${expanded ? styles.open : ''}`}>
                <Cell className={styles.cell}>
                  <ExpandButton label={`Accounts of ${user.discord_username}`} expanded={expanded} controls={detailsId} onPress={() => onToggle(user.id)} />
                </Cell>
                <Cell className={`${styles.cell} ${styles.userId}`}>{user.id}</Cell>
                <Cell className={`${styles.cell} ${styles.username}`}>{user.discord_username}</Cell>
                <Cell className={styles.cell}>
                  <PrimaryAccount user={user} />
                </Cell>
                <Cell className={styles.cell}>
                  <RegionCell user={user} />
                </Cell>
              </Row>
            );
            if (!expanded) return [row];
            // Row ids of users are numbers, so this string cannot meet one.
            const detailsRow = (
              <Row key={`details:${user.id}`} id={`details:${user.id}`} className={styles.detailsRow}>
                <Cell className={styles.detailsCell} colSpan={COLUMN_COUNT}>
                  <UserDetails user={user} id={detailsId} {...details} />
                </Cell>
              </Row>
            );
            return [row, detailsRow];
          })}
        </TableBody>
      </Table>
    </div>
  );
}
