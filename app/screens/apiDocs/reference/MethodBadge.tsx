import type { ReactElement } from 'react';
import type { HttpMethod } from './openApi';
import styles from './apiDocs.module.css';

/** The HTTP method in capitals, coloured by what it does: reads, writes and deletes apart at a glance. */
export function MethodBadge({ method }: { method: HttpMethod }): ReactElement {
  return (
    <span className={styles.method} data-method={method}>
      {method.toUpperCase()}
    </span>
  );
}
