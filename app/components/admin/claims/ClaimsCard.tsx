import { useId, useState, type ReactElement } from 'react';
import type { AccountClaim } from '../../../../domain/types';
import { offlineReason, useOnline } from '../../../data/syncStatus';
import { queryKeys } from '../../../data/keys';
import { useServerQuery } from '../../../data/query/useServerQuery';
import { AppButton } from '../../../ui/AppButton';
import { Card } from '../../../ui/Card';
import { LoadState } from '../../../ui/LoadState';
import { ClaimItem } from './ClaimItem';
import { dismissClaim, loadClaims, moveToClaimant } from './claimActions';
import { MoveClaimDialog } from './MoveClaimDialog';
import styles from './claims.module.css';

/**
 * Character Claims: players who tried to link a character another user holds. An admin moves it to
 * the claimant or dismisses the claim; either settles it. Read from the server on opening and on Refresh.
 */
export function ClaimsCard(): ReactElement {
  const claims = useServerQuery(queryKeys.claims(), loadClaims);
  const { reload } = claims;
  const blocked = offlineReason(useOnline(), 'settling claims');
  const blockedId = `${useId()}-offline`;
  const [moving, setMoving] = useState<AccountClaim | null>(null);
  const [busy, setBusy] = useState(false);

  async function settle(change: Promise<boolean>): Promise<void> {
    setBusy(true);
    const settled = await change;
    setBusy(false);
    if (settled) reload();
  }

  return (
    <Card title="Character Claims">
      <div className={styles.body}>
        <div className={styles.toolbar}>
          <p className={styles.intro}>
            Players who tried to link a character another user holds, with their UUID key in an upload or with /link on Discord, newest first.
            Move the character to the claimant, or dismiss the claim to leave it where it is.
          </p>
          <AppButton isDisabled={blocked !== null} isPending={claims.status === 'loading'} onPress={reload}>
            Refresh
          </AppButton>
        </div>
        {blocked && (
          <p id={blockedId} className={styles.note}>
            {blocked}
          </p>
        )}
        <LoadState query={claims} what="claims" inset noteFailedRefresh empty={{ text: 'No open claims.', when: (list) => list.data.length === 0 }}>
          {(list) => (
            <>
              <ul className={styles.claims} aria-label="Open claims">
                {list.data.map((claim) => (
                  <ClaimItem
                    key={claim.id}
                    claim={claim}
                    disabled={busy || blocked !== null}
                    describedBy={blocked ? blockedId : undefined}
                    onMove={() => setMoving(claim)}
                    onDismiss={() => void settle(dismissClaim(claim))}
                  />
                ))}
              </ul>
              {list.total > list.data.length && (
                <p className={styles.muted}>
                  The newest {list.data.length} of {list.total} open claims.
                </p>
              )}
            </>
          )}
        </LoadState>
      </div>
      <MoveClaimDialog claim={moving} blocked={blocked} onConfirm={(claim) => settle(moveToClaimant(claim))} onClose={() => setMoving(null)} />
    </Card>
  );
}
