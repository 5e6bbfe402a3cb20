import styles from './ui.module.css';

/**
 * The chevron that opens and closes a table row's details, the same in every table. A native button:
 * a page of rows holds one per row, and each component of React Aria's draws again once the page has
 * hydrated, in one task that a slow phone feels.
 */
export function ExpandButton(props: { label: string; expanded: boolean; controls?: string; onPress(): void }) {
  return (
    <button
      type="button"
      className={styles.expand}
      aria-label={props.label}
      aria-expanded={props.expanded}
      aria-controls={props.expanded ? props.controls : undefined}
      onClick={props.onPress}
    >
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M6 3.5 10.5 8 6 12.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
