import type { ReactElement, ReactNode } from 'react';
import { useAction, type ActionResult } from '../data/action';
import { AppButton } from './AppButton';
import { AppDialog, DialogActions } from './AppDialog';
import { BlockedNote } from './BlockedNote';
import text from './text.module.css';

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
  onConfirm(subject: T): Promise<ActionResult<unknown>>;
  onClose(): void;
}

/** An action that cannot be taken back, asked once more before the call; the dialog closes however the call ends. */
export function ConfirmDialog<T>(props: ConfirmDialogProps<T>): ReactElement {
  const { busy, run } = useAction();
  const { subject } = props;

  async function confirm(chosen: T): Promise<void> {
    await run(() => props.onConfirm(chosen));
    props.onClose();
  }

  return (
    <AppDialog title="Confirm" isOpen={subject !== null} onOpenChange={(open) => !open && props.onClose()} maxWidth={props.maxWidth ?? 440} role="alertdialog">
      <p className={text.warning}>
        <span aria-hidden="true">⚠</span> {subject !== null && props.question(subject)}
      </p>
      {subject !== null && props.detail && <p>{props.detail(subject)}</p>}
      <BlockedNote reason={props.blocked} />
      <DialogActions>
        <AppButton onPress={props.onClose}>Cancel</AppButton>
        <AppButton variant={props.tone ?? 'danger'} isDisabled={busy || props.blocked !== null} onPress={() => subject !== null && void confirm(subject)}>
          {props.action}
        </AppButton>
      </DialogActions>
    </AppDialog>
  );
}
