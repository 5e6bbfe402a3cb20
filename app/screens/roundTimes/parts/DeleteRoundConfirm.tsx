import type { ListedRound } from '../../../../domain/roundList/types';
import { runAction, type ActionResult } from '../../../data/action';
import { api } from '../../../data/api';
import { syncNow } from '../../../data/syncTriggers';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { showSnackbar } from '../../../ui/snackbar';

/** SPEC §8: a failed deletion is only logged; a done one is announced and synced at once, so the row leaves the list. */
const deleteRound = (round: ListedRound): Promise<ActionResult<void>> =>
  runAction(async () => {
    await api(`/rounds/${round.id}/`, { method: 'DELETE' });
    showSnackbar('Round deleted successfully', { color: 'success' });
    void syncNow();
  }, 'log');

/** 'Delete round #{id}?' (SPEC §8), then the call. */
export function DeleteRoundConfirm(props: { round: ListedRound | null; blocked: string | null; onClose(): void }) {
  return (
    <ConfirmDialog
      subject={props.round}
      question={(round) => `Delete round #${round.id}?`}
      action="Delete"
      blocked={props.blocked}
      maxWidth={420}
      onConfirm={deleteRound}
      onClose={props.onClose}
    />
  );
}
