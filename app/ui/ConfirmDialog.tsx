import { useState, type ReactElement, type ReactNode } from 'react';
import rounds from '../components/rounds/rounds.module.css';
import { AppButton } from './AppButton';
import { AppDialog, DialogActions } from './AppDialog';

export interface ConfirmDialogProps<T> {
  /** What the action is about; null keeps the dialog closed. */
  subject: T | null;
  /** The question, beside a warning sign: 'Delete round #12?'. */
  question(subject: T): ReactNode;
  /** What follows from it, when that needs saying. */
  detail?(subject: T): ReactNode;
  /** The button that does it: 'Delete'. */
  action: string;
  /** A move or a change rather than a loss: the button is the usual primary one. */
  tone?: 'danger' | 'primary';
  /** Why the action cannot be done now (offline), or null. */
  blocked: string | null;
  maxWidth?: number;
  onConfirm(subject: T): Promise<unknown>;
  onClose(): void;
}

/** An action that cannot be taken back, asked once more before the call; the dialog closes however the call ends. */
export function ConfirmDialog<T>(props: ConfirmDialogProps<T>): ReactElement {
  const [busy, setBusy] = useState(false);
  const { subject } = props;

  async function confirm(chosen: T): Promise<void> {
    setBusy(true);
    try {
      await props.onConfirm(chosen);
    } finally {
      setBusy(false);
      props.onClose();
    }
  }

  return (
    <AppDialog title="Confirm" isOpen={subject !== null} onOpenChange={(open) => !open && props.onClose()} maxWidth={props.maxWidth ?? 440} role="alertdialog">
      <p className={rounds.warning}>
        <span aria-hidden="true">⚠</span> {subject !== null && props.question(subject)}
      </p>
      {subject !== null && props.detail && <p>{props.detail(subject)}</p>}
      {props.blocked && <p className={rounds.note}>{props.blocked}</p>}
      <DialogActions>
        <AppButton onPress={props.onClose}>Cancel</AppButton>
        <AppButton variant={props.tone ?? 'danger'} isDisabled={busy || props.blocked !== null} onPress={() => subject !== null && void confirm(subject)}>
          {props.action}
        </AppButton>
      </DialogActions>
    </AppDialog>
  );
}
