import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import type { Key, SelectOption, SelectProps } from './Select';
import styles from './ui.module.css';

/** AppSelect once the app runs, on React Aria's Select: its list shows each option's icon. */
export function RichSelect<K extends Key>(props: SelectProps<K>) {
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
