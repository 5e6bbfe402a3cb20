import type { ReactElement, ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useHydrated } from './useHydrated';
import styles from './LinkToggles.module.css';

export interface LinkToggle {
  /** The address's value for this choice; undefined for the page's default, which leaves it out. */
  value: string | undefined;
  label: ReactNode;
}

/**
 * Choices a page shows one at a time, each a link to the page with `param` set to it (the page's
 * other choices kept, its page number dropped when `resetPage`), the shown one marked current.
 */
export function LinkToggles(props: { label: string; param: string; options: readonly LinkToggle[]; shown: string | undefined; resetPage?: boolean }): ReactElement {
  const hydrated = useHydrated();
  return (
    <div className={styles.toggles} role="group" aria-label={props.label}>
      {props.options.map(({ value, label }) => {
        // A prerendered page stands for any query and, on a player's, any name: until the app runs,
        // each link is relative to the address it was opened at, and none is marked as shown.
        if (!hydrated) {
          return (
            <a key={value ?? ''} href={value === undefined ? '?' : `?${props.param}=${value}`} className={styles.toggle}>
              {label}
            </a>
          );
        }
        return (
          <Link
            key={value ?? ''}
            to="."
            search={(held: Record<string, unknown>) => ({ ...held, [props.param]: value, ...(props.resetPage ? { page: undefined } : {}) })}
            replace
            resetScroll={false}
            className={styles.toggle}
            aria-current={value === props.shown ? 'page' : undefined}
          >
            {label}
          </Link>
        );
      })}
    </div>
  );
}

/** A figure beside a choice's name, such as how many rounds it holds. */
export function ToggleCount({ count }: { count: number }): ReactElement {
  return <span className={styles.count}>{count}</span>;
}
