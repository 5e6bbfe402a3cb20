import type { ReactElement } from 'react';
import type { AccountClaim } from '../../../../../domain/types';
import type { ActionResult } from '../../../../data/action';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { ownerName } from './claimActions';

/** A move takes a character from the user who holds it, so it is asked once more before the call. */
export function MoveClaimDialog(props: { claim: AccountClaim | null; blocked: string | null; onConfirm(claim: AccountClaim): Promise<ActionResult<unknown>>; onClose(): void }): ReactElement {
  return (
    <ConfirmDialog
      subject={props.claim}
      question={(claim) => `Move ${claim.character_name} from ${ownerName(claim)} to ${claim.claimant.discord_username}?`}
      detail={() => "Its rounds count as the claimant's from now on, and every open claim on it is settled."}
      action="Move"
      tone="primary"
      blocked={props.blocked}
      onConfirm={props.onConfirm}
      onClose={props.onClose}
    />
  );
}
