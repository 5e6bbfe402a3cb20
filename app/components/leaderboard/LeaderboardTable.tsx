import { Fragment, type ReactElement } from 'react';
import type { LeaderboardFormat } from '../../../domain/constants';
import { formatTimeOrNA } from '../../../domain/time';
import { ExpandButton } from '../../ui/ExpandButton';
import { orderSort, SortHeader } from '../../ui/SortHeader';
import type { SortOrder } from '../../../domain/roundList/types';
import { AverageHelp } from './AverageHelp';
import { averageTitle, subRunsTitle } from './labels';
import { PlayerName } from './PlayerName';
import { RoleTimes } from './RoleTimes';
import { SubCountChip } from './SubCountChip';
import type { LeaderboardRow, LeaderboardSortKey } from '../../../domain/leaderboardList/types';
import styles from './Leaderboard.module.css';

const COLUMN_COUNT = 5;

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
  const header = (id: LeaderboardSortKey, title: string, className?: string, extra?: ReactElement) => (
    <SortHeader
      title={title}
      className={`${styles.column} ${className ?? ''}`}
      {...orderSort(props.sortBy === id, props.order, (order) => props.onSort(id, order))}
      extra={extra}
    />
  );
  return (
    <div className={styles.scroller}>
      <table aria-label="Players" className={styles.table}>
        <thead>
          <tr>
            <th scope="col" className={`${styles.column} ${styles.expandColumn} ${styles.fit}`}>
              <span className="visually-hidden">Roles</span>
            </th>
            {header('rank', 'Rank', `${styles.rankColumn} ${styles.fit}`)}
            {header('player_name', 'Player Name')}
            {header('average_time', averageTitle(format), styles.fit, <AverageHelp format={format} />)}
            {header('sub_count', subRunsTitle(format), styles.fit)}
          </tr>
        </thead>
        <tbody>
          {props.rows.length === 0 ? (
            <tr>
              <td colSpan={COLUMN_COUNT}>
                <p className={styles.empty}>{props.emptyText}</p>
              </td>
            </tr>
          ) : (
            props.rows.map(({ entry, standing, alts }) => {
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
                    <tr className={styles.detailRow}>
                      <td className={styles.detailCell} colSpan={COLUMN_COUNT}>
                        <RoleTimes format={format} standing={standing} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
