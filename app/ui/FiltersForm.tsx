import type { ReactNode } from 'react';
import { useSearch } from '@tanstack/react-router';
import ui from './ui.module.css';

/** The address's fields of a list's order, named alike by Round Times and the Leaderboard. */
const ORDER_FIELDS = ['sortBy', 'order'] as const;

/**
 * A list's filters as a real form: sent before the app runs (or without JavaScript), it asks for this
 * address with the same query string the app writes, and the server renders that view's first page.
 * Once the app runs, each change applies at once and the form is never sent. The list's order, which
 * its table's headers set rather than the form, rides along hidden, as the address holds it.
 */
export function FiltersForm(props: { className?: string; children: ReactNode }) {
  const search: Record<string, unknown> = useSearch({ strict: false });
  return (
    <form method="get" role="search" className={props.className} onSubmit={(event) => event.preventDefault()}>
      {ORDER_FIELDS.map((name) => search[name] !== undefined && <input key={name} type="hidden" name={name} value={String(search[name])} />)}
      {props.children}
      {/* Without JavaScript a select cannot send itself; with it, no button is needed. */}
      <noscript>
        <button type="submit" className={ui.button}>
          Apply
        </button>
      </noscript>
    </form>
  );
}
