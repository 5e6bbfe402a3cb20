import { runAction, type ActionResult } from '../../../../data/action';
import { api } from '../../../../data/api';
import { syncNow } from '../../../../data/syncTriggers';
import { showSnackbar } from '../../../../ui/snackbar';
import type { RoundPayload } from './roundPayload';

const ROUND_SUBMITTED = '✅ Round submitted successfully.';

/** Sends the round. A refusal shows in the server's words, so the admin sees which field to fix. */
export function submitRound(payload: RoundPayload): Promise<ActionResult<void>> {
  return runAction(async () => {
    await api('/rounds/', { method: 'POST', body: payload });
    showSnackbar(ROUND_SUBMITTED, { color: 'success' });
    // Lists read the local copy: pull now, so Round Times shows the round without waiting for a push.
    void syncNow();
  });
}
