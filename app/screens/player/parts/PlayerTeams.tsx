import type { ReactElement } from 'react';
import { Link } from '@tanstack/react-router';
import { FORMAT_LABELS } from '../../../../domain/constants';
import type { PlayerFormat } from '../../../../domain/player/types';
import { formatTime } from '../../../../domain/time';
import { TeamLink } from '../../../components/teams/TeamLink';
import { Card } from '../../../ui/Card';
import text from '../../../ui/text.module.css';
import styles from './player.module.css';

/** The teams the player played in, in the format shown, by their best time, each to its page. */
export function PlayerTeams({ shown }: { shown: PlayerFormat }): ReactElement {
  const label = FORMAT_LABELS[shown.format];
  return (
    <Card title="Teams">
      <ol className={styles.teammates} aria-label={`${label} teams of this player`}>
        {shown.teams.map((team) => (
          <li key={team.key}>
            <TeamLink teamKey={team.key}>{team.members.map((member) => member.name).join(', ')}</TeamLink>
            <span className={styles.count}>
              <Link to="/details/$id" params={{ id: String(team.best.roundId) }} aria-label={`best ${formatTime(team.best.time)}`}>
                {formatTime(team.best.time)}
              </Link>{' '}
              · {team.rounds} {team.rounds === 1 ? 'round' : 'rounds'}
            </span>
          </li>
        ))}
      </ol>
      <p className={text.muted}>
        {shown.teamCount > shown.teams.length ? `The best ${shown.teams.length} of ${shown.teamCount} teams. ` : ''}
        <Link to="/teams" search={{ format: shown.format }}>
          All {label} teams
        </Link>
      </p>
    </Card>
  );
}
