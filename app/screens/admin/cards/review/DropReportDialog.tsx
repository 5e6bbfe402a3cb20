import type { ReactElement } from 'react';
import type { ReviewReport, ReviewRound } from '../../../../../domain/review';
import type { ActionResult } from '../../../../data/action';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';

export interface Dropping {
  round: ReviewRound;
  report: ReviewReport;
}

/** Dropping changes what the round shows, so it is asked once more before the call. */
export function DropReportDialog(props: { dropping: Dropping | null; blocked: string | null; onConfirm(dropping: Dropping): Promise<ActionResult<unknown>>; onClose(): void }): ReactElement {
  return (
    <ConfirmDialog
      subject={props.dropping}
      question={({ round, report }) => `Drop report #${report.id} of round #${round.id}?`}
      detail={() => 'The round stops taking its time, splits or replay from this report.'}
      action="Drop"
      blocked={props.blocked}
      onConfirm={props.onConfirm}
      onClose={props.onClose}
    />
  );
}
