import type { ReactElement } from 'react';
import { Link } from '@tanstack/react-router';
import { FORMAT_LABELS } from '../../../../domain/constants';
import { formatLocalDate, formatTime } from '../../../../domain/time';
import type { UnrankedRound } from '../../../../domain/types';
import { totalQsSeconds, WAVE_DELTA_DECIMALS } from '../../../../domain/waves';
import type { LiveFacts } from '../../../data/liveDetails';
import { Card } from '../../../ui/Card';
import { Delta } from './Delta';
import styles from './Summary.module.css';

/** A round with no splits has no QS time to add up: 0.0 s would read as a perfect round. */
function totalQs(round: UnrankedRound): number | null {
  return round.wave_data.length > 0 ? totalQsSeconds(round.wave_data) : null;
}

export function Summary({ round, comparison, live }: { round: UnrankedRound; comparison: UnrankedRound | null; live: LiveFacts }): ReactElement {
  const qs = totalQs(round);
  const comparedQs = comparison && totalQs(comparison);
  return (
    <Card title="Summary">
      <dl className={styles.list}>
        <dt>Format</dt>
        <dd>{FORMAT_LABELS[round.format]}</dd>
        <dt>Time</dt>
        <dd>
          {formatTime(round.round_time)}
          {comparison && <Delta value={round.round_time - comparison.round_time} decimals={WAVE_DELTA_DECIMALS} unit="s" />}
        </dd>
        <dt>Date</dt>
        <dd>{formatLocalDate(round.round_date)}</dd>
        {live.startedAt !== null && (
          <>
            <dt>Started</dt>
            <dd>{formatLocalDate(live.startedAt)}</dd>
          </>
        )}
        {live.realTime !== null && (
          <>
            <dt>Real time</dt>
            <dd>{formatTime(live.realTime)}</dd>
          </>
        )}
        <dt>Total QS time</dt>
        <dd>
          {qs === null ? 'N/A' : `${qs.toFixed(1)} s`}
          {qs !== null && comparedQs != null && <Delta value={qs - comparedQs} decimals={WAVE_DELTA_DECIMALS} unit="s" />}
        </dd>
        {round.has_replay && (
          <>
            <dt>Replay</dt>
            <dd>
              <Link to="/replay/$id" params={{ id: String(round.id) }}>
                Watch the replay
              </Link>
            </dd>
          </>
        )}
      </dl>
    </Card>
  );
}
