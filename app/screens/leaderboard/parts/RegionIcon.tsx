import type { ReactElement } from 'react';
import { REGIONS } from '../../../../domain/constants';
import { RegionFlag } from '../../../ui/flags';
import type { LeaderboardScope } from '../../../../domain/leaderboardList/types';
import styles from './Leaderboard.module.css';

/** A region's flag, or every region's flags fanned out for all of them at once. */
export function RegionIcon({ scope }: { scope: LeaderboardScope }): ReactElement {
  if (scope !== 'all') return <RegionFlag region={scope} />;
  return (
    <span role="img" aria-label="All Regions" className={styles.allRegions}>
      {REGIONS.map((region) => (
        <span key={region} aria-hidden="true">
          <RegionFlag region={region} />
        </span>
      ))}
    </span>
  );
}
