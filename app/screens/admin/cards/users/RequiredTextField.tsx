import type { Ref } from 'react';
import { FieldError, Input, Label, TextField } from 'react-aria-components';
import ui from '../../../../ui/ui.module.css';
import styles from './users.module.css';

/**
 * A text box that must not be left empty: marked with an asterisk (and aria-required), and showing
 * '{label} is required.' once the form was sent without it.
 */
export function RequiredTextField({ inputRef, ...props }: {
  label: string;
  value: string;
  onChange(value: string): void;
  showMissing: boolean;
  /** The server's refusal of this value, shown under the box. */
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
  inputMode?: 'text' | 'numeric';
  autoFocus?: boolean;
}) {
  const message = props.showMissing ? `${props.label} is required.` : (props.error ?? null);
  return (
    <TextField
      className={`${ui.field} ${styles.textField}`}
      value={props.value}
      onChange={props.onChange}
      isRequired
      isInvalid={message !== null}
      validationBehavior="aria"
      autoFocus={props.autoFocus}
    >
      <Label className={ui.label}>
        {props.label}
        <span className={styles.required} aria-hidden="true">
          {' '}
          *
        </span>
      </Label>
      <Input ref={inputRef} className={`${ui.control} ${styles.input}`} inputMode={props.inputMode} autoComplete="off" spellCheck={false} />
      <FieldError className={styles.fieldError}>
        {/* Announced when it appears: the refusal comes while focus is on the button. */}
        <span role="alert">{message}</span>
      </FieldError>
    </TextField>
  );
}
