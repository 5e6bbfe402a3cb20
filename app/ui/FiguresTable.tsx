import type { ReactElement, ReactNode } from 'react';
import { DataTable, type DataColumn } from './DataTable';
import tables from './table.module.css';
import styles from './FiguresTable.module.css';

/**
 * A small table of figures in a scroller of its own, named by its caption (or a label where it shows
 * none): the player and Records pages' tables.
 */
export function FiguresTable(props: { caption?: string; label?: string; columns: readonly DataColumn[]; className?: string; children: ReactNode }): ReactElement {
  return (
    <div className={tables.scroller}>
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
