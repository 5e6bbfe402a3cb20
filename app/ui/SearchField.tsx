import { useRef } from 'react';
import { Button, Input, Label, SearchField, Text } from 'react-aria-components';
import { useEarlyText } from './earlyInput';
import { useSettledText } from './useSettledText';
import styles from './ui.module.css';

/** A search box: `value` is the search, `onChange` hears it once typing pauses (useSettledText), or at once on Enter or clear. */
export function AppSearchField(props: { label: string; value: string; onChange(value: string): void; description?: string; name?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const { text, type, now } = useSettledText(props.value, props.onChange);
  useEarlyText(input, text, type);
  return (
    <SearchField className={styles.field} value={text} onChange={type} onSubmit={now} onClear={() => now('')} name={props.name}>
      <Label className={styles.label}>{props.label}</Label>
      <div className={styles.control}>
        <Input ref={input} className={styles.searchInput} />
        {text && (
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
