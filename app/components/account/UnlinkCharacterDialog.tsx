import { useState, type ReactElement } from 'react';
import type { GameAccount } from '../../../domain/types';
import { AppButton } from '../../ui/AppButton';
import { AppDialog, DialogActions } from '../../ui/AppDialog';
import rounds from '../rounds/rounds.module.css';

/**
 * Unlinking takes a character from its user, so it is asked once more before the call. `whose` names
 * the user it leaves: 'your account', or the user an admin is changing.
 */
export function UnlinkCharacterDialog(props: {
  account: GameAccount | null;
  whose: string;
  blocked: string | null;
  onConfirm(account: GameAccount): Promise<unknown>;
  onClose(): void;
}): ReactElement {
  const [busy, setBusy] = useState(false);
  const { account } = props;

  async function confirm(chosen: GameAccount): Promise<void> {
    setBusy(true);
    try {
      await props.onConfirm(chosen);
    } finally {
      setBusy(false);
      props.onClose();
    }
  }

  return (
    <AppDialog title="Confirm" isOpen={account !== null} onOpenChange={(open) => !open && props.onClose()} maxWidth={440} role="alertdialog">
      <p className={rounds.warning}>
        <span aria-hidden="true">⚠</span> Unlink {account?.character_name} from {props.whose}?
      </p>
      <p>
        Its rounds stay on the site but no longer count toward this account. A round the BA Times plugin uploads from it with this account&apos;s
        UUID key links it again.
      </p>
      {props.blocked && <p className={rounds.note}>{props.blocked}</p>}
      <DialogActions>
        <AppButton onPress={props.onClose}>Cancel</AppButton>
        <AppButton variant="danger" isDisabled={busy || props.blocked !== null} onPress={() => account && void confirm(account)}>
          Unlink
        </AppButton>
      </DialogActions>
    </AppDialog>
  );
}
