import type { ReactElement } from 'react';
import { Link } from '@tanstack/react-router';
import { FORMAT_LABELS, FORMATS, type Format } from '../../../domain/constants';
import { useHydrated } from '../../ui/useHydrated';
import styles from './FormatToggles.module.css';

/** Every format, without counts: what a page offers while its own formats are on their way. */
export const EVERY_FORMAT: readonly { format: Format }[] = FORMATS.map((format) => ({ format }));

/**
 * The formats a page shows one at a time, each a link to the page in that format (the page's other
 * choices kept, but its page where the pages are the format's own), the shown one marked current; a
 * count beside each where it has one.
 */
export function FormatToggles(props: { formats: readonly { format: Format; count?: number }[]; shown: Format; pagedByFormat?: boolean }): ReactElement {
  const hydrated = useHydrated();
  return (
    <div className={styles.toggles} role="group" aria-label="Format">
      {props.formats.map(({ format, count }) => {
        const label = (
          <>
            {FORMAT_LABELS[format]}
            {count !== undefined && <span className={styles.count}>{count}</span>}
          </>
        );
        // The prerendered page stands for any query and, on a player's, any name: until the app runs,
        // each link is relative to the address it was opened at, and none is marked as shown.
        if (!hydrated) {
          return (
            <a key={format} href={`?format=${format}`} className={styles.toggle}>
              {label}
            </a>
          );
        }
        return (
          <Link
            key={format}
            to="."
            search={(held: Record<string, unknown>) => ({ ...held, format, ...(props.pagedByFormat ? { page: undefined } : {}) })}
            replace
            resetScroll={false}
            className={styles.toggle}
            aria-current={format === props.shown ? 'page' : undefined}
          >
            {label}
          </Link>
        );
      })}
    </div>
  );
}
