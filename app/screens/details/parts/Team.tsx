import type { ReactElement } from 'react';
import { sortPlayersByRole } from '../../../../domain/roles';
import type { UnrankedRound } from '../../../../domain/types';
import { Card } from '../../../ui/Card';
import { RoleChip } from '../../../ui/Chip';
import { PlayerLink } from '../../../components/playerLinks/PlayerLink';
import styles from './Team.module.css';

/** The team in the format's role order, each role in its colour. */
export function Team({ round }: { round: UnrankedRound }): ReactElement {
  return (
    <Card title="Team">
      <ul className={styles.team}>
        {sortPlayersByRole(round.players, round.format).map((player) => (
          <li key={`${player.role}-${player.character_name}`} className={styles.player}>
            <RoleChip role={player.role} />
            <PlayerLink name={player.character_name} className={styles.name} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
