import type { ReactElement } from 'react';
import { Link } from '@tanstack/react-router';
import { FORMAT_LABELS } from '../../domain/constants';
import { formatLocalDate, formatTime } from '../../domain/time';
import type { Round } from '../../domain/types';
import styles from './ReplaySummary.module.css';

/** Which round this is: format, time and date, and the way back to its details. */
export function ReplaySummary({ round }: { round: Round }): ReactElement {
  return (
    <p className={styles.summary}>
      <span>{FORMAT_LABELS[round.format]}</span> · <span>{formatTime(round.round_time)}</span> · <span>{formatLocalDate(round.round_date)}</span> ·{' '}
      <Link to="/details/$id" params={{ id: String(round.id) }}>
        Round details
      </Link>
    </p>
  );
}
