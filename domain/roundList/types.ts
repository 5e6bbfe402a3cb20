/** A round-list query and its rows: what Round Times asks, answered alike on the device and by the server. */
import type { z } from 'zod';
import { PAGE_SIZE, type Format } from '../constants';
import type { listedRoundShape, roundPageShape, roundRowShape } from '../shapes/roundList';

export type ListedRound = z.infer<typeof listedRoundShape>;

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
/** 'all' lists every row and ignores the page. */
export type PageSize = number | 'all';

/** What Round Times sorts by, on the device, on the server and in its address alike. */
export const ROUND_SORT_KEYS = ['round_time', 'round_date', 'format'] as const;
export type RoundSortKey = (typeof ROUND_SORT_KEYS)[number];

export interface RoundListQuery {
  format: Format | null;
  search: string;
  pbsOnly: boolean;
  sortBy: RoundSortKey;
  order: SortOrder;
  /** 0-based. */
  page: number;
  pageSize: PageSize;
  /** Epoch ms: list only the rounds the suspicious rules flag at that moment (SPEC §5). */
  suspiciousAt?: number;
  /** One day of rounds, as UTC timestamps: those dated from `from` up to `to`. */
  between?: { from: string; to: string };
}

export type RoundRow = z.infer<typeof roundRowShape>;
export type RoundPage = z.infer<typeof roundPageShape>;

/** Round Times as it opens: every format, fastest first, the first page. */
export const DEFAULT_ROUND_LIST_QUERY: RoundListQuery = { format: null, search: '', pbsOnly: false, sortBy: 'round_time', order: 'asc', page: 0, pageSize: PAGE_SIZE };
