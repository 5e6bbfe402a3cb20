import type { ReactElement } from 'react';
import { Link } from '@tanstack/react-router';
import type { AnnouncementEntry } from '../../../../../domain/announcements';
import { FORMAT_LABELS } from '../../../../../domain/constants';
import { formatLocalDate, formatTime } from '../../../../../domain/time';
import { FiguresTable } from '../../../../ui/FiguresTable';
import { REASON_LABELS, triesLabel } from './announcementView';
import { StateBadge } from './StateBadge';
import text from '../../../../ui/text.module.css';
import styles from './announcements.module.css';

const NONE_SHOWN = '—';

// A phone shows Round, Reason and State: the other columns read under the round and the state.
const COLUMNS = [
  { title: 'Round' },
  { title: 'Format', className: styles.wideOnly },
  { title: 'Time', className: styles.wideOnly },
  { title: 'Reason' },
  { title: 'State' },
  { title: 'Tries', className: styles.wideOnly },
  { title: 'Updated', className: styles.wideOnly },
];

function formatOf(entry: AnnouncementEntry): string {
  return entry.format === null ? NONE_SHOWN : FORMAT_LABELS[entry.format];
}

function timeOf(entry: AnnouncementEntry): string {
  return entry.round_time === null ? NONE_SHOWN : formatTime(entry.round_time);
}

/** The round, to its details; a deleted round has none to open. */
function RoundCell({ entry }: { entry: AnnouncementEntry }): ReactElement {
  return (
    <th scope="row" className={styles.round}>
      {entry.format === null ? (
        <span className={text.muted}>#{entry.round_id}</span>
      ) : (
        <>
          <Link to="/details/$id" params={{ id: String(entry.round_id) }}>
            #{entry.round_id}
          </Link>
          <span className={styles.phoneOnly}>
            {timeOf(entry)} · {FORMAT_LABELS[entry.format]}
          </span>
        </>
      )}
    </th>
  );
}

/** Why the last try failed: what gave a failed entry up, or what a pending one will try again after. */
function shownError(entry: AnnouncementEntry): { label: string; text: string } | null {
  if (!entry.last_error) return null;
  if (entry.state === 'failed') return { label: 'Error:', text: entry.last_error };
  if (entry.state === 'pending') return { label: 'Last try failed:', text: entry.last_error };
  return null;
}

/** The outbox's entries, newest first, each failed one followed by its error. */
export function AnnouncementsTable({ entries }: { entries: readonly AnnouncementEntry[] }): ReactElement {
  return (
    <FiguresTable label="Discord announcements" columns={COLUMNS} className={styles.entries}>
      {entries.map((entry) => (
        <EntryRows key={entry.id} entry={entry} />
      ))}
    </FiguresTable>
  );
}

function EntryRows({ entry }: { entry: AnnouncementEntry }): ReactElement {
  const error = shownError(entry);
  return (
    <>
      <tr className={error ? styles.hasError : undefined} data-state={entry.state}>
        <RoundCell entry={entry} />
        <td className={styles.wideOnly}>{formatOf(entry)}</td>
        <td className={`${styles.time} ${styles.wideOnly}`}>{timeOf(entry)}</td>
        <td>{entry.reason === null ? NONE_SHOWN : REASON_LABELS[entry.reason]}</td>
        <td>
          <StateBadge state={entry.state} />
          <span className={styles.phoneOnly}>{triesLabel(entry.attempts)}</span>
          <span className={styles.phoneOnly}>{formatLocalDate(entry.updated_at)}</span>
        </td>
        <td className={styles.wideOnly}>{entry.attempts}</td>
        <td className={`${styles.date} ${styles.wideOnly}`}>{formatLocalDate(entry.updated_at)}</td>
      </tr>
      {error && (
        <tr className={styles.errorRow}>
          <td colSpan={COLUMNS.length}>
            <span className={styles.errorLabel}>{error.label}</span> {error.text}
          </td>
        </tr>
      )}
    </>
  );
}
