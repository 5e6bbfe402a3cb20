import { memo } from 'react';
import type { ApiKey } from '../../../../domain/types';
import { ColumnHeader, type ColumnSort } from '../../../ui/SortHeader';
import rounds from '../../rounds/rounds.module.css';
import { useRowWindow } from '../../rounds/useRowWindow';
import { KEY_COLUMNS, type KeysTableProps, type RowContext } from './keyColumns';
import type { KeySortColumn } from './keyView';
import styles from './keys.module.css';
import { useMinuteClock } from './useMinuteClock';

/**
 * Every key at once (thousands, with the plugin's tokens) as a plain table in a scrolling box of
 * which only the rows in view exist: React Aria's table builds every row it is given, too slow for
 * thousands.
 */
export function WindowedKeysTable(props: KeysTableProps) {
  const now = useMinuteClock();
  const { start, end, padTop, padBottom, attachScroller, attachBody, onScroll } = useRowWindow(props.keys.length);
  const { blocked, blockedId, onDisable } = props;
  const row: RowContext = { now, blocked, blockedId, onDisable };
  return (
    <div ref={attachScroller} className={`${rounds.scroller} ${styles.scroller} ${styles.windowed}`} onScroll={onScroll}>
      <div style={{ paddingTop: padTop, paddingBottom: padBottom }}>
        <table aria-label="API keys" className={`${rounds.table} ${styles.table}`}>
          <thead>
            <tr>
              {KEY_COLUMNS.map((column) => (
                <ColumnHeader
                  key={column.id}
                  title={column.label}
                  className={`${rounds.column} ${column.className ?? ''}`}
                  sort={column.sortKey && columnSort(props, column.sortKey)}
                />
              ))}
            </tr>
          </thead>
          <tbody ref={attachBody}>
            {props.keys.length === 0 ? (
              <tr>
                <td colSpan={KEY_COLUMNS.length}>
                  <p className={rounds.empty}>{props.emptyText}</p>
                </td>
              </tr>
            ) : (
              props.keys.slice(start, end).map((key) => <KeyRow key={key.id} apiKey={key} fresh={key.id === props.freshId} {...row} />)
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function columnSort({ sort, onSort }: KeysTableProps, column: KeySortColumn): ColumnSort {
  return { direction: sort.column === column ? sort.direction : undefined, onSort: (direction) => onSort({ column, direction }) };
}

/** One key; rows whose key and context are unchanged skip rendering as the window moves. */
const KeyRow = memo(function KeyRow({ apiKey, fresh, ...row }: RowContext & { apiKey: ApiKey; fresh: boolean }) {
  return (
    <tr className={`${rounds.row} ${fresh ? styles.fresh : ''}`}>
      {KEY_COLUMNS.map((column) =>
        column.id === 'key' ? (
          <th key={column.id} scope="row" className={`${rounds.cell} ${column.className ?? ''}`}>
            {column.render(apiKey, row)}
          </th>
        ) : (
          <td key={column.id} className={`${rounds.cell} ${column.className ?? ''}`}>
            {column.render(apiKey, row)}
          </td>
        ),
      )}
    </tr>
  );
});
