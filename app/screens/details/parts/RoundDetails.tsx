import { useState, type ReactElement } from 'react';
import { useRecordsToCompare } from '../../../data/recordsToCompare';
import { useLiveFacts, type DetailedRound } from '../../../data/liveDetails';
import type { Comparison } from './comparison';
import { CompareControl } from './CompareControl';
import { ReviewNotice, type ReviewState } from './ReviewNotice';
import { Summary } from './Summary';
import { Team } from './Team';
import { TimeLossCard } from './timeLoss/TimeLossCard';
import { WaveSplits } from './WaveSplits';
import styles from './RoundDetails.module.css';

export const NON_SCROLLER_WARNING =
  "This run was not submitted by the scroller. Due to PID and players potentially loading out of waves late, some wave times may be 0.6 seconds slow and some QS ticks may be 1 tick fast. For accurate splits, make sure the team's scroller is submitting data.";

/** One round's cards; the route remounts it per round, so a comparison never outlives its round. */
export function RoundDetails({ round }: { round: DetailedRound & ReviewState }): ReactElement {
  const [comparison, setComparison] = useState<Comparison | null>(null);
  const recordsToCompare = useRecordsToCompare().data;
  const live = useLiveFacts(round);
  const hasWaves = round.wave_data.length > 0;
  // With no splits the left column would be nearly empty: the summary fills it (SPEC §2).
  const summary = <Summary round={round} comparison={comparison?.round ?? null} live={live} />;
  return (
    <>
      <ReviewNotice status={round.status} review_reason={round.review_reason} />
      {!round.scroller && (
        <div className={styles.warning} role="note">
          <span className={styles.icon} aria-hidden="true">
            ⚠
          </span>
          <p>{NON_SCROLLER_WARNING}</p>
        </div>
      )}
      <CompareControl round={round} recordsToCompare={recordsToCompare} comparison={comparison} onChange={setComparison} />
      <div className={styles.columns}>
        <div className={styles.column} data-column="left">
          <WaveSplits round={round} comparison={comparison} records={recordsToCompare?.waveRecords[round.format] ?? null} liveCheckpoints={live.checkpoints} />
          {hasWaves && <TimeLossCard roundId={round.id} format={round.format} />}
          {!hasWaves && summary}
        </div>
        <div className={styles.column} data-column="right">
          {hasWaves && summary}
          <Team round={round} />
        </div>
      </div>
    </>
  );
}
