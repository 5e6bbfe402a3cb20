import type { ReactElement, ReactNode } from 'react';
import { DataTable, type DataColumn } from './DataTable';
import tables from './table.module.css';
import styles from './FiguresTable.module.css';

/**
 * A small table of figures in a scroller of its own, named by its caption (or a label where it shows
 * none): the player and Records pages' tables.
 */
export function FiguresTable(props: { caption?: string; label?: string; columns: readonly DataColumn[]; className?: string; children: ReactNode; scrollsOnPhone?: boolean }): ReactElement {
  // A table too wide for a phone scrolls sideways in its frame: the keyboard can scroll it too.
  const scrolling = props.scrollsOnPhone ? { tabIndex: 0, role: 'region', 'aria-label': props.caption ?? props.label } : {};
  return (
    <div className={tables.scroller} {...scrolling}>
      <DataTable
        className={`${tables.table} ${styles.table} ${props.className ?? ''}`}
        label={props.label}
        caption={props.caption}
        captionClassName={styles.caption}
        columns={props.columns}
      >
        {props.children}
      </DataTable>
    </div>
  );
}
