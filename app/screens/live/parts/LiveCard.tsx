import type { ReactElement } from 'react';
import { Link } from '@tanstack/react-router';
import { FORMAT_LABELS } from '../../../../domain/constants';
import type { LiveRound } from '../../../../domain/live';
import { currentWave, elapsedSince, formatClock, formatPace, livePace, type PaceReferences } from '../../../../domain/livePace';
import type { RoundRow } from '../../../../domain/roundList/types';
import { formatTime } from '../../../../domain/time';
import { paceText, type FinishProjection } from '../../../../domain/splitPlanner';
import { deltaColor, sortWaves } from '../../../../domain/waves';
import { QsTicks } from '../../details/parts/QsTicks';
import { RoundBadges } from '../../roundTimes/parts/RoundBadges';
import { TeamList } from './TeamList';
import text from '../../../ui/text.module.css';
import styles from './live.module.css';
import { formatShare } from '../../../../domain/stats';

/** A difference in its SPEC colour (slower red, faster green, even grey) and what it is against. */
function Pace({ delta, against, note }: { delta: number; against: string; note?: string }): ReactElement {
  return (
    <span className={styles.paceItem}>
      <span className={text.delta} data-tone={deltaColor(delta)}>
        {formatPace(delta)}
      </span>{' '}
      vs {against}
      {note && <span className={styles.note}> ({note})</span>}
    </span>
  );
}

/**
 * "On pace for 9:34.2 (9:28.0 to 9:41.6)": the median of what the team's remaining waves have taken
 * added to where it stands, between the 10th and 90th percentiles, and its chance of a team best and a WR.
 */
function Projection({ projection }: { projection: FinishProjection }): ReactElement {
  const from = projection.source === 'team' ? `the team's ${projection.rounds} rounds` : `${projection.rounds} rounds of the format (the team has too few)`;
  return (
    <p className={styles.projection} data-testid="projection">
      <span className={styles.paceLabel}>Projected finish</span>
      <span>
        {paceText(projection)}{' '}
        <span className={styles.note}>
          ({formatTime(projection.low)} to {formatTime(projection.high)})
        </span>
      </span>
      {projection.pbChance !== null && <span>Team best chance {formatShare(projection.pbChance)}</span>}
      {projection.wrChance !== null && <span>WR chance {formatShare(projection.wrChance)}</span>}
      <span className={styles.note}>From {from}</span>
    </p>
  );
}

/** Each wave's QS ticks so far, beside the fewest any scroller round took on that wave. */
function WaveQs({ round, references }: { round: LiveRound; references: PaceReferences }): ReactElement {
  if (round.checkpoints.length === 0) return <p className={text.muted}>QS ticks arrive from wave 2.</p>;
  const fewest = new Map(references.waveRecords?.waves.map((record) => [record.wave_number, record.fewestQs]));
  return (
    <ol className={styles.waves} aria-label="QS ticks by wave">
      {sortWaves(round.checkpoints).map((checkpoint) => (
        <li key={checkpoint.wave_number}>
          <span className={styles.waveName}>Wave {checkpoint.wave_number}</span>
          <QsTicks ticks={checkpoint.qs_time} />
          <span className={styles.recordQs}>record {fewest.get(checkpoint.wave_number) ?? '–'}</span>
        </li>
      ))}
    </ol>
  );
}

/**
 * One round being played: its team, wave, real time, QS ticks and pace; once finished, its time and
 * badges and the way to its details.
 */
export function LiveCard(props: { round: LiveRound; now: number; references: PaceReferences; finished: RoundRow | undefined; projection: FinishProjection | null }): ReactElement {
  const { round, references } = props;
  const pace = round.state === 'live' ? livePace(round, references) : null;
  return (
    <article className={styles.card} aria-label={`${FORMAT_LABELS[round.format]}, reported by ${round.reporter}`} data-state={round.state}>
      <header className={styles.head}>
        <h2 className={styles.format}>{FORMAT_LABELS[round.format]}</h2>
        {round.state === 'live' ? (
          <>
            <span className={styles.wave}>Wave {currentWave(round)}</span>
            <span className={styles.clock}>
              <span className="visually-hidden">Real time </span>
              {formatClock(elapsedSince(round.round_started_at, props.now))}
            </span>
          </>
        ) : (
          <p className={styles.finished}>
            Finished{' '}
            {round.round_id === null ? (
              formatTime(round.round_time)
            ) : (
              <Link to="/details/$id" params={{ id: String(round.round_id) }} className={styles.finishedTime}>
                {formatTime(round.round_time)}
              </Link>
            )}
            {props.finished && <RoundBadges row={props.finished} />}
          </p>
        )}
      </header>
      <TeamList format={round.format} players={round.players} />
      <WaveQs round={round} references={references} />
      {pace && (pace.worldRecord || pace.teamBest !== null) && (
        <p className={styles.pace}>
          <span className={styles.paceLabel}>Pace at wave {pace.wave}</span>
          {pace.worldRecord && <Pace delta={pace.worldRecord.delta} against="WR" note={pace.worldRecord.source === 'sum-of-best' ? 'sum of best' : undefined} />}
          {pace.teamBest !== null && <Pace delta={pace.teamBest} against="team best" />}
        </p>
      )}
      {round.state === 'live' && props.projection && <Projection projection={props.projection} />}
    </article>
  );
}
