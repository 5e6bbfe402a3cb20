import type { ReactElement } from 'react';
import { Checkbox, Input, Label, NumberField, TextField } from 'react-aria-components';
import ui from '../../../../ui/ui.module.css';
import styles from './submit.module.css';

/**
 * The visible '*' of a required field. Inputs also say it with aria-required; a select's trigger is a
 * button, which cannot, so it passes `spoken` and the label carries the word.
 */
export function RequiredMark({ spoken = false }: { spoken?: boolean }): ReactElement {
  return (
    <>
      <span className={styles.required} aria-hidden="true">
        *
      </span>
      {spoken && <span className="visually-hidden"> (required)</span>}
    </>
  );
}

interface FieldProps<T> {
  label: string;
  value: T;
  onChange(value: T): void;
  isRequired?: boolean;
  className?: string;
}

export function TextInput(props: FieldProps<string> & { type?: 'text' | 'datetime-local' }): ReactElement {
  return (
    <TextField
      className={`${ui.field} ${styles.field} ${props.className ?? ''}`}
      type={props.type ?? 'text'}
      value={props.value}
      onChange={props.onChange}
      isRequired={props.isRequired}
    >
      <Label className={ui.label}>
        {props.label}
        {props.isRequired && <RequiredMark />}
      </Label>
      <Input className={styles.input} autoComplete="off" spellCheck={false} />
    </TextField>
  );
}

/** A number typed in freely: the value is committed on blur or Enter; an emptied field gives NaN. */
export function NumberInput(props: FieldProps<number> & { wholeNumbers?: boolean }): ReactElement {
  return (
    <NumberField
      className={`${ui.field} ${styles.field} ${props.className ?? ''}`}
      value={props.value}
      onChange={props.onChange}
      isRequired={props.isRequired}
      isWheelDisabled
      formatOptions={{ useGrouping: false, maximumFractionDigits: props.wholeNumbers ? 0 : 3 }}
    >
      <Label className={ui.label}>
        {props.label}
        {props.isRequired && <RequiredMark />}
      </Label>
      <Input className={styles.input} />
    </NumberField>
  );
}

export function CheckboxInput(props: Omit<FieldProps<boolean>, 'isRequired'>): ReactElement {
  return (
    <Checkbox className={`${styles.checkbox} ${props.className ?? ''}`} isSelected={props.value} onChange={props.onChange}>
      <span className={styles.box} aria-hidden="true">
        <svg viewBox="0 0 18 18">
          <polyline points="3 9.5 7.5 14 15 4.5" />
        </svg>
      </span>
      {props.label}
    </Checkbox>
  );
}
