import type { ReactElement, ReactNode } from 'react';
import { errorMessage, type QueryState } from '../data/query/queryState';
import { AppButton } from './AppButton';
import styles from './LoadState.module.css';

interface Placement {
  /** The line sits inside a card or a list, where its rows would start. */
  inset?: boolean;
  /** The loading line in SPEC's own words, where it gives them, in place of "Loading {what}…". */
  loadingText?: string;
}

/** "Loading rounds…": what stands in for something on its way (data, or a part's code). */
export function Loading({ what, inset, loadingText }: { what: string } & Placement): ReactElement {
  return (
    <p role="status" className={lineClass(inset)}>
      {loadingText ?? `Loading ${what}…`}
    </p>
  );
}

interface LoadStateProps<T> extends Placement {
  query: QueryState<T>;
  /** What loads, as the loading line names it: 'rounds' says "Loading rounds…". */
  what: string;
  /** What a failure says, when no data is held; "Could not load rounds: …" unless given. */
  failed?: ReactNode | ((error: unknown) => ReactNode);
  /** Offers "Try again" beside the failure. */
  onRetry?(): void;
  /** What an answer with nothing to show says, and when it has nothing. */
  empty?: { text: ReactNode; when(data: T): boolean };
  /** With data held, says below it when asking again failed (a card with a Refresh button). */
  noteFailedRefresh?: boolean;
  /** The data, once there is some: it stays while a newer answer is on its way. */
  children(data: T): ReactNode;
}

/** A loaded thing as a screen shows it: the data, else why it is not there (loading, failed, or empty). */
export function LoadState<T>({ query, what, failed, onRetry, empty, inset, loadingText, noteFailedRefresh, children }: LoadStateProps<T>): ReactNode {
  if (query.data !== undefined) {
    return (
      <>
        {empty?.when(query.data) ? <p className={lineClass(inset)}>{empty.text}</p> : children(query.data)}
        {noteFailedRefresh && query.status === 'error' && <p className={styles.refreshFailed}>Could not refresh: {errorMessage(query.error)}</p>}
      </>
    );
  }
  if (query.status !== 'error') return <Loading what={what} inset={inset} loadingText={loadingText} />;
  const text = typeof failed === 'function' ? failed(query.error) : (failed ?? `Could not load ${what}: ${errorMessage(query.error)}`);
  return (
    <div role="alert" className={`${styles.failed} ${inset ? styles.inset : ''}`}>
      <p>{text}</p>
      {onRetry && <AppButton onPress={onRetry}>Try again</AppButton>}
    </div>
  );
}

const lineClass = (inset: boolean | undefined): string | undefined => (inset ? `${styles.line} ${styles.inset}` : styles.line);
