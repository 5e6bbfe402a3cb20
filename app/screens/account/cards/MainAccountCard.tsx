import type { ReactElement } from 'react';
import type { User } from '../../../../domain/types';
import { useAction } from '../../../data/action';
import { offlineReason, useOnline } from '../../../data/syncStatus';
import { Card } from '../../../ui/Card';
import { AppSelect } from '../../../ui/Select';
import { AppTooltip } from '../../../ui/Tooltip';
import { updateMainAccount } from './accountUpdates';
import text from '../../../ui/text.module.css';
import styles from './account.module.css';

export const MAIN_ACCOUNT_TOOLTIP = 'If no rounds were recorded with this UUID, no data will be available.';

/** Which linked character names the player on the leaderboard; the others show as its alts. */
export function MainAccountCard({ user }: { user: User }): ReactElement {
  const blocked = offlineReason(useOnline(), 'changing the main account');
  const { busy: saving, run } = useAction();
  const choose = (id: number) => {
    const account = user.accounts.find((a) => a.id === id);
    if (account && id !== user.main_account_id) void run(() => updateMainAccount(account));
  };
  return (
    <Card title="Main Linked Account">
      {user.accounts.length === 0 ? (
        <p className={text.muted}>
          No game account is linked yet. Put your UUID key in the BA Times plugin&apos;s settings and record a round, or use{' '}
          <code>/link</code> with your character name in our Discord.
        </p>
      ) : (
        <>
          <div className={styles.field}>
            <AppSelect
              label="Main account"
              className={styles.select}
              options={user.accounts.map((a) => ({ id: a.id, label: a.character_name }))}
              value={user.main_account_id}
              placeholder="Not set"
              onChange={choose}
              isDisabled={blocked !== null || saving}
            />
            <AppTooltip content={MAIN_ACCOUNT_TOOLTIP}>
              <span className={styles.info} aria-hidden="true">
                i
              </span>
              <span className="visually-hidden">About the main account</span>
            </AppTooltip>
          </div>
          {blocked && <p className={styles.reason}>{blocked}</p>}
          <p className={styles.text}>Your leaderboard entry is named after your main account; your other linked accounts show as its alts.</p>
        </>
      )}
    </Card>
  );
}
