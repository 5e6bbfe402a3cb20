import type { ReactElement } from 'react';
import { FORMAT_LABELS, type Format } from '../../../domain/constants';
import styles from './FormatToggles.module.css';

/** The formats a page shows one at a time, the shown one pressed; a count beside each where it has one. */
export function FormatToggles(props: { formats: readonly { format: Format; count?: number }[]; shown: Format; onChange(format: Format): void }): ReactElement {
  return (
    <div className={styles.toggles} role="group" aria-label="Format">
      {props.formats.map(({ format, count }) => (
        <button key={format} type="button" className={styles.toggle} aria-pressed={format === props.shown} onClick={() => props.onChange(format)}>
          {FORMAT_LABELS[format]}
          {count !== undefined && <span className={styles.count}>{count}</span>}
        </button>
      ))}
    </div>
  );
}
