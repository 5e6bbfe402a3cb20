import { useId, useState, type ReactElement } from 'react';
import type { ReviewRound } from '../../../../../domain/review';
import { useAction, type ActionResult } from '../../../../data/action';
import { offlineReason, useOnline } from '../../../../data/syncStatus';
import { LoadState } from '../../../../ui/LoadState';
import { RefreshCard } from '../RefreshCard';
import { DropReportDialog, type Dropping } from './DropReportDialog';
import { RejectDialog } from './RejectDialog';
import { approveRound, dropReport, rejectRound, showReport, showRuleChoice } from './reviewActions';
import { ReviewRoundItem } from './ReviewRoundItem';
import { useRecordHistories, useReviews } from './useReviews';
import styles from './review.module.css';

const NO_HISTORIES = {};

const INTRO =
  'Plugin rounds that would set or tie a world record or enter a top 3 wait here until an admin approves them or a second identified teammate confirms them. Below them, recent rounds more than one teammate reported.';

/**
 * Round Review: plugin rounds held because they would set or tie a record or enter a top 3, to
 * approve or reject, and recent rounds more than one teammate reported, to choose which report
 * each shows or drop one. Read from the server on opening, on Refresh and after each action.
 */
export function ReviewCard(): ReactElement {
  const reviews = useReviews();
  const { reload } = reviews;
  const histories = useRecordHistories().data ?? NO_HISTORIES;
  const blocked = offlineReason(useOnline(), 'reviewing rounds');
  const blockedId = useId();
  const { busy, run } = useAction();
  const [rejecting, setRejecting] = useState<ReviewRound | null>(null);
  const [dropping, setDropping] = useState<Dropping | null>(null);

  /** One action at a time; the list is read again after it, whatever the answer. */
  async function act<T>(action: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
    const result = await run(action);
    reload();
    return result;
  }

  const shared = { histories, blocked, blockedId, busy };
  const item = (round: ReviewRound) => (
    <ReviewRoundItem
      key={round.id}
      round={round}
      {...shared}
      onApprove={() => void act(() => approveRound(round))}
      onReject={() => setRejecting(round)}
      onShow={(report) => void act(() => showReport(round, report))}
      onRuleChoice={() => void act(() => showRuleChoice(round))}
      onDrop={(report) => setDropping({ round, report })}
    />
  );

  return (
    <RefreshCard title="Round Review" intro={INTRO} loading={reviews.status === 'loading'} onRefresh={reload} blocked={blocked} blockedId={blockedId}>
      <LoadState query={reviews} what="rounds for review" inset noteFailedRefresh>
        {(rounds) => {
          const held = rounds.filter((round) => round.status === 'held');
          const others = rounds.filter((round) => round.status !== 'held');
          return (
            <>
              <h3 className={styles.sectionTitle}>Held rounds</h3>
              {held.length === 0 ? <p className={styles.empty}>No rounds are waiting for review.</p> : <ul className={styles.rounds}>{held.map(item)}</ul>}
              {others.length > 0 && (
                <>
                  <h3 className={styles.sectionTitle}>Reported more than once</h3>
                  <ul className={styles.rounds}>{others.map(item)}</ul>
                </>
              )}
            </>
          );
        }}
      </LoadState>
      <RejectDialog
        round={rejecting}
        blocked={blocked}
        onReject={(round, reason) => act(() => rejectRound(round, reason))}
        onClose={() => setRejecting(null)}
      />
      <DropReportDialog
        dropping={dropping}
        blocked={blocked}
        onConfirm={(chosen) => act(() => dropReport(chosen.round, chosen.report))}
        onClose={() => setDropping(null)}
      />
    </RefreshCard>
  );
}
