import type { ReactElement } from 'react';
import { Link } from '@tanstack/react-router';
import { FORMAT_LABELS, type LeaderboardFormat } from '../../../../domain/constants';
import type { FormatStanding } from '../../../../domain/types';
import { formatTimeOrNA } from '../../../../domain/time';
import styles from './player.module.css';

/** Where the player stands on the Leaderboard in a format, and the way there. */
export function Standing({ format, standing }: { format: LeaderboardFormat; standing: FormatStanding }): ReactElement {
  return (
    <div className={styles.standing}>
    <dl className={styles.standingFigures}>
      <div>
        <dt>Leaderboard rank</dt>
        <dd>{standing.rank === null ? '–' : `#${standing.rank}`}</dd>
      </div>
      <div>
        <dt>Average</dt>
        <dd>{formatTimeOrNA(standing.average_time)}</dd>
      </div>
      <div>
        <dt>Sub-times</dt>
        <dd>{standing.sub_time_counts.total}</dd>
      </div>
    </dl>
      <Link to="/leaderboard" search={format === 'five_man' ? {} : { format }}>
        {FORMAT_LABELS[format]} Leaderboard
      </Link>
    </div>
  );
}
