import { useMemo, useState } from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import type { RoundSortKey } from '../../../workers/stats/types';
import { roundColumns, SortableTitle, type RoundsTableProps } from './columns';
import { RoundPlayers } from './RoundPlayers';
import { useRows } from './RowsContext';
import styles from './rounds.module.css';

/** A table row: a round, or the players of the round above it when that one is expanded. */
interface Item {
  id: string;
  kind: 'round' | 'players';
  index: number;
}

/** A page of rounds as a React Aria table: sortable columns with aria-sort, rows that expand into their players. */
export function RoundsTable(props: RoundsTableProps) {
  const { rows, isOpenAt, onDelete } = useRows();
  const columns = roundColumns(Boolean(onDelete));

  // Rows carry only their position, and the same item objects return: React Aria then keeps each
  // row it built, while the cells read their round from the context.
  const [cache] = useState(() => new Map<string, Item>());
  const items = useMemo(() => {
    const item = (kind: Item['kind'], index: number): Item => {
      const id = `${kind}-${index}`;
      let found = cache.get(id);
      if (!found) cache.set(id, (found = { id, kind, index }));
      return found;
    };
    const list: Item[] = [];
    for (let index = 0; index < rows.count; index++) {
      list.push(item('round', index));
      if (isOpenAt(index)) list.push(item('players', index));
    }
    return list;
  }, [cache, rows, isOpenAt]);

  return (
    // On a narrow screen the table scrolls sideways rather than squeezing its columns.
    <div className={styles.scroller}>
      <Table
        aria-label={props.label}
        className={styles.table}
        sortDescriptor={{ column: props.sortBy, direction: props.order === 'asc' ? 'ascending' : 'descending' }}
        onSortChange={(sort) => props.onSort({ sortBy: sort.column as RoundSortKey, order: sort.direction === 'ascending' ? 'asc' : 'desc' })}
      >
        <TableHeader>
          {columns.map((column) => (
            <Column key={column.id} id={column.id} allowsSorting={Boolean(column.sortKey)} isRowHeader={column.rowHeader} className={`${styles.column} ${column.className ?? ''}`}>
              {({ sortDirection }) => (column.sortKey ? <SortableTitle label={column.label} direction={sortDirection} /> : column.label)}
            </Column>
          ))}
        </TableHeader>
        <TableBody items={items} dependencies={[columns]} renderEmptyState={() => <p className={styles.empty}>No rounds match these filters.</p>}>
          {(item) =>
            item.kind === 'round' ? (
              <Row id={item.id} className={styles.row}>
                {columns.map((column) => (
                  <Cell key={column.id} className={`${styles.cell} ${column.className ?? ''}`}>
                    <column.Content index={item.index} />
                  </Cell>
                ))}
              </Row>
            ) : (
              <Row id={item.id} className={styles.playersRow}>
                <Cell className={styles.cell} colSpan={columns.length}>
                  <RoundPlayers index={item.index} />
                </Cell>
              </Row>
            )
          }
        </TableBody>
      </Table>
    </div>
  );
}
