import { useCallback, useState, type ReactElement } from 'react';
import type { ArenaCollision } from '../../../../domain/arena';
import { TICK_MS } from '../../../../domain/constants';
import type { PlaybackSpeed } from '../../../../domain/replay';
import type { OpenedReplay } from '../../../data/replays';
import { EntityLegend } from './EntityLegend';
import { ReplayCanvas } from './ReplayCanvas';
import { ReplayControls } from './ReplayControls';
import { usePlayback } from './usePlayback';
import { usePlaybackKeys } from './usePlaybackKeys';
import { useWaveFrames } from './useWaveFrames';
import styles from './ReplayViewer.module.css';

const NO_ARENA_NOTE = 'The arena map is not configured: showing an open floor.';

/** A replay with at least one wave: controls, the canvas and its legend. */
export function ReplayViewer({ replay, arena }: { replay: OpenedReplay; arena: ArenaCollision | null }): ReactElement {
  const [wave, setWave] = useState(replay.waves[0]!);
  const [speed, setSpeed] = useState<PlaybackSpeed>(1);
  const [smooth, setSmooth] = useState(false);
  const waveFrames = useWaveFrames(replay, wave);
  const frames = waveFrames.status === 'ready' ? waveFrames.data : null;
  const maxTick = frames ? Math.max(0, frames.length - 1) : 0;
  const { tick, playing, actions } = usePlayback(maxTick, speed);
  usePlaybackKeys(frames ? actions.toggle : noop, frames ? actions.step : noop);

  const { newWave } = actions;
  const changeWave = useCallback(
    (next: number) => {
      if (next === wave) return;
      setWave(next);
      newWave();
    },
    [wave, newWave],
  );

  return (
    <div className={styles.viewer}>
      <ReplayControls
        tick={tick}
        playing={playing}
        actions={actions}
        maxTick={maxTick}
        isDisabled={!frames}
        waves={replay.waves}
        wave={wave}
        onWave={changeWave}
        speed={speed}
        onSpeed={setSpeed}
        smooth={smooth}
        onSmooth={setSmooth}
      />
      {arena === null && (
        <p role="note" className={styles.note}>
          {NO_ARENA_NOTE}
        </p>
      )}
      <p role="status" className={styles.status}>
        {waveFrames.status === 'loading' ? `Loading wave ${wave}…` : ''}
      </p>
      {waveFrames.status === 'error' && (
        <p role="alert" className={styles.error}>
          Wave {wave} of this replay could not be loaded.
        </p>
      )}
      <div className={styles.stage}>
        <ReplayCanvas arena={arena} wave={wave} frames={frames} tick={tick} playing={playing} tickMs={TICK_MS / speed} smooth={smooth} />
        <EntityLegend />
      </div>
    </div>
  );
}

function noop(): void {}
