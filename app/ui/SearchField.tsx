import { useRef } from 'react';
import { Button, Input, Label, SearchField, Text } from 'react-aria-components';
import { useEarlyText } from './earlyInput';
import styles from './ui.module.css';

export function AppSearchField(props: { label: string; value: string; onChange(value: string): void; description?: string; name?: string }) {
  const input = useRef<HTMLInputElement>(null);
  useEarlyText(input, props.value, props.onChange);
  return (
    <SearchField className={styles.field} value={props.value} onChange={props.onChange} name={props.name}>
      <Label className={styles.label}>{props.label}</Label>
      <div className={styles.control}>
        <Input ref={input} className={styles.searchInput} />
        {props.value && (
          <Button className={styles.clear} aria-label="Clear search">
            ✕
          </Button>
        )}
      </div>
      {props.description && (
        <Text slot="description" className={styles.description}>
          {props.description}
        </Text>
      )}
    </SearchField>
  );
}
