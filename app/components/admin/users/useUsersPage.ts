import { useEffect, useState } from 'react';
import type { UserPage, UserSummary } from '../../../../domain/types';
import type { PageSize } from '../../../../domain/roundList/types';
import { api } from '../../../data/api';

export interface UsersQuery {
  search: string;
  page: number;
  pageSize: PageSize;
  /** Raised after a change, to ask for the same page again. */
  version: number;
}

/** The path of one page of users: a limited page, or SPEC §7's whole list when every row is asked for. */
function usersPath(query: UsersQuery): string {
  const params = new URLSearchParams();
  if (query.search.trim()) params.set('search', query.search.trim());
  if (query.pageSize !== 'all') {
    params.set('limit', String(query.pageSize));
    params.set('offset', String(query.page * query.pageSize));
  }
  const text = params.toString();
  return text ? `/users/all?${text}` : '/users/all';
}

export interface UsersPageState {
  /** The last page that arrived (it stays while the next one loads); null before the first. */
  page: UserPage | null;
  /** The page shown answers an older query: a newer one is on its way. */
  loading: boolean;
  /** Why the last load failed, until one succeeds. */
  error: string | null;
}

/** One page of the admin's user list from the server (GET /users/all), searched and paged there. */
export function useUsersPage(query: UsersQuery): UsersPageState {
  const path = usersPath(query);
  const key = `${path}#${query.version}`;
  const [state, setState] = useState<{ key: string | null; page: UserPage | null; error: string | null }>({ key: null, page: null, error: null });
  useEffect(() => {
    let current = true;
    api<UserPage | UserSummary[]>(path).then(
      ({ data }) => current && setState({ key, page: Array.isArray(data) ? { data, total: data.length } : data, error: null }),
      (err: unknown) => current && setState((held) => ({ ...held, key, error: (err as Error).message })),
    );
    // An answer to a query since replaced (a faster typist, a page turned) is dropped.
    return () => {
      current = false;
    };
  }, [path, key]);
  return { page: state.page, loading: state.key !== key, error: state.error };
}
