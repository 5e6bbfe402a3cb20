import { Fragment, type ReactElement } from 'react';
import { Link } from '@tanstack/react-router';
import { FORMAT_LABELS } from '../../../../domain/constants';
import type { RoundRow } from '../../../../domain/roundList/types';
import { formatLocalDate, formatTime } from '../../../../domain/time';
import { PlayerLink } from '../../../components/playerLinks/PlayerLink';
import { RoundBadges } from '../../roundTimes/parts/RoundBadges';
import text from '../../../ui/text.module.css';
import styles from './live.module.css';

/** The last rounds finished, newest first: each one's time (to its details), badges, format, date and team. */
export function RecentRounds({ rows }: { rows: readonly RoundRow[] }): ReactElement {
  return (
    <ol className={styles.recent} aria-label="Last finished rounds">
      {rows.map(({ round, ...row }) => (
        <li key={round.id}>
          <span className={styles.recentTime}>
            <Link to="/details/$id" params={{ id: String(round.id) }} className={styles.finishedTime}>
              {formatTime(round.round_time)}
            </Link>
            <RoundBadges row={{ round, ...row }} />
          </span>
          <span className={text.muted}>
            {FORMAT_LABELS[round.format]} · {formatLocalDate(round.round_date)}
          </span>
          <span className={styles.names}>
            {round.players.map((player, i) => (
              <Fragment key={`${player.role}:${player.character_name}`}>
                {i > 0 && ', '}
                <PlayerLink name={player.character_name} />
              </Fragment>
            ))}
          </span>
        </li>
      ))}
    </ol>
  );
}
