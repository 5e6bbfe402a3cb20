import type { Format } from '../../../../domain/constants';
import { DEFAULT_ROUND_LIST_QUERY, type RoundSortKey, type SortOrder } from '../../../../domain/roundList/types';

/** What a rounds list shows: its filters, expansion, sort and page. */
export interface RoundsView {
  format: Format | null;
  search: string;
  pbsOnly: boolean;
  expandAll: boolean;
  sortBy: RoundSortKey;
  order: SortOrder;
  /** 0-based. */
  page: number;
  /** One day's rounds (YYYY-MM-DD, in the reader's zone); null for every day. */
  day: string | null;
}

export const DEFAULT_ROUNDS_VIEW: RoundsView = {
  format: DEFAULT_ROUND_LIST_QUERY.format,
  search: DEFAULT_ROUND_LIST_QUERY.search,
  pbsOnly: DEFAULT_ROUND_LIST_QUERY.pbsOnly,
  expandAll: false,
  sortBy: DEFAULT_ROUND_LIST_QUERY.sortBy,
  order: DEFAULT_ROUND_LIST_QUERY.order,
  page: DEFAULT_ROUND_LIST_QUERY.page,
  day: null,
};

/** Round Times' loading line, in SPEC's words: the screen's code and its rows say it alike. */
export const LOADING_ROUNDS = 'Loading rounds...';
