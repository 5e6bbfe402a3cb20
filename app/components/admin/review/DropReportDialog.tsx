import { useState, type ReactElement } from 'react';
import type { ReviewReport, ReviewRound } from '../../../../domain/review';
import { AppButton } from '../../../ui/AppButton';
import { AppDialog, DialogActions } from '../../../ui/AppDialog';
import rounds from '../../rounds/rounds.module.css';

export interface Dropping {
  round: ReviewRound;
  report: ReviewReport;
}

/** Dropping changes what the round shows, so it is asked once more before the call. */
export function DropReportDialog(props: { dropping: Dropping | null; blocked: string | null; onConfirm(dropping: Dropping): Promise<void>; onClose(): void }): ReactElement {
  const [busy, setBusy] = useState(false);
  const { dropping } = props;

  async function confirm(chosen: Dropping): Promise<void> {
    setBusy(true);
    try {
      await props.onConfirm(chosen);
    } finally {
      setBusy(false);
      props.onClose();
    }
  }

  return (
    <AppDialog title="Confirm" isOpen={dropping !== null} onOpenChange={(open) => !open && props.onClose()} maxWidth={440} role="alertdialog">
      <p className={rounds.warning}>
        <span aria-hidden="true">⚠</span> Drop report #{dropping?.report.id} of round #{dropping?.round.id}?
      </p>
      <p>The round stops taking its time, splits or replay from this report.</p>
      {props.blocked && <p className={rounds.note}>{props.blocked}</p>}
      <DialogActions>
        <AppButton onPress={props.onClose}>Cancel</AppButton>
        <AppButton variant="danger" isDisabled={busy || props.blocked !== null} onPress={() => dropping && void confirm(dropping)}>
          Drop
        </AppButton>
      </DialogActions>
    </AppDialog>
  );
}
