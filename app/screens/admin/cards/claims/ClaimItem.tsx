import type { ReactElement } from 'react';
import { formatLocalDate } from '../../../../../domain/time';
import type { AccountClaim } from '../../../../../domain/types';
import { AppButton } from '../../../../ui/AppButton';
import { ownerName, VIA_LABELS } from './claimActions';
import styles from './claims.module.css';

/** One claim: the character, who holds it, who claimed it and how, and when; then Move and Dismiss. */
export function ClaimItem(props: { claim: AccountClaim; disabled: boolean; describedBy: string | undefined; onMove(): void; onDismiss(): void }): ReactElement {
  const { claim } = props;
  const claimant = claim.claimant.discord_username;
  return (
    <li className={styles.claim}>
      <div className={styles.claimText}>
        <span className={styles.character}>{claim.character_name}</span>
        <span>
          Held by <strong>{ownerName(claim)}</strong>; claimed by <strong>{claimant}</strong> {VIA_LABELS[claim.via]}
        </span>
        <span className={styles.date}>{formatLocalDate(claim.created_at)}</span>
      </div>
      <div className={styles.actions}>
        <AppButton size="small" variant="primary" isDisabled={props.disabled} aria-describedby={props.describedBy} onPress={props.onMove}>
          Move<span className="visually-hidden"> {claim.character_name}</span> to {claimant}
        </AppButton>
        <AppButton size="small" isDisabled={props.disabled} aria-describedby={props.describedBy} onPress={props.onDismiss}>
          Dismiss<span className="visually-hidden"> the claim of {claimant} on {claim.character_name}</span>
        </AppButton>
      </div>
    </li>
  );
}
