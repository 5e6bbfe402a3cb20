import { useState, type ReactElement } from 'react';
import { FieldError, Form, Label, Text, TextArea, TextField } from 'react-aria-components';
import { REJECT_REASON_MAX, type ReviewRound } from '../../../../../domain/review';
import { useAction, type ActionResult } from '../../../../data/action';
import { AppButton } from '../../../../ui/AppButton';
import { AppDialog, DialogActions } from '../../../../ui/AppDialog';
import { BlockedNote } from '../../../../ui/BlockedNote';
import ui from '../../../../ui/ui.module.css';
import styles from './review.module.css';

/** SPEC §9's narrowest dialog. */
const DIALOG_MAX_WIDTH = 500;

interface RejectFormProps {
  round: ReviewRound;
  blocked: string | null;
  onReject(round: ReviewRound, reason: string): Promise<ActionResult<unknown>>;
  onClose(): void;
}

/** The form inside the dialog, built afresh (no reason, no error) each time the dialog opens. */
function RejectForm({ round, blocked, onReject, onClose }: RejectFormProps): ReactElement {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { busy, run } = useAction();
  const given = reason.trim();
  const error = tried && !given ? 'Reason is required.' : refusal;

  async function submit(): Promise<void> {
    setTried(true);
    if (!given) return;
    const result = await run(() => onReject(round, given));
    // A refusal of the reason keeps the dialog open beside it; any other ending closes it.
    if (!result.ok && result.fieldError !== null) setRefusal(result.fieldError);
    else onClose();
  }

  return (
    <Form
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy && !blocked) void submit();
      }}
    >
      <p className={styles.dialogText}>Round #{round.id} will never count. Its page stays, marked rejected with your reason.</p>
      <TextField
        className={`${ui.field} ${styles.reasonField}`}
        value={reason}
        onChange={(next) => {
          setReason(next);
          setRefusal(null);
        }}
        maxLength={REJECT_REASON_MAX}
        isRequired
        isInvalid={error !== null}
        validationBehavior="aria"
        autoFocus
      >
        <Label className={ui.label}>
          Reason
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        </Label>
        <TextArea className={`${ui.control} ${styles.reason}`} rows={3} />
        <Text slot="description" className={styles.hint}>
          Shown on the round&apos;s page; up to {REJECT_REASON_MAX} characters.
        </Text>
        <FieldError className={styles.fieldError}>
          {/* Announced when it appears: the refusal comes while focus is on the button. */}
          <span role="alert">{error}</span>
        </FieldError>
      </TextField>
      <BlockedNote reason={blocked} />
      <DialogActions>
        <AppButton onPress={onClose}>Cancel</AppButton>
        <AppButton type="submit" variant="danger" isDisabled={busy || blocked !== null}>
          Reject
        </AppButton>
      </DialogActions>
    </Form>
  );
}

/** 'Reject round #{id}': asks for the reason the round's page will show, then rejects it. */
export function RejectDialog(props: Omit<RejectFormProps, 'round'> & { round: ReviewRound | null }): ReactElement {
  const { round } = props;
  return (
    <AppDialog title={`Reject round #${round?.id ?? ''}`} isOpen={round !== null} onOpenChange={(open) => !open && props.onClose()} maxWidth={DIALOG_MAX_WIDTH}>
      {round && <RejectForm {...props} round={round} />}
    </AppDialog>
  );
}
