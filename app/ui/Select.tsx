import type { ReactNode } from 'react';

type Key = string | number;
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import styles from './ui.module.css';

export interface SelectOption<K extends Key> {
  id: K;
  label: string;
  icon?: ReactNode;
}

/** A labelled single choice, on React Aria's Select. */
export function AppSelect<K extends Key>(props: {
  label: string;
  options: readonly SelectOption<K>[];
  /** null: nothing chosen yet (a user with no main account or region). */
  value: K | null;
  onChange(value: K): void;
  isDisabled?: boolean;
  className?: string;
  /** Shown while the value is null. */
  placeholder?: string;
}) {
  return (
    <Select
      className={`${styles.field} ${props.className ?? ''}`}
      value={props.value}
      onChange={(key) => key !== null && props.onChange(key as K)}
      isDisabled={props.isDisabled}
    >
      <Label className={styles.label}>{props.label}</Label>
      <Button className={styles.control}>
        <SelectValue<SelectOption<K>>>
          {({ selectedItem }) =>
            selectedItem ? (
              <span>
                {selectedItem.icon} {selectedItem.label}
              </span>
            ) : (
              <span>{props.placeholder ?? 'Choose…'}</span>
            )
          }
        </SelectValue>
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover className={styles.popover}>
        <ListBox className={styles.listbox} items={props.options}>
          {(option) => (
            // Named by its label alone: an icon with a name of its own (a flag) would say it twice.
            <ListBoxItem className={styles.option} id={option.id} textValue={option.label} aria-label={option.label}>
              {option.icon}
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
