import { useId, useState, type ReactElement } from 'react';
import type { AccountClaim } from '../../../../../domain/types';
import { useAction, type ActionResult } from '../../../../data/action';
import { offlineReason, useOnline } from '../../../../data/syncStatus';
import { queryKeys } from '../../../../data/keys';
import { useServerQuery } from '../../../../data/query/useServerQuery';
import { LoadState } from '../../../../ui/LoadState';
import { RefreshCard } from '../RefreshCard';
import { ClaimItem } from './ClaimItem';
import { dismissClaim, loadClaims, moveToClaimant } from './claimActions';
import { MoveClaimDialog } from './MoveClaimDialog';
import text from '../../../../ui/text.module.css';
import styles from './claims.module.css';

const INTRO =
  'Players who tried to link a character another user holds, with their UUID key in an upload or with /link on Discord, newest first. Move the character to the claimant, or dismiss the claim to leave it where it is.';

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
  const { busy, run } = useAction();

  async function settle(change: () => Promise<ActionResult<void>>): Promise<ActionResult<void>> {
    const result = await run(change);
    if (result.ok) reload();
    return result;
  }

  return (
    <RefreshCard title="Character Claims" intro={INTRO} loading={claims.status === 'loading'} onRefresh={reload} blocked={blocked} blockedId={blockedId}>
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
                  onDismiss={() => void settle(() => dismissClaim(claim))}
                />
              ))}
            </ul>
            {list.total > list.data.length && (
              <p className={text.muted}>
                The newest {list.data.length} of {list.total} open claims.
              </p>
            )}
          </>
        )}
      </LoadState>
      <MoveClaimDialog claim={moving} blocked={blocked} onConfirm={(claim) => settle(() => moveToClaimant(claim))} onClose={() => setMoving(null)} />
    </RefreshCard>
  );
}
