import type { ReactElement } from 'react';
import { FORMAT_LABELS, PAGE_SIZE } from '../../../domain/constants';
import type { RoundRow } from '../../../domain/roundList/types';
import { Pagination } from '../../ui/Pagination';
import { Card } from '../../ui/Card';
import { RoundDate, RoundTime } from '../rounds/RoundCells';
import tables from '../../ui/table.module.css';
import styles from './player.module.css';

/** The player's rounds, newest first, a page at a time, each as Round Times shows it. */
export function PlayerRounds(props: { rows: readonly RoundRow[]; total: number; page: number; onPage(page: number): void }): ReactElement {
  return (
    <Card title="Rounds">
      <div className={tables.scroller}>
        <table className={`${tables.table} ${styles.table}`} aria-label="Rounds of this player">
          <thead>
            <tr>
              <th scope="col" className={styles.formatColumn}>
                Format
              </th>
              <th scope="col">Time</th>
              <th scope="col">Date</th>
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => (
              <tr key={row.round.id}>
                <td className={styles.formatColumn}>{FORMAT_LABELS[row.round.format]}</td>
                <th scope="row" className={styles.roundTime}>
                  <RoundTime row={row} />
                </th>
                <td>
                  <RoundDate date={row.round.round_date} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={props.page} pageSize={PAGE_SIZE} total={props.total} onPage={props.onPage} />
    </Card>
  );
}
