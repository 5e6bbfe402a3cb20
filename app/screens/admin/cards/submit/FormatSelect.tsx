import { useRef, type ReactElement } from 'react';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { FORMAT_LABELS, type Format } from '../../../../../domain/constants';
import ui from '../../../../ui/ui.module.css';
import { RequiredMark } from './fields';
import styles from './submit.module.css';

/** SPEC §2 lists Leech first; Duo Heal, the newest format, comes last. */
const FORMAT_OPTIONS: { id: Format; label: string }[] = (['leech', 'five_man', 'duo_heal'] as const).map((id) => ({ id, label: FORMAT_LABELS[id] }));

/**
 * The round's format, required and clearable: AppSelect can do neither, and clearing is how the
 * admin empties the players list (SPEC §4).
 */
export function FormatSelect(props: { value: Format | null; onChange(format: Format | null): void }): ReactElement {
  const trigger = useRef<HTMLButtonElement>(null);
  const clear = (): void => {
    props.onChange(null);
    // The clear button goes away with the value: focus stays in the field instead of falling to the page.
    trigger.current?.focus();
  };
  return (
    // The clear button sits beside the Select, not in it: every Button inside a Select is its trigger.
    <div className={styles.clearable}>
      <Select
        className={`${ui.field} ${styles.field} ${styles.grow}`}
        value={props.value}
        onChange={(key) => props.onChange(key as Format | null)}
        isRequired
        placeholder="Choose…"
      >
        <Label className={ui.label}>
          Format
          <RequiredMark spoken />
        </Label>
        <Button ref={trigger} className={ui.control}>
          <SelectValue className={styles.value} />
          <span aria-hidden="true">▾</span>
        </Button>
        <Popover className={ui.popover}>
          <ListBox className={ui.listbox} items={FORMAT_OPTIONS}>
            {(option) => (
              <ListBoxItem className={ui.option} id={option.id}>
                {option.label}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </Select>
      {props.value && (
        <Button className={styles.iconButton} aria-label="Clear format" onPress={clear}>
          ✕
        </Button>
      )}
    </div>
  );
}
