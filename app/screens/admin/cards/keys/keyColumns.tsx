import type { ReactNode } from 'react';
import { formatLocalDate } from '../../../../../domain/time';
import type { ApiKey } from '../../../../../domain/types';
import { ActiveCell, DescriptionCell, DisableCell, ExpiresCell, KeyCell } from './KeyCells';
import { TYPE_LABELS, type KeySort, type KeySortColumn } from './keyView';
import styles from './keys.module.css';

/** What a row's cells need besides their key. */
export interface RowContext {
  now: number;
  /** Why disabling is unavailable (offline), and the element that says so. */
  blocked: string | null;
  blockedId: string;
  onDisable(key: ApiKey): void;
}

export interface KeyColumn {
  id: KeySortColumn | 'key' | 'actions';
  label: string;
  /** Set on the columns that sort; the same as the id. */
  sortKey?: KeySortColumn;
  /** The key names the row for screen readers. */
  rowHeader?: boolean;
  className?: string;
  render(key: ApiKey, row: RowContext): ReactNode;
}

/** SPEC §2's columns, in order. The key itself does not sort: its order means nothing. */
export const KEY_COLUMNS: readonly KeyColumn[] = [
  { id: 'key', label: 'Key', rowHeader: true, className: styles.keyColumn, render: (key) => <KeyCell apiKey={key} /> },
  { id: 'description', sortKey: 'description', label: 'Description', render: (key) => <DescriptionCell description={key.description} /> },
  { id: 'created_at', sortKey: 'created_at', label: 'Created At', className: styles.date, render: (key) => formatLocalDate(key.created_at) },
  { id: 'active', sortKey: 'active', label: 'Active', className: styles.activeColumn, render: (key) => <ActiveCell apiKey={key} /> },
  { id: 'type', sortKey: 'type', label: 'Type', className: styles.typeColumn, render: (key) => TYPE_LABELS[key.type] },
  { id: 'expires_at', sortKey: 'expires_at', label: 'Expires At', className: styles.date, render: (key, row) => <ExpiresCell apiKey={key} now={row.now} /> },
  {
    id: 'actions',
    label: 'Actions',
    className: styles.actionsColumn,
    render: (key, row) => <DisableCell apiKey={key} blocked={row.blocked} blockedId={row.blockedId} onDisable={row.onDisable} />,
  },
];

/** What either table of keys takes. */
export interface KeysTableProps extends Omit<RowContext, 'now'> {
  /** The keys to show, already filtered and sorted: one page, or all of them. */
  keys: readonly ApiKey[];
  sort: KeySort;
  onSort(sort: KeySort): void;
  /** The key just generated, marked so it is easy to find. */
  freshId: number | null;
  emptyText: string;
}
