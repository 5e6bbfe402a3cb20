import { Children, type ReactElement, type ReactNode, type Ref } from 'react';
import { ColumnHeader, type ColumnSort } from './SortHeader';
import styles from './table.module.css';

export interface DataColumn {
  title: ReactNode;
  className?: string;
  /** Set on a column that sorts. */
  sort?: ColumnSort;
  /** Beside a sortable title, pressed on its own: a help button. */
  extra?: ReactNode;
}

export interface DataTableProps {
  columns: readonly DataColumn[];
  /** The rows; with none, one row across every column says `emptyText`. */
  children: ReactNode;
  emptyText?: ReactNode;
  className?: string;
  /** The table's name: a label, the id of a heading, or a caption shown above it. */
  label?: string;
  labelledBy?: string;
  caption?: string;
  captionClassName?: string;
  bodyRef?: Ref<HTMLTableSectionElement>;
}

/**
 * The app's one table: a plain semantic table, no grid widget, so a page of rows is drawn in one
 * short render and read as a table by screen readers. Its header row has a sort button (with
 * aria-sort) in each column that sorts.
 */
export function DataTable({ columns, children, emptyText, className, label, labelledBy, caption, captionClassName, bodyRef }: DataTableProps): ReactElement {
  const empty = Children.count(children) === 0;
  return (
    <table className={className} aria-label={label} aria-labelledby={labelledBy}>
      {caption && <caption className={captionClassName}>{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column, i) => (
            <ColumnHeader key={i} {...column} />
          ))}
        </tr>
      </thead>
      <tbody ref={bodyRef}>
        {empty && emptyText !== undefined ? (
          <tr>
            <td colSpan={columns.length}>
              <p className={styles.empty}>{emptyText}</p>
            </td>
          </tr>
        ) : (
          children
        )}
      </tbody>
    </table>
  );
}

/** A body cell; the one that names its row (a round's time, a key) is the row's header for screen readers. */
export function BodyCell(props: { rowHeader?: boolean; className?: string; children: ReactNode }): ReactElement {
  if (props.rowHeader) {
    return (
      <th scope="row" className={props.className}>
        {props.children}
      </th>
    );
  }
  return <td className={props.className}>{props.children}</td>;
}

/** The row under an open row: one cell across every column, holding what the row opens. */
export function DetailsRow(props: { columns: number; className?: string; cellClassName?: string; children: ReactNode }): ReactElement {
  return (
    <tr className={props.className}>
      <td colSpan={props.columns} className={props.cellClassName}>
        {props.children}
      </td>
    </tr>
  );
}
