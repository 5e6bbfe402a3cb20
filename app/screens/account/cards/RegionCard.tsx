import type { ReactElement } from 'react';
import type { Region } from '../../../../domain/constants';
import type { User } from '../../../../domain/types';
import { useAction } from '../../../data/action';
import { offlineReason, useOnline } from '../../../data/syncStatus';
import { Card } from '../../../ui/Card';
import { updateRegion } from './accountUpdates';
import { RegionSelect } from './RegionSelect';
import styles from './account.module.css';

/** Where the player plays from: the leaderboard's region filter and flag. */
export function RegionCard({ user }: { user: User }): ReactElement {
  const blocked = offlineReason(useOnline(), 'changing the region');
  const { busy: saving, run } = useAction();
  const choose = (region: Region) => {
    if (region !== user.region) void run(() => updateRegion(region));
  };
  return (
    <Card title="Region">
      <div className={styles.field}>
        <RegionSelect className={styles.select} value={user.region} onChange={choose} isDisabled={blocked !== null || saving} />
      </div>
      {blocked && <p className={styles.reason}>{blocked}</p>}
      <p className={styles.text}>The leaderboard shows your flag and lists you under this region.</p>
    </Card>
  );
}
