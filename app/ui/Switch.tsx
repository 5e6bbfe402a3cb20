import { useRef } from 'react';
import { Switch } from 'react-aria-components';
import { useEarlyChoice } from './earlyInput';
import styles from './ui.module.css';

/** A switch; `name` and `value` are what it sends, turned on, in a form sent without the app. */
export function AppSwitch(props: { label: string; isSelected: boolean; onChange(selected: boolean): void; isDisabled?: boolean; name?: string; value?: string }) {
  const input = useRef<HTMLInputElement>(null);
  useEarlyChoice(input, props.isSelected, (box) => box.checked, props.onChange);
  return (
    <Switch inputRef={input} className={styles.switch} isSelected={props.isSelected} onChange={props.onChange} isDisabled={props.isDisabled} name={props.name} value={props.value}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {props.label}
    </Switch>
  );
}
