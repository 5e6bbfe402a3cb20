import { useNavigate, useSearch } from '@tanstack/react-router';
import type { LeaderboardFormat } from '../../../../domain/constants';
import { leaderboardQueryOf, withPageReset, type LeaderboardSearch } from '../../../../domain/routeSearch';
import type { SortOrder } from '../../../../domain/roundList/types';
import { DEFAULT_LEADERBOARD_QUERY, type LeaderboardScope, type LeaderboardSortKey } from '../../../../domain/leaderboardList/types';

/** What the query string holds, with its defaults filled in. */
export interface LeaderboardView {
  format: LeaderboardFormat;
  region: LeaderboardScope;
  search: string;
  sortBy: LeaderboardSortKey;
  order: SortOrder;
  expandAll: boolean;
  /** 0-based. */
  page: number;
}

function fromSearch(search: LeaderboardSearch): LeaderboardView {
  const { format, region, search: text, sortBy, order, page } = leaderboardQueryOf(search);
  return { format, region, search: text, sortBy, order, page, expandAll: search.expand === 'all' };
}

/** Defaults stay out of the URL, so the plain /leaderboard link and a reset view are the same address. */
function toSearch(view: LeaderboardView): LeaderboardSearch {
  return {
    expand: view.expandAll ? 'all' : undefined,
    format: view.format === DEFAULT_LEADERBOARD_QUERY.format ? undefined : view.format,
    region: view.region === 'all' ? undefined : view.region,
    search: view.search || undefined,
    sortBy: view.sortBy === DEFAULT_LEADERBOARD_QUERY.sortBy ? undefined : view.sortBy,
    order: view.order === DEFAULT_LEADERBOARD_QUERY.order ? undefined : view.order,
    page: view.page === 0 ? undefined : view.page + 1,
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
    void navigate({ search: toSearch({ ...view, ...withPageReset(change) }), replace: options.replace });
  return [view, update];
}
