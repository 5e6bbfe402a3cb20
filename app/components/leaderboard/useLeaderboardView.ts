import { useNavigate, useSearch } from '@tanstack/react-router';
import type { LeaderboardFormat } from '../../../domain/constants';
import type { LeaderboardScope } from '../../data/db';
import type { LeaderboardSearch } from '../../routes/search';
import type { LeaderboardSortKey } from '../../../workers/stats/types';
import type { SortOrder } from '../../../domain/roundList/types';

/** What the query string holds, with its defaults filled in. */
export interface LeaderboardView {
  format: LeaderboardFormat;
  region: LeaderboardScope;
  search: string;
  sortBy: LeaderboardSortKey;
  order: SortOrder;
  expandAll: boolean;
}

function fromSearch(search: LeaderboardSearch): LeaderboardView {
  return {
    format: search.format ?? 'five_man',
    region: search.region ?? 'all',
    search: search.search ?? '',
    sortBy: search.sortBy ?? 'average_time',
    order: search.order ?? 'asc',
    expandAll: search.expand === 'all',
  };
}

/** Defaults stay out of the URL, so the plain /leaderboard link and a reset view are the same address. */
function toSearch(view: LeaderboardView): LeaderboardSearch {
  return {
    expand: view.expandAll ? 'all' : undefined,
    format: view.format === 'five_man' ? undefined : view.format,
    region: view.region === 'all' ? undefined : view.region,
    search: view.search || undefined,
    sortBy: view.sortBy === 'average_time' ? undefined : view.sortBy,
    order: view.order === 'asc' ? undefined : view.order,
  };
}

/**
 * The leaderboard's view lives in the query string both ways: the page reads it from there, and every
 * change is a navigation, so shared links, reloads and back/forward all reproduce it.
 */
export function useLeaderboardView(): [LeaderboardView, (change: Partial<LeaderboardView>, options?: { replace?: boolean }) => void] {
  const view = fromSearch(useSearch({ from: '/leaderboard' }));
  const navigate = useNavigate({ from: '/leaderboard' });
  const update = (change: Partial<LeaderboardView>, options: { replace?: boolean } = {}) =>
    void navigate({ search: toSearch({ ...view, ...change }), replace: options.replace });
  return [view, update];
}
