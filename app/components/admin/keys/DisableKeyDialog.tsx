import { useState } from 'react';
import type { ApiKey } from '../../../../domain/types';
import { AppButton } from '../../../ui/AppButton';
import { AppDialog, DialogActions } from '../../../ui/AppDialog';
import rounds from '../../rounds/rounds.module.css';
import { keyName } from './keyView';

/** Disabling cannot be undone, so it is asked once more before the call. */
export function DisableKeyDialog(props: { apiKey: ApiKey | null; blocked: string | null; onConfirm(id: number): Promise<void>; onClose(): void }) {
  const [busy, setBusy] = useState(false);
  const { apiKey } = props;

  async function confirm(id: number): Promise<void> {
    setBusy(true);
    try {
      await props.onConfirm(id);
    } finally {
      setBusy(false);
      props.onClose();
    }
  }

  return (
    <AppDialog title="Confirm" isOpen={apiKey !== null} onOpenChange={(open) => !open && props.onClose()} maxWidth={440} role="alertdialog">
      <p className={rounds.warning}>
        <span aria-hidden="true">⚠</span> Disable API key {apiKey && keyName(apiKey)}?
      </p>
      <p>Anything using it is refused from now on. A disabled key cannot be turned back on.</p>
      {props.blocked && <p className={rounds.note}>{props.blocked}</p>}
      <DialogActions>
        <AppButton onPress={props.onClose}>Cancel</AppButton>
        <AppButton variant="danger" isDisabled={busy || props.blocked !== null} onPress={() => apiKey && void confirm(apiKey.id)}>
          Disable
        </AppButton>
      </DialogActions>
    </AppDialog>
  );
}
