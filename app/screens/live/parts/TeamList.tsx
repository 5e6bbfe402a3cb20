import type { ReactElement } from 'react';
import type { Format } from '../../../../domain/constants';
import { isRole, sortPlayersByRole } from '../../../../domain/roles';
import { Chip, RoleChip } from '../../../ui/Chip';
import { PlayerLink } from '../../../components/playerLinks/PlayerLink';
import styles from './live.module.css';

/** A team in its format's role order: each role's chip and the character's name, to their page. */
export function TeamList({ format, players }: { format: Format; players: readonly { character_name: string; role: string }[] }): ReactElement {
  return (
    <ul className={styles.team} aria-label="Team">
      {sortPlayersByRole(players, format).map((player) => (
        <li key={`${player.role}:${player.character_name}`}>
          {isRole(player.role) ? <RoleChip role={player.role} /> : <Chip tone="muted">{player.role}</Chip>}
          <PlayerLink name={player.character_name} />
        </li>
      ))}
    </ul>
  );
}
