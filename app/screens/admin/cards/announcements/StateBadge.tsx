import type { ReactElement } from 'react';
import type { AnnouncementState } from '../../../../../domain/announcements';
import { STATE_LABELS, STATE_MARKS } from './announcementView';
import styles from './announcements.module.css';

/** An entry's state as a badge; a cancelled one says why, in words that may wrap on a phone. */
export function StateBadge({ state }: { state: AnnouncementState }): ReactElement {
  return (
    <span className={styles.state}>
      <span className={styles.badge} data-state={state}>
        <span aria-hidden="true">{STATE_MARKS[state]}</span>
        {STATE_LABELS[state]}
      </span>
      {state === 'cancelled' && <span className={styles.why}>(round deleted)</span>}
    </span>
  );
}
