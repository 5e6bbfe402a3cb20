import { memo, type Ref } from 'react';
import type { ApiKey } from '../../../../../domain/types';
import { BodyCell, DataTable } from '../../../../ui/DataTable';
import type { ColumnSort } from '../../../../ui/SortHeader';
import tables from '../../../../ui/table.module.css';
import { KEY_COLUMNS, type KeysTableProps, type RowContext } from './keyColumns';
import type { KeySortColumn } from './keyView';
import styles from './keys.module.css';
import { useMinuteClock } from './useMinuteClock';

/** A page of keys. */
export function ApiKeysTable(props: KeysTableProps) {
  return (
    // On a narrow screen the table scrolls sideways inside the card rather than squeezing its columns.
    <div className={`${tables.scroller} ${styles.scroller}`}>
      <KeysTableElement {...props} />
    </div>
  );
}

/** The table both lists draw (a page, or the window of every key): column titles that sort, with aria-sort, a copy button and a lock per row. */
export function KeysTableElement({ keys, bodyRef, ...props }: KeysTableProps & { bodyRef?: Ref<HTMLTableSectionElement> }) {
  const now = useMinuteClock();
  const { blocked, blockedId, onDisable } = props;
  const row: RowContext = { now, blocked, blockedId, onDisable };
  return (
    <DataTable
      label="API keys"
      className={`${tables.table} ${styles.table}`}
      columns={KEY_COLUMNS.map((column) => ({
        title: column.label,
        className: `${tables.column} ${column.className ?? ''}`,
        sort: column.sortKey && columnSort(props, column.sortKey),
      }))}
      emptyText={props.emptyText}
      bodyRef={bodyRef}
    >
      {keys.map((key) => (
        <KeyRow key={key.id} apiKey={key} fresh={key.id === props.freshId} {...row} />
      ))}
    </DataTable>
  );
}

function columnSort({ sort, onSort }: Pick<KeysTableProps, 'sort' | 'onSort'>, column: KeySortColumn): ColumnSort {
  return { direction: sort.column === column ? sort.direction : undefined, onSort: (direction) => onSort({ column, direction }) };
}

/** One key; rows whose key and context are unchanged skip rendering as the window moves. */
const KeyRow = memo(function KeyRow({ apiKey, fresh, ...row }: RowContext & { apiKey: ApiKey; fresh: boolean }) {
  return (
    <tr className={`${tables.row} ${fresh ? styles.fresh : ''}`}>
      {KEY_COLUMNS.map((column) => (
        <BodyCell key={column.id} rowHeader={column.rowHeader} className={`${tables.cell} ${column.className ?? ''}`}>
          {column.render(apiKey, row)}
        </BodyCell>
      ))}
    </tr>
  );
});
