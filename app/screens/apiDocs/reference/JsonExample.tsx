import type { ReactElement } from 'react';
import styles from './apiDocs.module.css';

/** An example body, pretty-printed, in a box of its own that scrolls (by keyboard too) when it is long or wide. */
export function JsonExample({ value, label }: { value: unknown; label: string }): ReactElement {
  const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  return (
    <div className={styles.example} role="group" aria-label={label} tabIndex={0}>
      <pre>{text}</pre>
    </div>
  );
}
