import type { ListedRound } from '../../../domain/roundList/types';
import { api } from '../../data/api';
import { syncNow } from '../../data/syncTriggers';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { showSnackbar } from '../../ui/snackbar';

/**
 * 'Delete round #{id}?' (SPEC §8), then the call. A failed deletion is only logged (SPEC §8); a
 * done one is announced and synced at once, so the row leaves the list.
 */
export function DeleteRoundDialog(props: { round: ListedRound | null; blocked: string | null; onClose(): void }) {
  async function remove(round: ListedRound): Promise<void> {
    try {
      await api(`/rounds/${round.id}/`, { method: 'DELETE', quiet: true });
      showSnackbar('Round deleted successfully', { color: 'success' });
      void syncNow();
    } catch {
      // api() has logged it.
    }
  }

  return (
    <ConfirmDialog
      subject={props.round}
      question={(round) => `Delete round #${round.id}?`}
      action="Delete"
      blocked={props.blocked}
      maxWidth={420}
      onConfirm={remove}
      onClose={props.onClose}
    />
  );
}
