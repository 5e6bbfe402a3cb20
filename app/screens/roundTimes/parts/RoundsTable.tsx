import { memo } from 'react';
import type { RoundSortKey } from '../../../../domain/roundList/types';
import { BodyCell, DataTable, DetailsRow } from '../../../ui/DataTable';
import { orderSort, type ColumnSort } from '../../../ui/SortHeader';
import { roundColumns, type RoundColumn, type RoundsTableProps } from './columns';
import { RoundPlayers } from './RoundPlayers';
import { useRows } from './RowsContext';
import styles from './rounds.module.css';

/**
 * A page of rounds. A plain table, not a grid widget: each row is drawn once and only drawn again
 * when its own inputs change, so a first visit's page of 25 rows costs one short render.
 */
export function RoundsTable(props: RoundsTableProps) {
  const { rows } = useRows();
  return (
    // On a narrow screen the table scrolls sideways rather than squeezing its columns.
    <div className={styles.scroller}>
      <RoundsTableElement {...props} positions={Array.from({ length: rows.count }, (_, index) => index)} />
    </div>
  );
}

/**
 * The table both lists draw (a page, or the window of every round): column titles that sort, with
 * aria-sort, and under a round's row its players' row when it is open.
 */
export function RoundsTableElement({
  positions,
  attachBody,
  ...props
}: RoundsTableProps & { positions: readonly number[]; attachBody?: (element: HTMLTableSectionElement | null) => void }) {
  const { isOpenAt, onDelete } = useRows();
  const columns = roundColumns(Boolean(onDelete));
  return (
    <DataTable
      label={props.label}
      className={styles.table}
      columns={columns.map((column) => ({
        title: column.label,
        className: `${styles.column} ${column.className ?? ''}`,
        sort: column.sortKey && columnSort(props, column.sortKey),
      }))}
      emptyText="No rounds match these filters."
      bodyRef={attachBody}
    >
      {positions.map((index) => (
        <PositionRows key={index} index={index} columns={columns} open={isOpenAt(index)} />
      ))}
    </DataTable>
  );
}

function columnSort({ sortBy, order, onSort }: RoundsTableProps, sortKey: RoundSortKey): ColumnSort {
  return orderSort(sortBy === sortKey, order, (next) => onSort({ sortBy: sortKey, order: next }));
}

/** One position: its round, and under it its players when open. Unchanged positions skip rendering. */
const PositionRows = memo(function PositionRows({ index, columns, open }: { index: number; columns: readonly RoundColumn[]; open: boolean }) {
  return (
    <>
      <tr className={styles.row}>
        {columns.map(({ id, rowHeader, className, Content }) => (
          <BodyCell key={id} rowHeader={rowHeader} className={`${styles.cell} ${className ?? ''}`}>
            <Content index={index} />
          </BodyCell>
        ))}
      </tr>
      {open && (
        <DetailsRow columns={columns.length} className={styles.playersRow} cellClassName={styles.cell}>
          <RoundPlayers index={index} />
        </DetailsRow>
      )}
    </>
  );
});
