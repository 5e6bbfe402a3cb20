import type { ReactElement, ReactNode } from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader, type SortDirection } from 'react-aria-components';
import type { Format } from '../../../domain/constants';
import { formatTimeOrNA } from '../../../domain/time';
import { ExpandButton } from '../../ui/ExpandButton';
import type { LeaderboardRow, LeaderboardSortKey, SortOrder } from '../../../workers/stats/types';
import { AverageHelp } from './AverageHelp';
import { averageTitle, subRunsTitle } from './labels';
import { PlayerName } from './PlayerName';
import { RoleTimes } from './RoleTimes';
import { SubCountChip } from './SubCountChip';
import styles from './Leaderboard.module.css';

const COLUMN_COUNT = 5;

function SortArrow({ direction }: { direction: SortDirection | undefined }): ReactElement {
  return (
    <span className={styles.sortArrow} data-direction={direction} aria-hidden="true">
      {direction === 'descending' ? '▼' : '▲'}
    </span>
  );
}

function SortableColumn(props: { id: LeaderboardSortKey; children: ReactNode; isRowHeader?: boolean; help?: ReactNode; className?: string }): ReactElement {
  return (
    <Column
      id={props.id}
      allowsSorting
      isRowHeader={props.isRowHeader}
      className={`${styles.column} ${props.className ?? ''}`}
      // With a help button inside, focus lands on the header (Enter sorts); arrow keys reach the button.
      focusMode={props.help ? 'cell' : undefined}
    >
      {({ sortDirection }) => (
        <span className={styles.columnTitle}>
          {props.children}
          {props.help}
          <SortArrow direction={sortDirection} />
        </span>
      )}
    </Column>
  );
}

export interface LeaderboardTableProps {
  format: Format;
  rows: readonly LeaderboardRow[];
  sortBy: LeaderboardSortKey;
  order: SortOrder;
  onSort(sortBy: LeaderboardSortKey, order: SortOrder): void;
  isExpanded(name: string): boolean;
  onToggle(name: string): void;
  emptyText: string;
}

/** The standings, one row per player, each followed by its role breakdown when expanded. */
export function LeaderboardTable(props: LeaderboardTableProps): ReactElement {
  const { format } = props;
  return (
    <div className={styles.scroller}>
      <Table
        aria-label="Players"
        className={styles.table}
        sortDescriptor={{ column: props.sortBy, direction: props.order === 'asc' ? 'ascending' : 'descending' }}
        onSortChange={(sort) => props.onSort(sort.column as LeaderboardSortKey, sort.direction === 'ascending' ? 'asc' : 'desc')}
      >
        <TableHeader>
          <Column id="expand" className={`${styles.column} ${styles.expandColumn} ${styles.fit}`}>
            <span className="visually-hidden">Roles</span>
          </Column>
          <SortableColumn id="rank" className={`${styles.rankColumn} ${styles.fit}`}>
            Rank
          </SortableColumn>
          <SortableColumn id="player_name" isRowHeader>
            Player Name
          </SortableColumn>
          <SortableColumn id="average_time" className={styles.fit} help={<AverageHelp format={format} />}>
            {averageTitle(format)}
          </SortableColumn>
          <SortableColumn id="sub_count" className={styles.fit}>{subRunsTitle(format)}</SortableColumn>
        </TableHeader>
        <TableBody className={styles.body} renderEmptyState={() => <p className={styles.empty}>{props.emptyText}</p>}>
          {props.rows.flatMap(({ entry, standing, alts }) => {
            const name = entry.player_name;
            const expanded = props.isExpanded(name);
            const row = (
              <Row key={name} id={name} className={`${styles.row} ${expanded ? styles.open : ''}`}>
                <Cell className={styles.cell}>
                  <ExpandButton label={`Roles of ${name}`} expanded={expanded} onPress={() => props.onToggle(name)} />
                </Cell>
                <Cell className={`${styles.cell} ${styles.rank}`}>{standing.rank ?? '–'}</Cell>
                <Cell className={styles.cell}>
                  <PlayerName entry={entry} alts={alts} />
                </Cell>
                <Cell className={`${styles.cell} ${styles.time}`}>{formatTimeOrNA(standing.average_time)}</Cell>
                <Cell className={styles.cell}>
                  <SubCountChip count={standing.sub_time_counts.total} />
                </Cell>
              </Row>
            );
            if (!expanded) return [row];
            // Game names never hold ':', so this id cannot meet a player's.
            const details = (
              <Row key={`roles:${name}`} id={`roles:${name}`} className={styles.detailRow}>
                <Cell className={styles.detailCell} colSpan={COLUMN_COUNT}>
                  <RoleTimes format={format} standing={standing} />
                </Cell>
              </Row>
            );
            return [row, details];
          })}
        </TableBody>
      </Table>
    </div>
  );
}
