import type { ReactNode } from 'react';
import type { SortOrder } from '../../domain/roundList/types';
import styles from './table.module.css';

export type SortDirection = 'ascending' | 'descending';

/**
 * A sortable column's header cell in a plain table. Its title is a button that sorts ascending, then
 * flips, and aria-sort tells screen readers the order; the button's hit area covers the whole cell.
 * `extra` (a help button) sits beside the title and is pressed on its own.
 */
export function SortHeader(props: {
  title: ReactNode;
  direction: SortDirection | undefined;
  onSort(direction: SortDirection): void;
  className?: string;
  extra?: ReactNode;
}) {
  const { direction } = props;
  return (
    <th scope="col" className={`${styles.sortable} ${props.className ?? ''}`} aria-sort={direction ?? 'none'}>
      <span className={styles.sortTitle}>
        <button type="button" className={styles.sortButton} onClick={() => props.onSort(direction === 'ascending' ? 'descending' : 'ascending')}>
          {props.title}
        </button>
        {props.extra && <span className={styles.sortExtra}>{props.extra}</span>}
        <span className={styles.sortMark} data-direction={direction} aria-hidden="true">
          {direction === 'descending' ? '▼' : '▲'}
        </span>
      </span>
    </th>
  );
}

/** How a sortable column sorts: its direction now (undefined when another column sorts) and the change. */
export interface ColumnSort {
  direction: SortDirection | undefined;
  onSort(direction: SortDirection): void;
}

/** The sort of a column in a list ordered 'asc' or 'desc': its direction while it is the one sorting. */
export function orderSort(isSorting: boolean, order: SortOrder, onSort: (order: SortOrder) => void): ColumnSort {
  return {
    direction: isSorting ? (order === 'asc' ? 'ascending' : 'descending') : undefined,
    onSort: (direction) => onSort(direction === 'ascending' ? 'asc' : 'desc'),
  };
}

/** A column's header cell: sortable when given its sort, a plain title otherwise. */
export function ColumnHeader(props: { title: ReactNode; className?: string; sort?: ColumnSort; extra?: ReactNode }) {
  if (!props.sort) {
    return (
      <th scope="col" className={props.className}>
        {props.title}
      </th>
    );
  }
  return <SortHeader title={props.title} className={props.className} extra={props.extra} {...props.sort} />;
}
