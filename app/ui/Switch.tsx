import { useRef } from 'react';
import { Switch } from 'react-aria-components';
import { useEarlyChoice } from './earlyInput';
import styles from './ui.module.css';

export function AppSwitch(props: { label: string; isSelected: boolean; onChange(selected: boolean): void; isDisabled?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  useEarlyChoice(input, props.isSelected, props.onChange);
  return (
    <Switch inputRef={input} className={styles.switch} isSelected={props.isSelected} onChange={props.onChange} isDisabled={props.isDisabled}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {props.label}
    </Switch>
  );
}
