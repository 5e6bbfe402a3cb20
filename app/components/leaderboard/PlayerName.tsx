import type { ReactElement } from 'react';
import type { LeaderboardEntry } from '../../../domain/types';
import { RegionFlag } from '../../ui/flags';
import { AppTooltip } from '../../ui/Tooltip';
import styles from './Leaderboard.module.css';

/** The player's region flag and name; the name's tooltip lists the alts linked to it. */
export function PlayerName({ entry, alts }: { entry: LeaderboardEntry; alts: readonly string[] }): ReactElement {
  return (
    <span className={styles.player}>
      <RegionFlag region={entry.region} />
      {alts.length > 0 ? (
        <AppTooltip content={`Linked alts: ${alts.join(', ')}`}>
          <span className={styles.hasAlts}>{entry.player_name}</span>
        </AppTooltip>
      ) : (
        entry.player_name
      )}
    </span>
  );
}
