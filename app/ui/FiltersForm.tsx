import type { ReactNode } from 'react';
import ui from './ui.module.css';

/**
 * A list's filters as a real form: sent before the app runs (or without JavaScript), it asks for this
 * address with the same query string the app writes, and the server renders that view's first page.
 * Once the app runs, each change applies at once and the form is never sent. Fields the form has no
 * control for (the order) ride along hidden.
 */
export function FiltersForm(props: { className?: string; kept: Record<string, string | undefined>; children: ReactNode }) {
  return (
    <form method="get" role="search" className={props.className} onSubmit={(event) => event.preventDefault()}>
      {Object.entries(props.kept).map(([name, value]) => value !== undefined && <input key={name} type="hidden" name={name} value={value} />)}
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
