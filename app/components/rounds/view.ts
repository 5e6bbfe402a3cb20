import type { Format } from '../../../domain/constants';
import type { RoundSortKey, SortOrder } from '../../../domain/roundList/types';

/** What a rounds list shows: its filters, expansion and sort. The page is the list's own state. */
export interface RoundsView {
  format: Format | null;
  search: string;
  pbsOnly: boolean;
  expandAll: boolean;
  sortBy: RoundSortKey;
  order: SortOrder;
}

export const DEFAULT_ROUNDS_VIEW: RoundsView = {
  format: null,
  search: '',
  pbsOnly: false,
  expandAll: false,
  sortBy: 'round_time',
  order: 'asc',
};
