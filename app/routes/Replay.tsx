import type { ReactElement } from 'react';
import { useParams } from '@tanstack/react-router';
import { useRound } from '../data/rounds';

export function Replay(): ReactElement {
  const { id } = useParams({ from: '/replay/$id' });
  const round = useRound(Number(id));
  return (
    <section aria-labelledby="replay-title">
      <h1 id="replay-title">Round Replay</h1>
      {round === undefined && <p>Loading round data</p>}
      {round === null && <p role="alert">Round does not exist.</p>}
      {round && !round.has_replay && <p role="alert">No replay data available for this round.</p>}
    </section>
  );
}
