import { useEffect, type ReactElement } from 'react';
import { useParams } from '@tanstack/react-router';
import { useReplayData } from '../data/replays';
import { OFFLINE_ROUND_MESSAGE } from '../data/rounds';
import { ReplaySummary } from '../replay/ReplaySummary';
import { ReplayViewer } from '../replay/ReplayViewer';
import { prepareScene } from '../replay/stage/sceneHost';
import { Page } from '../ui/Page';
import styles from './Replay.module.css';

/**
 * The round id of the path, or 0 (no round) when it is none: the data hook answers 'missing' for 0,
 * while NaN, never equal to itself, would keep it loading for ever.
 */
function roundId(param: string): number {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

/** Round Replay: the round's recorded waves on the arena map, tick by tick. */
export function Replay(): ReactElement {
  const { id } = useParams({ from: '/replay/$id' });
  const state = useReplayData(roundId(id));
  // The drawing code downloads while the round does.
  useEffect(prepareScene, []);
  return (
    <Page title="Round Replay" titleId="replay-title">
      {(state.status === 'loading' || state.status === 'empty' || state.status === 'ready') && <ReplaySummary round={state.status === 'loading' ? null : state.round} />}
      {state.status === 'missing' && (
        <p role="alert" className={styles.error}>
          Round does not exist.
        </p>
      )}
      {state.status === 'offline' && (
        <p role="alert" className={styles.error}>
          {OFFLINE_ROUND_MESSAGE}
        </p>
      )}
      {(state.status === 'empty' || (state.status === 'ready' && state.replay.waves.length === 0)) && (
        <p role="alert" className={styles.error}>
          No replay data available for this round.
        </p>
      )}
      {state.status === 'ready' && state.replay.waves.length > 0 && <ReplayViewer key={state.round.id} replay={state.replay} arena={state.arena} />}
    </Page>
  );
}
