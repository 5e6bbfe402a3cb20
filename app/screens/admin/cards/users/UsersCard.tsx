import { useId, useState, type ReactElement } from 'react';
import { PAGE_SIZE } from '../../../../../domain/constants';
import type { UserSummary } from '../../../../../domain/types';
import type { PageSize } from '../../../../../domain/roundList/types';
import { offlineReason, useOnline } from '../../../../data/syncStatus';
import { Card } from '../../../../ui/Card';
import { LoadState } from '../../../../ui/LoadState';
import { Pagination } from '../../../../ui/Pagination';
import { AppSearchField } from '../../../../ui/SearchField';
import { BlockedNote } from '../../../../ui/BlockedNote';
import { AddAccountDialog } from './AddAccountDialog';
import { AddUserForm } from './AddUserForm';
import { useUsersPage } from './useUsersPage';
import { UsersTable } from './UsersTable';
import styles from './users.module.css';

const NONE: ReadonlySet<number> = new Set();

/**
 * User Management (SPEC §2): add users, and find any user (searched and paged by the server, so
 * thousands stay quick) to set their main account and region or link a game account to them.
 */
export function UsersCard(): ReactElement {
  const blocked = offlineReason(useOnline(), 'managing users');
  const idPrefix = useId();
  const blockedId = `${idPrefix}-offline`;
  // The box hands its text on once typing pauses: one request per name, not per key.
  const [search, setSearch] = useState('');

  // Another search or page size starts again on its first page.
  const [pageSize, setPageSize] = useState<PageSize>(PAGE_SIZE);
  const listKey = `${pageSize}|${search}`;
  const [paging, setPaging] = useState({ listKey, page: 0 });
  const page = paging.listKey === listKey ? paging.page : 0;
  const users = useUsersPage({ search, page, pageSize });
  const { reload } = users;

  // A page past the end (the list got shorter) moves back to the last one there is.
  const lastPage = users.data && pageSize !== 'all' ? Math.max(0, Math.ceil(users.data.total / pageSize) - 1) : 0;
  if (users.data && users.status !== 'loading' && page > lastPage) setPaging({ listKey, page: lastPage });

  const [expanded, setExpanded] = useState(NONE);
  const toggle = (userId: number) => {
    const next = new Set(expanded);
    if (!next.delete(userId)) next.add(userId);
    setExpanded(next);
  };
  const [addingTo, setAddingTo] = useState<UserSummary | null>(null);

  // A new user is found by their Discord ID and opened, ready for their first game account.
  const showAdded = (user: UserSummary) => {
    setSearch(user.discord_id);
    setExpanded(new Set(expanded).add(user.id));
    reload();
  };

  return (
    <Card title="User Management">
      <div className={styles.card}>
        <BlockedNote reason={blocked} id={blockedId} />
        <AddUserForm blocked={blocked} blockedId={blockedId} onAdded={showAdded} />
        <div className={styles.search}>
          <AppSearchField label="Search Users" description="Discord username, Discord ID or character name" value={search} onChange={setSearch} />
        </div>
        <LoadState query={users} what="users" inset>
          {(shown) => (
            <div>
              <UsersTable
                users={shown.data}
                idPrefix={idPrefix}
                isExpanded={(userId) => expanded.has(userId)}
                onToggle={toggle}
                emptyText={search.trim() ? `No users match “${search.trim()}”.` : 'No users yet.'}
                loading={users.status === 'loading'}
                blocked={blocked}
                blockedId={blockedId}
                onChanged={reload}
                onAddAccount={setAddingTo}
              />
              <Pagination
                page={page}
                pageSize={pageSize}
                total={shown.total}
                moves={{ onPage: (next) => setPaging({ listKey, page: next }) }}
                onPageSize={setPageSize}
              />
            </div>
          )}
        </LoadState>
      </div>
      <AddAccountDialog
        user={addingTo}
        blocked={blocked}
        onClose={() => setAddingTo(null)}
        onAdded={() => {
          setAddingTo(null);
          reload();
        }}
      />
    </Card>
  );
}
