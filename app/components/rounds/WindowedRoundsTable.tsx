import { memo } from 'react';
import { roundColumns, SortableTitle, type RoundColumn, type RoundsTableProps } from './columns';
import { RoundPlayers } from './RoundPlayers';
import { useRows } from './RowsContext';
import { useRowWindow } from './useRowWindow';
import styles from './rounds.module.css';

/**
 * Every round at once, as a plain table in a scrolling box of which only the rows in view exist.
 * Moving the window mounts a few rows and leaves the others alone, so 100k rounds scroll smoothly.
 */
export function WindowedRoundsTable(props: RoundsTableProps) {
  const { rows, isOpenAt, onDelete } = useRows();
  const columns = roundColumns(Boolean(onDelete));
  const { start, end, padTop, padBottom, attachScroller, attachBody, onScroll } = useRowWindow(rows.count);
  const positions = Array.from({ length: end - start }, (_, k) => start + k);

  return (
    <div ref={attachScroller} className={`${styles.scroller} ${styles.windowed}`} onScroll={onScroll}>
      <div style={{ paddingTop: padTop, paddingBottom: padBottom }}>
        <table aria-label={props.label} className={styles.table}>
          <thead>
            <tr>
              {columns.map((column) => (
                <ColumnHeader key={column.id} column={column} {...props} />
              ))}
            </tr>
          </thead>
          <tbody ref={attachBody}>
            {rows.count === 0 ? (
              <tr>
                <td colSpan={columns.length}>
                  <p className={styles.empty}>No rounds match these filters.</p>
                </td>
              </tr>
            ) : (
              positions.map((index) => <WindowRow key={index} index={index} columns={columns} open={isOpenAt(index)} />)
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** A column title; a sortable one is a button that sorts ascending, then flips. */
function ColumnHeader({ column, sortBy, order, onSort }: RoundsTableProps & { column: RoundColumn }) {
  const className = `${styles.column} ${column.className ?? ''}`;
  const { sortKey } = column;
  if (!sortKey) {
    return (
      <th scope="col" className={className}>
        {column.label}
      </th>
    );
  }
  const direction = sortBy === sortKey ? (order === 'asc' ? 'ascending' : 'descending') : undefined;
  return (
    <th scope="col" className={className} aria-sort={direction ?? 'none'}>
      <button type="button" className={styles.sortButton} onClick={() => onSort({ sortBy: sortKey, order: direction === 'ascending' ? 'desc' : 'asc' })}>
        <SortableTitle label={column.label} direction={direction} />
      </button>
    </th>
  );
}

/** One position: its round, and under it its players when open. Unchanged positions skip rendering. */
const WindowRow = memo(function WindowRow({ index, columns, open }: { index: number; columns: readonly RoundColumn[]; open: boolean }) {
  return (
    <>
      <tr className={styles.row}>
        {columns.map(({ id, rowHeader, className, Content }) =>
          rowHeader ? (
            <th key={id} scope="row" className={`${styles.cell} ${className ?? ''}`}>
              <Content index={index} />
            </th>
          ) : (
            <td key={id} className={`${styles.cell} ${className ?? ''}`}>
              <Content index={index} />
            </td>
          ),
        )}
      </tr>
      {open && (
        <tr className={styles.playersRow}>
          <td colSpan={columns.length} className={styles.cell}>
            <RoundPlayers index={index} />
          </td>
        </tr>
      )}
    </>
  );
});
