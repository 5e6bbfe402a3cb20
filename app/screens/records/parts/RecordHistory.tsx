import type { ReactElement } from 'react';
import { Link } from '@tanstack/react-router';
import type { RecordEntry } from '../../../../domain/player/types';
import { sortPlayersByRole } from '../../../../domain/roles';
import type { Format } from '../../../../domain/constants';
import { formatDuration, formatTime } from '../../../../domain/time';
import { Chip, RoleChip } from '../../../ui/Chip';
import { FiguresTable } from '../../../ui/FiguresTable';
import { PlayerLink } from '../../../components/playerLinks/PlayerLink';
import { RoundDate } from '../../roundTimes/parts/RoundCells';
import styles from './records.module.css';

const COLUMNS = [{ title: 'Date' }, { title: 'Time' }, { title: 'Team' }, { title: 'Improvement', className: styles.wideOnly }, { title: 'Stood', className: styles.wideOnly }];

/** By how much a record beat the one before; a tie says so. */
function Improvement({ entry }: { entry: RecordEntry }): ReactElement {
  if (entry.tie) return <Chip tone="muted">Tie</Chip>;
  return <span>{entry.improvement === null ? '–' : `−${entry.improvement.toFixed(1)} s`}</span>;
}

/** How long a record stood, or that it stands. */
function Stood({ entry }: { entry: RecordEntry }): ReactElement {
  return entry.stoodMs === null ? <Chip tone="accent">Standing</Chip> : <span>{formatDuration(entry.stoodMs)}</span>;
}

/** Every world record of a format, newest first: its team, by how much it beat the one before, how long it stood. */
export function RecordHistory({ caption, format, history }: { caption: string; format: Format; history: readonly RecordEntry[] }): ReactElement {
  return (
    <FiguresTable caption={caption} columns={COLUMNS}>
      {[...history].reverse().map((entry) => (
        <tr key={entry.roundId} data-tie={entry.tie || undefined}>
          <td>
            <RoundDate date={entry.date} />
          </td>
          <th scope="row" className={styles.time}>
            <Link to="/details/$id" params={{ id: String(entry.roundId) }}>
              {formatTime(entry.time)}
            </Link>
            {/* A phone has no room for the last two columns: they read under the time. */}
            <span className={styles.phoneOnly}>
              <Improvement entry={entry} />
              <Stood entry={entry} />
            </span>
          </th>
          <td>
            <ul className={styles.team}>
              {sortPlayersByRole(entry.players, format).map((player) => (
                <li key={`${player.role}:${player.character_name}`}>
                  <RoleChip role={player.role} />
                  <PlayerLink name={player.character_name} />
                </li>
              ))}
            </ul>
          </td>
          <td className={`${styles.time} ${styles.wideOnly}`}>
            <Improvement entry={entry} />
          </td>
          <td className={styles.wideOnly}>
            <Stood entry={entry} />
          </td>
        </tr>
      ))}
    </FiguresTable>
  );
}
