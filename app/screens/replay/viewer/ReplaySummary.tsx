import type { ReactElement } from 'react';
import { Link } from '@tanstack/react-router';
import { FORMAT_LABELS } from '../../../../domain/constants';
import { formatTime } from '../../../../domain/time';
import type { UnrankedRound } from '../../../../domain/types';
import { RoundDate } from '../../roundTimes/parts/RoundCells';
import styles from './ReplaySummary.module.css';

/**
 * Which round this is: format, time and date, and the way back to its details. While the round
 * loads, the same line says so: the line keeps its place, and nothing below it moves when it fills in.
 */
export function ReplaySummary({ round }: { round: UnrankedRound | null }): ReactElement {
  return (
    <p className={styles.summary}>
      {round ? (
        <>
          <span>{FORMAT_LABELS[round.format]}</span> · <span>{formatTime(round.round_time)}</span> · <RoundDate date={round.round_date} /> ·{' '}
          <Link to="/details/$id" params={{ id: String(round.id) }}>
            Round details
          </Link>
        </>
      ) : (
        <span role="status">Loading replay…</span>
      )}
    </p>
  );
}
