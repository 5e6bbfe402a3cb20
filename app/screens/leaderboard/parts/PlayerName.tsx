import type { ReactElement } from 'react';
import type { LeaderboardEntry } from '../../../../domain/types';
import { RegionFlag } from '../../../ui/flags';
import { ControlTooltip } from '../../../ui/Tooltip';
import { PlayerLink } from '../../../components/playerLinks/PlayerLink';
import styles from './Leaderboard.module.css';

/** The player's region flag and name, which opens their page; the name's tooltip lists the alts linked to it. */
export function PlayerName({ entry, alts }: { entry: LeaderboardEntry; alts: readonly string[] }): ReactElement {
  return (
    <span className={styles.player}>
      <RegionFlag region={entry.region} />
      {alts.length > 0 ? (
        <ControlTooltip content={`Linked alts: ${alts.join(', ')}`}>
          <PlayerLink name={entry.player_name} className={styles.hasAlts} />
        </ControlTooltip>
      ) : (
        <PlayerLink name={entry.player_name} />
      )}
    </span>
  );
}
