import type { ReviewReport, ReviewRound } from '../../../../domain/review';
import { api, ApiFailure, UNEXPECTED_ERROR } from '../../../data/api';
import { syncNow } from '../../../data/syncTriggers';
import { showSnackbar } from '../../../ui/snackbar';

/**
 * Runs one review call and announces it. A failure's message is shown once, by api()'s snackbar;
 * either way the device syncs, since the round may now count, or count with another time.
 */
async function done(call: Promise<unknown>, message: string): Promise<void> {
  try {
    await call;
    showSnackbar(message, { color: 'success' });
    void syncNow();
  } catch {
    // api() has shown and logged it.
  }
}

export const approveRound = (round: ReviewRound): Promise<void> =>
  done(api(`/rounds/${round.id}/approve`, { method: 'POST' }), `Round #${round.id} approved`);

export const showReport = (round: ReviewRound, report: ReviewReport): Promise<void> =>
  done(api(`/rounds/${round.id}/shown-report`, { method: 'PUT', body: { report_id: report.id } }), `Round #${round.id} now shows report #${report.id}`);

export const dropReport = (round: ReviewRound, report: ReviewReport): Promise<void> =>
  done(api(`/rounds/${round.id}/reports/${report.id}/drop`, { method: 'POST' }), `Report #${report.id} of round #${round.id} dropped`);

/**
 * Rejects a held round with the admin's reason. Null when the call is over (done, or failed with
 * the snackbar saying why); the server's refusal of the reason itself instead, which the dialog
 * shows beside the field (a snackbar would sit behind the dialog).
 */
export async function rejectRound(round: ReviewRound, reason: string): Promise<string | null> {
  try {
    await api(`/rounds/${round.id}/reject`, { method: 'POST', body: { reason }, quiet: true });
  } catch (err) {
    const message = err instanceof ApiFailure ? err.message : UNEXPECTED_ERROR;
    if (err instanceof ApiFailure && err.status === 400) return message;
    showSnackbar(message, { color: 'error' });
    return null;
  }
  showSnackbar(`Round #${round.id} rejected`, { color: 'success' });
  return null;
}
