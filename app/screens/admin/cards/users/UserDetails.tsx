import { useState, type ReactElement } from 'react';
import type { Region } from '../../../../../domain/constants';
import type { GameAccount, UserSummary } from '../../../../../domain/types';
import { useAction, type ActionResult } from '../../../../data/action';
import { AppButton } from '../../../../ui/AppButton';
import { unlinkCharacter, updateMainAccount, updateRegion } from '../../../account/cards/accountUpdates';
import { RegionSelect } from '../../../account/cards/RegionSelect';
import { UnlinkCharacterDialog } from '../../../account/cards/UnlinkCharacterDialog';
import text from '../../../../ui/text.module.css';
import styles from './users.module.css';

export interface UserDetailsProps {
  user: UserSummary;
  id: string;
  /** Why changes cannot be made now (offline), and the id of the note saying so. */
  blocked: string | null;
  blockedId: string;
  onChanged(): void;
  onAddAccount(user: UserSummary): void;
}

/** An expanded user: their game accounts with the primary one marked and the others promotable or unlinked, their region, Add Account. */
export function UserDetails({ user, id, blocked, blockedId, onChanged, onAddAccount }: UserDetailsProps): ReactElement {
  const { busy: saving, run } = useAction();
  const [unlinking, setUnlinking] = useState<GameAccount | null>(null);
  const describedBy = blocked ? blockedId : undefined;

  async function save(change: () => Promise<ActionResult<void>>): Promise<ActionResult<void>> {
    const result = await run(change);
    if (result.ok) onChanged();
    return result;
  }
  const promote = (account: GameAccount) => void save(() => updateMainAccount(account, user.id));
  const chooseRegion = (region: Region) => {
    if (region !== user.region) void save(() => updateRegion(region, user.id));
  };

  return (
    <div id={id} role="group" aria-label={`Accounts of ${user.discord_username}`} className={styles.details}>
      <div className={styles.accounts}>
        <h4 className={styles.detailsHeading}>Game Accounts</h4>
        {user.accounts.length === 0 ? (
          <p className={text.muted}>No game account is linked yet.</p>
        ) : (
          <ul className={styles.accountList}>
            {user.accounts.map((account) => {
              const primary = account.id === user.main_account_id;
              return (
                <li key={account.id} className={styles.account}>
                  <span className={styles.accountName}>
                    {account.character_name}
                    {primary && <span className={styles.primary}> (Primary)</span>}
                  </span>
                  <span className={styles.accountActions}>
                    <AppButton size="small" isDisabled={primary || saving || blocked !== null} aria-describedby={describedBy} onPress={() => promote(account)}>
                      Make<span className="visually-hidden"> {account.character_name}</span> primary
                    </AppButton>
                    <AppButton size="small" isDisabled={saving || blocked !== null} aria-describedby={describedBy} onPress={() => setUnlinking(account)}>
                      Unlink<span className="visually-hidden"> {account.character_name}</span>
                    </AppButton>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <div className={styles.userActions}>
        <RegionSelect className={styles.regionSelect} value={user.region} onChange={chooseRegion} isDisabled={saving || blocked !== null} />
        <AppButton aria-label={`Add Account for ${user.discord_username}`} aria-describedby={describedBy} isDisabled={blocked !== null} onPress={() => onAddAccount(user)}>
          Add Account
        </AppButton>
      </div>
      <UnlinkCharacterDialog
        account={unlinking}
        whose={user.discord_username}
        blocked={blocked}
        onConfirm={(account) => save(() => unlinkCharacter(account, user.id))}
        onClose={() => setUnlinking(null)}
      />
    </div>
  );
}
