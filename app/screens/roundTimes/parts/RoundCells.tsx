import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { FORMAT_LABELS } from '../../../../domain/constants';
import { formatLocalDate, formatTime } from '../../../../domain/time';
import { useHydrated } from '../../../ui/useHydrated';
import type { RoundRow } from '../../../../domain/roundList/types';
import { AppButton } from '../../../ui/AppButton';
import { Chip, type ChipTone } from '../../../ui/Chip';
import { TrashIcon } from './icons';
import { ExpandButton } from '../../../ui/ExpandButton';
import { RoundBadges } from './RoundBadges';
import { useRows } from './RowsContext';
import tables from '../../../ui/table.module.css';
import styles from './rounds.module.css';

/** How long a position must stay on screen before its rows are fetched: a fling past it asks nothing. */
const FETCH_DELAY_MS = 60;

/** The row at a position; while it is missing, asks for it once it has stayed on screen a moment. */
export function useRowAt(index: number): RoundRow | undefined {
  const { rows } = useRows();
  const row = rows.rowAt(index);
  const { request } = rows;
  useEffect(() => {
    if (row) return;
    const timer = window.setTimeout(() => request(index), FETCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [row, index, request]);
  return row;
}

const PODIUM: Record<number, { tone: ChipTone; label: string }> = {
  1: { tone: 'gold', label: '1st' },
  2: { tone: 'silver', label: '2nd' },
  3: { tone: 'bronze', label: '3rd' },
};

export function RankCell({ index }: { index: number }) {
  const { isOpenAt, toggle, idPrefix } = useRows();
  const row = useRowAt(index);
  if (!row) return <span className={styles.placeholder}>Loading…</span>;
  const expanded = isOpenAt(index);
  const podium = PODIUM[row.rank];
  return (
    <span className={styles.rank}>
      <ExpandButton label={`Players of round #${row.round.id}`} expanded={expanded} controls={playersId(idPrefix, index)} onPress={() => toggle(row)} />
      {podium ? (
        <Chip tone={podium.tone}>
          <span data-rank={row.rank}>{podium.label}</span>
        </Chip>
      ) : (
        <span className={styles.rankNumber} data-rank={row.rank}>
          {row.rank}
        </span>
      )}
    </span>
  );
}

export function FormatCell({ index }: { index: number }) {
  const row = useRowAt(index);
  return row ? FORMAT_LABELS[row.round.format] : null;
}

export function TimeCell({ index }: { index: number }) {
  const row = useRowAt(index);
  return row ? <RoundTime row={row} /> : null;
}

/** A round's time, to its details, with its WR and PB badges: as every list of rounds shows it. */
export function RoundTime({ row }: { row: RoundRow }) {
  const { round } = row;
  return (
    <span className={styles.time}>
      <Link to="/details/$id" params={{ id: String(round.id) }} className={styles.timeLink}>
        {formatTime(round.round_time)}
      </Link>
      <RoundBadges row={row} />
      {/* Phones hide the Format column and read the format here. */}
      <span className={styles.formatInline}>{FORMAT_LABELS[round.format]}</span>
    </span>
  );
}

/** How the server writes a date into a first visit's page: it knows neither the visitor's zone nor language. */
const SERVER_DATES = { locale: 'en-US', timeZone: 'UTC' };

export function DateCell({ index }: { index: number }) {
  const row = useRowAt(index);
  return row ? <RoundDate date={row.round.round_date} /> : null;
}

/** A round's date in the reader's zone and language, once the page is the app's (see SERVER_DATES). */
export function RoundDate({ date }: { date: string | null }) {
  const hydrated = useHydrated();
  return <span className={styles.date}>{formatLocalDate(date, hydrated ? {} : SERVER_DATES)}</span>;
}

export function ActionsCell({ index }: { index: number }) {
  const { onDelete, deleteBlocked, idPrefix } = useRows();
  const row = useRowAt(index);
  if (!row || !onDelete) return null;
  return (
    <AppButton
      size="icon"
      className={tables.removeButton}
      aria-label={`Delete round #${row.round.id}`}
      aria-describedby={deleteBlocked ? deleteBlockedId(idPrefix) : undefined}
      isDisabled={deleteBlocked !== null}
      onPress={() => onDelete(row.round)}
    >
      <TrashIcon />
    </AppButton>
  );
}

/** The one element that says why deleting is unavailable; every disabled delete button points at it. */
export function deleteBlockedId(idPrefix: string): string {
  return `${idPrefix}-delete-blocked`;
}

export function playersId(idPrefix: string, index: number): string {
  return `${idPrefix}-players-${index}`;
}

