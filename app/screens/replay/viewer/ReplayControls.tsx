import type { ReactElement } from 'react';
import type { PlaybackActions } from './usePlayback';
import { SeekSlider } from './SeekSlider';
import { TransportButtons } from './TransportButtons';
import { ViewOptions, type ViewOptionsProps } from './ViewOptions';
import styles from './ReplayControls.module.css';

export interface ReplayControlsProps extends ViewOptionsProps {
  tick: number;
  playing: boolean;
  actions: PlaybackActions;
  maxTick: number;
  /** The wave's frames are not there yet (or failed): nothing to move through. */
  isDisabled: boolean;
}

/** SPEC §2's controls, on top of the canvas: the transport buttons and seek slider, then wave, speed and smoothing. */
export function ReplayControls({ tick, playing, actions, maxTick, isDisabled, ...options }: ReplayControlsProps): ReactElement {
  return (
    <div className={styles.controls}>
      <TransportButtons
        actions={actions}
        maxTick={maxTick}
        atStart={isDisabled || tick <= 0}
        atEnd={isDisabled || tick >= maxTick}
        playing={playing}
        isDisabled={isDisabled}
      />
      <SeekSlider tick={tick} maxTick={maxTick} isDisabled={isDisabled} onSeek={actions.seek} />
      <ViewOptions {...options} />
    </div>
  );
}
