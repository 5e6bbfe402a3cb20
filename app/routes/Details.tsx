import type { ReactElement } from 'react';
import { Link, useParams } from '@tanstack/react-router';
import { FORMAT_LABELS } from '../../domain/constants';
import { formatLocalDate, formatTime } from '../../domain/time';
import { useRound } from '../data/rounds';

export function Details(): ReactElement {
  const { id } = useParams({ from: '/details/$id' });
  const round = useRound(Number(id));
  return (
    <section aria-labelledby="details-title">
      <h1 id="details-title">Round Details</h1>
      {round === undefined && <p>Loading round data</p>}
      {round === null && <p role="alert">Round does not exist.</p>}
      {round && (
        <dl>
          <dt>Format</dt>
          <dd>{FORMAT_LABELS[round.format]}</dd>
          <dt>Time</dt>
          <dd>{formatTime(round.round_time)}</dd>
          <dt>Date</dt>
          <dd>{formatLocalDate(round.round_date)}</dd>
          <dt>Team</dt>
          <dd>{round.players.map((p) => `${p.character_name} (${p.role})`).join(', ')}</dd>
          {round.has_replay && (
            <>
              <dt>Replay</dt>
              <dd>
                <Link to="/replay/$id" params={{ id }}>
                  Watch the replay
                </Link>
              </dd>
            </>
          )}
        </dl>
      )}
    </section>
  );
}
