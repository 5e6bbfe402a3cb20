import { useState, type ReactElement } from 'react';
import type { AccountClaim } from '../../../../domain/types';
import { AppButton } from '../../../ui/AppButton';
import { AppDialog, DialogActions } from '../../../ui/AppDialog';
import rounds from '../../rounds/rounds.module.css';
import { ownerName } from './claimActions';

/** A move takes a character from the user who holds it, so it is asked once more before the call. */
export function MoveClaimDialog(props: { claim: AccountClaim | null; blocked: string | null; onConfirm(claim: AccountClaim): Promise<unknown>; onClose(): void }): ReactElement {
  const [busy, setBusy] = useState(false);
  const { claim } = props;

  async function confirm(chosen: AccountClaim): Promise<void> {
    setBusy(true);
    try {
      await props.onConfirm(chosen);
    } finally {
      setBusy(false);
      props.onClose();
    }
  }

  return (
    <AppDialog title="Confirm" isOpen={claim !== null} onOpenChange={(open) => !open && props.onClose()} maxWidth={440} role="alertdialog">
      <p className={rounds.warning}>
        <span aria-hidden="true">⚠</span> Move {claim?.character_name} from {claim && ownerName(claim)} to {claim?.claimant.discord_username}?
      </p>
      <p>Its rounds count as the claimant&apos;s from now on, and every open claim on it is settled.</p>
      {props.blocked && <p className={rounds.note}>{props.blocked}</p>}
      <DialogActions>
        <AppButton onPress={props.onClose}>Cancel</AppButton>
        <AppButton variant="primary" isDisabled={busy || props.blocked !== null} onPress={() => claim && void confirm(claim)}>
          Move
        </AppButton>
      </DialogActions>
    </AppDialog>
  );
}
