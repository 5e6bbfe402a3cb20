import type { ReactElement } from 'react';
import { Link } from '@tanstack/react-router';
import type { SecurityRequirement } from './openApi';
import { accessNeeded, schemeAnchor } from './security';
import styles from './apiDocs.module.css';

/** Who may call an operation: the schemes it takes, with their roles, each linked to how to send it; or anyone. */
export function AccessLine({ requirements }: { requirements: readonly SecurityRequirement[] }): ReactElement {
  const { alternatives, open } = accessNeeded(requirements);
  return (
    <p className={styles.access}>
      <span className={styles.accessLabel}>Authentication:</span>{' '}
      {alternatives.length === 0 ? (
        'none, anyone may call it'
      ) : (
        <>
          {open && 'optional, '}
          {alternatives.map((schemes, i) => (
            <span key={i}>
              {i > 0 && ' or '}
              {schemes.map(({ scheme, scopes }, j) => (
                <span key={scheme}>
                  {j > 0 && ' and '}
                  <Link to="/api-docs" hash={schemeAnchor(scheme)} className={styles.scheme}>
                    {scheme}
                  </Link>
                  {scopes.length > 0 && ` (${scopes.join(', ')})`}
                </span>
              ))}
            </span>
          ))}
        </>
      )}
    </p>
  );
}
