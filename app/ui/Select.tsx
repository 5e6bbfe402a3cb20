import { startTransition, useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { lazyPart } from '../lazy/lazyPart';
import { useEarlyChoice } from './earlyInput';
import styles from './ui.module.css';

export type Key = string | number;

export interface SelectOption<K extends Key> {
  id: K;
  label: string;
  icon?: ReactNode;
}

export interface SelectProps<K extends Key> {
  label: string;
  options: readonly SelectOption<K>[];
  /** null: nothing chosen yet (a user with no main account or region). */
  value: K | null;
  onChange(value: K): void;
  isDisabled?: boolean;
  className?: string;
  /** Shown while the value is null. */
  placeholder?: string;
  /** The field's name in a form sent without the app (a list's filters). */
  name?: string;
}

// Its code (React Aria's list box and popover) is not needed to paint or use a page.
const RichSelect = lazyPart(() => import('./RichSelect').then((m) => m.RichSelect as (props: SelectProps<Key>) => ReturnType<typeof m.RichSelect>));

/**
 * A labelled single choice. The page comes with the browser's own select, which works before the app
 * takes over and without JavaScript; once the app runs and the richer select's code is in, that one
 * (icons in its list) takes its place, but never under the visitor's hand: while the select has focus
 * the swap waits for it to leave.
 */
export function AppSelect<K extends Key>(props: SelectProps<K>) {
  const native = useRef<HTMLSelectElement>(null);
  const [rich, setRich] = useState(false);
  // The browser's select holds its options' ids as text; '' is the placeholder's.
  const chosen = props.value === null ? '' : String(props.value);
  const choose = (picked: string) => {
    const option = props.options.find((held) => String(held.id) === picked);
    if (option) props.onChange(option.id);
  };
  useEarlyChoice(native, chosen, (select) => select.value, choose);
  useEffect(() => {
    const select = native.current;
    let gone = false;
    // In a transition: the richer select renders in slices, never inside a key's or a tap's task.
    const enrich = () => !gone && startTransition(() => setRich(true));
    void RichSelect.preload().then(() => {
      if (select && document.activeElement === select) select.addEventListener('blur', enrich, { once: true });
      else enrich();
    });
    return () => {
      gone = true;
      select?.removeEventListener('blur', enrich);
    };
  }, []);
  if (rich) return <RichSelect {...(props as SelectProps<Key>)} onChange={(key) => props.onChange(key as K)} />;
  return <NativeSelect selectRef={native} {...props} chosen={chosen} onChoose={choose} />;
}

function NativeSelect<K extends Key>({ selectRef, chosen, onChoose, ...props }: SelectProps<K> & { selectRef: Ref<HTMLSelectElement>; chosen: string; onChoose(value: string): void }) {
  const id = useId();
  return (
    <div className={`${styles.field} ${props.className ?? ''}`}>
      <label className={styles.label} htmlFor={id}>
        {props.label}
      </label>
      <span className={styles.nativeSelect}>
        <select
          ref={selectRef}
          id={id}
          name={props.name}
          className={styles.control}
          value={chosen}
          disabled={props.isDisabled}
          onChange={(event) => onChoose(event.target.value)}
        >
          {props.value === null && (
            <option value="" disabled>
              {props.placeholder ?? 'Choose…'}
            </option>
          )}
          {props.options.map((option) => (
            <option key={String(option.id)} value={String(option.id)}>
              {option.label}
            </option>
          ))}
        </select>
      </span>
    </div>
  );
}
