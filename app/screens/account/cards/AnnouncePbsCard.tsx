import { useState, type ReactElement } from 'react';
import type { User } from '../../../../domain/types';
import { useAction } from '../../../data/action';
import { offlineReason, useOnline } from '../../../data/syncStatus';
import { Card } from '../../../ui/Card';
import { AppSwitch } from '../../../ui/Switch';
import { updateAnnouncePbs } from './accountUpdates';
import styles from './account.module.css';

/** Whether the player's own personal bests go to the community's Discord channel beside the records. */
export function AnnouncePbsCard({ user }: { user: User }): ReactElement {
  const blocked = offlineReason(useOnline(), 'changing announcements');
  const { busy: saving, run } = useAction();
  // The switch shows the choice while it is saved, and goes back if the server refuses it.
  const [chosen, setChosen] = useState(false);
  // A user remembered on this device from before the setting existed has none: off.
  const announced = saving ? chosen : user.announce_pbs === true;
  const choose = (announcePbs: boolean) => {
    setChosen(announcePbs);
    void run(() => updateAnnouncePbs(announcePbs));
  };
  return (
    <Card title="Discord announcements">
      <AppSwitch
        label="Announce my personal bests"
        isSelected={announced}
        onChange={choose}
        isDisabled={blocked !== null || saving}
      />
      {blocked && <p className={styles.reason}>{blocked}</p>}
      <p className={styles.text}>
        When on, each new personal best of yours in any role (faster than your earlier best in that format and role) is posted to the
        community&apos;s Discord channel, beside world records and top-3 entries.
      </p>
    </Card>
  );
}
