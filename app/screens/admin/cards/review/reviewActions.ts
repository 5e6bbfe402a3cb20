import type { ReviewReport, ReviewRound } from '../../../../../domain/review';
import { runAction, type ActionResult } from '../../../../data/action';
import { api } from '../../../../data/api';
import { syncNow } from '../../../../data/syncTriggers';
import { showSnackbar } from '../../../../ui/snackbar';

/** What follows a done review call: it is announced, and the device syncs, since the round may now count, or count with another time. */
function announce(message: string): void {
  showSnackbar(message, { color: 'success' });
  void syncNow();
}

export const approveRound = (round: ReviewRound): Promise<ActionResult<void>> =>
  runAction(async () => {
    await api(`/rounds/${round.id}/approve`, { method: 'POST' });
    announce(`Round #${round.id} approved`);
  });

export const showReport = (round: ReviewRound, report: ReviewReport): Promise<ActionResult<void>> =>
  runAction(async () => {
    await api(`/rounds/${round.id}/shown-report`, { method: 'PUT', body: { report_id: report.id } });
    announce(`Round #${round.id} now shows report #${report.id}`);
  });

/** Hands the choice of the shown report back to the derivation rule. */
export const showRuleChoice = (round: ReviewRound): Promise<ActionResult<void>> =>
  runAction(async () => {
    await api(`/rounds/${round.id}/shown-report`, { method: 'PUT', body: { report_id: null } });
    announce(`Round #${round.id} shows the report the rule chooses`);
  });

export const dropReport = (round: ReviewRound, report: ReviewReport): Promise<ActionResult<void>> =>
  runAction(async () => {
    await api(`/rounds/${round.id}/reports/${report.id}/drop`, { method: 'POST' });
    announce(`Report #${report.id} of round #${round.id} dropped`);
  });

/** Rejects a held round with the admin's reason. The server's refusal of the reason itself (400) comes back for the dialog to show beside the field. */
export const rejectRound = (round: ReviewRound, reason: string): Promise<ActionResult<void>> =>
  runAction(
    async () => {
      await api(`/rounds/${round.id}/reject`, { method: 'POST', body: { reason } });
      showSnackbar(`Round #${round.id} rejected`, { color: 'success' });
    },
    { field: (failure) => failure.status === 400 },
  );
