/** A round-list query and its rows: what Round Times asks, answered alike on the device and by the server. */
import { PAGE_SIZE, type Format } from '../constants';
import type { SuspiciousReason } from '../suspicious';
import type { Round } from '../types';

/** A round as a list shows it: everything but its splits. */
export type ListedRound = Omit<Round, 'wave_data'>;

export type SortOrder = 'asc' | 'desc';
/** 'all' lists every row and ignores the page. */
export type PageSize = number | 'all';

export type RoundSortKey = 'round_time' | 'round_date' | 'format';

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
}

export interface RoundRow {
  /** The stored round, its rank set and its players in role order; without its splits, which no row shows. */
  round: ListedRound;
  /** Within the round's format, over every round of that format. */
  rank: number;
  worldRecord: boolean;
  /** Players of this round on their personal best for name, format and role. */
  pbNames: string[];
  /** Character name → linked alts, for each player of the round that has any: own properties, read with Object.hasOwn. */
  alts: Record<string, string[]>;
  /** Set in suspicious mode only. */
  suspicious?: SuspiciousReason[];
}

/** One page of Round Times: its rows, and how many rows match the filters over every page. */
export interface RoundPage {
  rows: RoundRow[];
  total: number;
}

/** Round Times as it opens: every format, fastest first, the first page. */
export const DEFAULT_ROUND_LIST_QUERY: RoundListQuery = { format: null, search: '', pbsOnly: false, sortBy: 'round_time', order: 'asc', page: 0, pageSize: PAGE_SIZE };
