import type { ReactElement } from 'react';
import { useStats } from '../../data/stats';
import { PlayerLink } from '../players/PlayerLink';
import styles from './rounds.module.css';

/** The players a search names, each to their page, as the player types. */
export function PlayerSuggestions({ search }: { search: string }): ReactElement | null {
  const names = useStats((worker) => worker.playerSuggestions(search), ['player-suggestions', search]);
  if (!names || names.length === 0) return null;
  return (
    <nav className={styles.suggestions} aria-label="Matching players">
      <span className={styles.suggestionsLabel}>Player pages:</span>
      <ul>
        {names.map((name) => (
          <li key={name}>
            <PlayerLink name={name} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
