import type { ReactElement } from 'react';
import { FORMAT_LABELS, PAGE_SIZE } from '../../../../domain/constants';
import type { RoundRow } from '../../../../domain/roundList/types';
import { Pagination } from '../../../ui/Pagination';
import { Card } from '../../../ui/Card';
import { FiguresTable } from '../../../ui/FiguresTable';
import { RoundDate, RoundTime } from '../../roundTimes/parts/RoundCells';
import styles from './player.module.css';

const COLUMNS = [{ title: 'Format', className: styles.formatColumn }, { title: 'Time' }, { title: 'Date' }];

/** A player's or a team's rounds, newest first, a page at a time, each as Round Times shows it. */
export function PlayerRounds(props: { rows: readonly RoundRow[]; total: number; page: number; title?: string; label?: string }): ReactElement {
  return (
    <Card title={props.title ?? 'Rounds'}>
      <FiguresTable label={props.label ?? 'Rounds of this player'} columns={COLUMNS}>
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
      </FiguresTable>
      <Pagination page={props.page} pageSize={PAGE_SIZE} total={props.total} moves={{ inAddress: true }} />
    </Card>
  );
}
