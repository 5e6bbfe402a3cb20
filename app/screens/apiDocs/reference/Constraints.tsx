import type { ReactElement } from 'react';
import type { Constraint } from './schemaFields';
import styles from './apiDocs.module.css';

/** Longer than this, a pattern (a date's runs to hundreds of characters) waits behind a press. */
const LONG_PATTERN = 60;

function LongPattern({ code }: { code: string }): ReactElement {
  return (
    <details className={styles.longCode}>
      <summary>a pattern of {code.length} characters</summary>
      <code>{code}</code>
    </details>
  );
}

/** A value's rules in a row: 'at least 1', 'one of "a", "b"'. */
export function Constraints({ rules }: { rules: readonly Constraint[] }): ReactElement | null {
  if (rules.length === 0) return null;
  return (
    <ul className={styles.constraints} aria-label="Rules">
      {rules.map((rule, i) => (
        <li key={i}>
          {rule.text}
          {rule.code !== undefined && ' '}
          {rule.code !== undefined && (rule.pattern && rule.code.length > LONG_PATTERN ? <LongPattern code={rule.code} /> : <code>{rule.code}</code>)}
        </li>
      ))}
    </ul>
  );
}
