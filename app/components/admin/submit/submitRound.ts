import { api } from '../../../data/api';
import { syncNow } from '../../../data/syncTriggers';
import { showSnackbar } from '../../../ui/snackbar';
import type { RoundPayload } from './roundPayload';

const ROUND_SUBMITTED = '✅ Round submitted successfully.';

/**
 * Sends the round; true when the server stored it. A refusal shows in the snackbar in the server's
 * words (api does that), so the admin sees which field to fix.
 */
export async function submitRound(payload: RoundPayload): Promise<boolean> {
  try {
    await api('/rounds/', { method: 'POST', body: payload });
  } catch {
    return false;
  }
  showSnackbar(ROUND_SUBMITTED, { color: 'success' });
  // Lists read the local copy: pull now, so Round Times shows the round without waiting for a push.
  void syncNow();
  return true;
}
