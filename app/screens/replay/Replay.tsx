import { useDeferredValue, useEffect, type ReactElement } from 'react';
import { useParams } from '@tanstack/react-router';
import { useReplayData } from '../../data/replays';
import { OFFLINE_ROUND_MESSAGE, useFirstVisitRound } from '../../data/rounds';
import { roundIdParam } from '../../../domain/screenShells';
import { ReplaySummary } from './viewer/ReplaySummary';
import { ReplayViewer } from './viewer/ReplayViewer';
import { prepareScene } from './viewer/stage/sceneHost';
import { Page } from '../../ui/Page';
import styles from './Replay.module.css';

/** Round Replay: the round's recorded waves on the arena map, tick by tick. */
export function Replay(): ReactElement {
  const { id } = useParams({ from: '/replay/$id' });
  const roundId = roundIdParam(id);
  const state = useReplayData(roundId);
  const firstVisitRound = useFirstVisitRound(roundId);
  // Another round's replay, held while this one's loads, is not shown meanwhile. The viewer is drawn
  // as a deferred render, which React splits into short tasks: a press meanwhile is answered at once.
  const shown = useDeferredValue(state.status === 'ready' ? state.data : undefined);
  // The drawing code downloads while the round does.
  useEffect(prepareScene, []);
  return (
    <Page title="Round Replay" titleId="replay-title">
      {shown?.outcome !== 'missing' && shown?.outcome !== 'offline' && <ReplaySummary round={shown?.round ?? firstVisitRound} />}
      {shown?.outcome === 'missing' && (
        <p role="alert" className={styles.error}>
          Round does not exist.
        </p>
      )}
      {shown?.outcome === 'offline' && (
        <p role="alert" className={styles.error}>
          {OFFLINE_ROUND_MESSAGE}
        </p>
      )}
      {(shown?.outcome === 'empty' || (shown?.outcome === 'opened' && shown.replay.waves.length === 0)) && (
        <p role="alert" className={styles.error}>
          No replay data available for this round.
        </p>
      )}
      {shown?.outcome === 'opened' && shown.replay.waves.length > 0 && <ReplayViewer key={shown.round.id} replay={shown.replay} arena={shown.arena} />}
    </Page>
  );
}
