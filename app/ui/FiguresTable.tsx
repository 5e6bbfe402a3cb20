import type { ReactElement, ReactNode } from 'react';
import tables from './table.module.css';
import styles from './FiguresTable.module.css';

export interface FiguresColumn {
  title: ReactNode;
  className?: string;
}

/**
 * A small table of figures in a scroller of its own, named by its caption (or a label where it shows
 * none): the player and Records pages' tables.
 */
export function FiguresTable(props: { caption?: string; label?: string; columns: readonly FiguresColumn[]; className?: string; children: ReactNode }): ReactElement {
  return (
    <div className={tables.scroller}>
      <table className={`${tables.table} ${styles.table} ${props.className ?? ''}`} aria-label={props.label}>
        {props.caption && <caption className={styles.caption}>{props.caption}</caption>}
        <thead>
          <tr>
            {props.columns.map((column, i) => (
              <th key={i} scope="col" className={column.className}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </div>
  );
}
