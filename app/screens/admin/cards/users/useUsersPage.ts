import type { UserPage, UserSummary } from '../../../../../domain/types';
import type { PageSize } from '../../../../../domain/roundList/types';
import { api } from '../../../../data/api';
import { queryKeys } from '../../../../data/keys';
import { useServerQuery, type ServerQuery } from '../../../../data/query/useServerQuery';

export interface UsersQuery {
  search: string;
  page: number;
  pageSize: PageSize;
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

/** One page of the admin's user list from the server (GET /users/all), searched and paged there. */
export function useUsersPage(query: UsersQuery): ServerQuery<UserPage> {
  const path = usersPath(query);
  return useServerQuery(queryKeys.users(query), async () => {
    const { data } = await api<UserPage | UserSummary[]>(path);
    return Array.isArray(data) ? { data, total: data.length } : data;
  });
}
