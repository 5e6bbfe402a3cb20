import { Fragment, type ReactElement } from 'react';
import type { LeaderboardFormat } from '../../../../domain/constants';
import { formatTimeOrNA } from '../../../../domain/time';
import { ExpandButton } from '../../../ui/ExpandButton';
import { DataTable, DetailsRow, type DataColumn } from '../../../ui/DataTable';
import { orderSort } from '../../../ui/SortHeader';
import type { SortOrder } from '../../../../domain/roundList/types';
import { AverageHelp } from './AverageHelp';
import { averageTitle, subRunsTitle } from './labels';
import { PlayerName } from './PlayerName';
import { RoleTimes } from './RoleTimes';
import { SubCountChip } from './SubCountChip';
import type { LeaderboardRow, LeaderboardSortKey } from '../../../../domain/leaderboardList/types';
import styles from './Leaderboard.module.css';

export interface LeaderboardTableProps {
  format: LeaderboardFormat;
  rows: readonly LeaderboardRow[];
  sortBy: LeaderboardSortKey;
  order: SortOrder;
  onSort(sortBy: LeaderboardSortKey, order: SortOrder): void;
  isExpanded(name: string): boolean;
  onToggle(name: string): void;
  emptyText: string;
}

/**
 * The standings, one row per player, each followed by its role breakdown when expanded. A plain
 * table: a page of players is drawn in one short render, where a grid widget's render is a long task
 * on a slow phone.
 */
export function LeaderboardTable(props: LeaderboardTableProps): ReactElement {
  const { format } = props;
  const sorted = (id: LeaderboardSortKey, title: string, className?: string, extra?: ReactElement): DataColumn => ({
    title,
    className: `${styles.column} ${className ?? ''}`,
    sort: orderSort(props.sortBy === id, props.order, (order) => props.onSort(id, order)),
    extra,
  });
  const columns: DataColumn[] = [
    { title: <span className="visually-hidden">Roles</span>, className: `${styles.column} ${styles.expandColumn} ${styles.fit}` },
    sorted('rank', 'Rank', `${styles.rankColumn} ${styles.fit}`),
    sorted('player_name', 'Player Name'),
    sorted('average_time', averageTitle(format), styles.fit, <AverageHelp format={format} />),
    sorted('sub_count', subRunsTitle(format), styles.fit),
  ];
  return (
    <div className={styles.scroller}>
      <DataTable label="Players" className={styles.table} columns={columns} emptyText={props.emptyText}>
        {props.rows.map(({ entry, standing, alts }) => {
          const name = entry.player_name;
          const expanded = props.isExpanded(name);
          return (
            <Fragment key={name}>
              <tr className={`${styles.row} ${expanded ? styles.open : ''}`}>
                <td className={styles.cell}>
                  <ExpandButton label={`Roles of ${name}`} expanded={expanded} onPress={() => props.onToggle(name)} />
                </td>
                <td className={`${styles.cell} ${styles.rank}`}>{standing.rank ?? '–'}</td>
                <th scope="row" className={`${styles.cell} ${styles.nameCell}`}>
                  <PlayerName entry={entry} alts={alts} />
                </th>
                <td className={`${styles.cell} ${styles.time}`}>{formatTimeOrNA(standing.average_time)}</td>
                <td className={styles.cell}>
                  <SubCountChip count={standing.sub_time_counts.total} />
                </td>
              </tr>
              {expanded && (
                <DetailsRow columns={columns.length} className={styles.detailRow} cellClassName={styles.detailCell}>
                  <RoleTimes format={format} standing={standing} />
                </DetailsRow>
              )}
            </Fragment>
          );
        })}
      </DataTable>
    </div>
  );
}
