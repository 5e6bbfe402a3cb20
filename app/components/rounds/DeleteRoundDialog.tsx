import { useState } from 'react';
import type { ListedRound } from '../../../domain/roundList/types';
import { api } from '../../data/api';
import { syncNow } from '../../data/syncTriggers';
import { AppButton } from '../../ui/AppButton';
import { AppDialog, DialogActions } from '../../ui/AppDialog';
import { showSnackbar } from '../../ui/snackbar';
import styles from './rounds.module.css';

/**
 * 'Delete round #{id}?' (SPEC §8), then the call. A failed deletion is only logged (SPEC §8); a
 * done one is announced and synced at once, so the row leaves the list.
 */
export function DeleteRoundDialog(props: { round: ListedRound | null; blocked: string | null; onClose(): void }) {
  const [busy, setBusy] = useState(false);
  const { round } = props;

  async function remove(id: number): Promise<void> {
    setBusy(true);
    try {
      await api(`/rounds/${id}/`, { method: 'DELETE', quiet: true });
      showSnackbar('Round deleted successfully', { color: 'success' });
      void syncNow();
    } catch {
      // api() has logged it.
    } finally {
      setBusy(false);
      props.onClose();
    }
  }

  return (
    <AppDialog title="Confirm" isOpen={round !== null} onOpenChange={(open) => !open && props.onClose()} maxWidth={420} role="alertdialog">
      <p className={styles.warning}>
        <span aria-hidden="true">⚠</span> Delete round #{round?.id}?
      </p>
      {props.blocked && <p className={styles.note}>{props.blocked}</p>}
      <DialogActions>
        <AppButton onPress={props.onClose}>Cancel</AppButton>
        <AppButton variant="danger" isDisabled={busy || props.blocked !== null} onPress={() => round && void remove(round.id)}>
          Delete
        </AppButton>
      </DialogActions>
    </AppDialog>
  );
}
