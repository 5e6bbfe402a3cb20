import type { ReactElement } from 'react';
import { REGION_LABELS } from '../../../domain/account';
import { REGIONS, type Region } from '../../../domain/constants';
import type { User } from '../../../domain/types';
import { useAction } from '../../data/action';
import { offlineReason, useOnline } from '../../data/syncStatus';
import { Card } from '../../ui/Card';
import { RegionFlag } from '../../ui/flags';
import { AppSelect } from '../../ui/Select';
import { updateRegion } from './accountUpdates';
import styles from './account.module.css';

const OPTIONS = REGIONS.map((region) => ({ id: region, label: REGION_LABELS[region], icon: <RegionFlag region={region} /> }));

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
        <AppSelect
          label="Region"
          className={styles.select}
          options={OPTIONS}
          value={user.region}
          placeholder="Not set"
          onChange={choose}
          isDisabled={blocked !== null || saving}
        />
      </div>
      {blocked && <p className={styles.reason}>{blocked}</p>}
      <p className={styles.text}>The leaderboard shows your flag and lists you under this region.</p>
    </Card>
  );
}
