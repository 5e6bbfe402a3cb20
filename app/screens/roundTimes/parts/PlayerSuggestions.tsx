import type { ReactElement } from 'react';
import { queryKeys } from '../../../data/keys';
import { useWorkerQuery } from '../../../data/query/useWorkerQuery';
import { PlayerLink } from '../../../components/playerLinks/PlayerLink';
import styles from './rounds.module.css';

/** The players a search names, each to their page, as the player types. */
export function PlayerSuggestions({ search }: { search: string }): ReactElement | null {
  const names = useWorkerQuery(queryKeys.playerSuggestions(search), (worker) => worker.playerSuggestions(search)).data;
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
