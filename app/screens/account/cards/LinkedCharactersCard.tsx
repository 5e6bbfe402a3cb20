import { useState, type ReactElement } from 'react';
import type { GameAccount, User } from '../../../../domain/types';
import { offlineReason, useOnline } from '../../../data/syncStatus';
import { AppButton } from '../../../ui/AppButton';
import { Card } from '../../../ui/Card';
import { unlinkCharacter } from './accountUpdates';
import { linkedHow } from './linkedHow';
import { UnlinkCharacterDialog } from './UnlinkCharacterDialog';
import styles from './account.module.css';

/** The user's characters, each with how it was linked, and a way to unlink one that is not theirs to keep. */
export function LinkedCharactersCard({ user }: { user: User }): ReactElement {
  const blocked = offlineReason(useOnline(), 'unlinking a character');
  const [unlinking, setUnlinking] = useState<GameAccount | null>(null);
  return (
    <Card title="Linked Characters">
      <ul className={styles.characters}>
        {user.accounts.map((account) => {
          const how = linkedHow(account);
          return (
            <li key={account.id} className={styles.character}>
              <span className={styles.characterText}>
                <span className={styles.characterName}>
                  {account.character_name}
                  {account.id === user.main_account_id && <span className={styles.mainMark}> (main)</span>}
                </span>
                {how && <span className={styles.how}>{how}</span>}
              </span>
              <AppButton size="small" isDisabled={blocked !== null} onPress={() => setUnlinking(account)}>
                Unlink<span className="visually-hidden"> {account.character_name}</span>
              </AppButton>
            </li>
          );
        })}
      </ul>
      {blocked && <p className={styles.reason}>{blocked}</p>}
      <UnlinkCharacterDialog account={unlinking} whose="your account" blocked={blocked} onConfirm={unlinkCharacter} onClose={() => setUnlinking(null)} />
    </Card>
  );
}
