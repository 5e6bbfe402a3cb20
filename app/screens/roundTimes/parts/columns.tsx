import type { ComponentType } from 'react';
import type { RoundSortKey, SortOrder } from '../../../../domain/roundList/types';
import { ActionsCell, DateCell, FormatCell, RankCell, TimeCell } from './RoundCells';
import styles from './rounds.module.css';

export interface RoundColumn {
  id: 'rank' | RoundSortKey | 'actions';
  label: string;
  /** Set on the columns that sort; the same as the id. */
  sortKey?: RoundSortKey;
  /** Time names the row for screen readers. */
  rowHeader?: boolean;
  className?: string;
  Content: ComponentType<{ index: number }>;
}

const RANK: RoundColumn = { id: 'rank', label: 'Rank', className: styles.fit, Content: RankCell };
const FORMAT: RoundColumn = { id: 'format', label: 'Format', sortKey: 'format', className: styles.formatColumn, Content: FormatCell };
const TIME: RoundColumn = { id: 'round_time', label: 'Time', sortKey: 'round_time', rowHeader: true, Content: TimeCell };
const DATE: RoundColumn = { id: 'round_date', label: 'Date', sortKey: 'round_date', Content: DateCell };
const ACTIONS: RoundColumn = { id: 'actions', label: 'Actions', className: styles.fit, Content: ActionsCell };

const VISITOR_COLUMNS: readonly RoundColumn[] = [RANK, FORMAT, TIME, DATE];
const ADMIN_COLUMNS: readonly RoundColumn[] = [...VISITOR_COLUMNS, ACTIONS];

/**
 * The columns of SPEC §2, in order; Actions only for admins. Rank follows Time's order, so only Time
 * sorts by it. The same list returns each time: the table builds its rows again when it changes.
 */
export function roundColumns(admin: boolean): readonly RoundColumn[] {
  return admin ? ADMIN_COLUMNS : VISITOR_COLUMNS;
}

/** What either table of rounds takes: its name and its sort. */
export interface RoundsTableProps {
  label: string;
  sortBy: RoundSortKey;
  order: SortOrder;
  onSort(sort: { sortBy: RoundSortKey; order: SortOrder }): void;
}
