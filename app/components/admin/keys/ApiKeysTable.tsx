import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import rounds from '../../rounds/rounds.module.css';
import { KEY_COLUMNS, type KeysTableProps } from './keyColumns';
import { keyName, type KeySortColumn } from './keyView';
import styles from './keys.module.css';
import { useMinuteClock } from './useMinuteClock';

/** A page of keys as a React Aria table: sortable headers with aria-sort, a copy button and a lock per row. */
export function ApiKeysTable(props: KeysTableProps) {
  const now = useMinuteClock();
  const row = { now, blocked: props.blocked, blockedId: props.blockedId, onDisable: props.onDisable };
  return (
    // On a narrow screen the table scrolls sideways inside the card rather than squeezing its columns.
    <div className={`${rounds.scroller} ${styles.scroller}`}>
      <Table
        aria-label="API keys"
        className={`${rounds.table} ${styles.table}`}
        sortDescriptor={props.sort}
        onSortChange={(sort) => props.onSort({ column: sort.column as KeySortColumn, direction: sort.direction })}
      >
        <TableHeader>
          {KEY_COLUMNS.map((column) => (
            <Column key={column.id} id={column.id} allowsSorting={Boolean(column.sortKey)} isRowHeader={column.id === 'key'} className={rounds.column}>
              {({ sortDirection }) => (column.sortKey ? <SortableTitle label={column.label} direction={sortDirection} /> : column.label)}
            </Column>
          ))}
        </TableHeader>
        <TableBody items={props.keys} dependencies={[props.freshId, props.blocked, now]} renderEmptyState={() => <p className={rounds.empty}>{props.emptyText}</p>}>
          {(key) => (
            <Row id={key.id} textValue={key.description || keyName(key)} className={`${rounds.row} ${key.id === props.freshId ? styles.fresh : ''}`}>
              {KEY_COLUMNS.map((column) => (
                <Cell key={column.id} className={`${rounds.cell} ${column.className ?? ''}`}>
                  {column.render(key, row)}
                </Cell>
              ))}
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}

/** A sortable column's title with its direction mark (aria-sort carries it for screen readers). */
function SortableTitle({ label, direction }: { label: string; direction: 'ascending' | 'descending' | undefined }) {
  return (
    <span className={rounds.header}>
      {label}
      <span className={rounds.sortMark} data-direction={direction} aria-hidden="true">
        {direction === 'descending' ? '▼' : '▲'}
      </span>
    </span>
  );
}
