import type { ReactElement } from 'react';
import type { RoundDetail } from '../../../../domain/types';
import styles from './RoundDetails.module.css';

export const HELD_NOTICE = 'This round would set a record, so it is held until an admin or a second teammate confirms it. It does not count anywhere yet.';

/** What the API says of a round's review; rounds on the device carry neither field, since only counted rounds reach it. */
export type ReviewState = Partial<Pick<RoundDetail, 'status' | 'review_reason'>>;

/**
 * A held or rejected round's standing, in words under the title: such rounds are in no list, so
 * this page is the one place that says why. Nothing for a round that counts.
 */
export function ReviewNotice({ status, review_reason: reason }: ReviewState): ReactElement | null {
  if (status !== 'held' && status !== 'rejected') return null;
  const held = status === 'held';
  return (
    <div className={styles.review} role="status" data-status={status}>
      <span className={styles.reviewBadge}>
        <span aria-hidden="true">{held ? '…' : '✕'}</span> {held ? 'Awaiting review' : 'Rejected'}
      </span>
      <p>{held ? HELD_NOTICE : `Rejected by an admin${reason ? `: ${reason}` : '.'}`}</p>
    </div>
  );
}
