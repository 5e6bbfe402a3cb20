import type { ReactElement } from 'react';
import { PLAYBACK_SPEEDS, type PlaybackSpeed } from '../../domain/replay';
import { AppButton } from '../ui/AppButton';
import { AppSelect } from '../ui/Select';
import { AppSwitch } from '../ui/Switch';
import { Icon, type ControlIcon } from './icons';
import type { Playback } from './usePlayback';
import { SeekSlider } from './SeekSlider';
import styles from './ReplayControls.module.css';

export interface ReplayControlsProps {
  playback: Playback;
  maxTick: number;
  /** The wave's frames are not there yet (or failed): nothing to move through. */
  isDisabled: boolean;
  waves: readonly number[];
  wave: number;
  onWave(wave: number): void;
  speed: PlaybackSpeed;
  onSpeed(speed: PlaybackSpeed): void;
  smooth: boolean;
  onSmooth(smooth: boolean): void;
}

const WAVE_OPTIONS = (waves: readonly number[]) => waves.map((wave) => ({ id: wave, label: `Wave ${wave}` }));
const SPEED_OPTIONS = PLAYBACK_SPEEDS.map((speed) => ({ id: speed, label: `${speed}×` }));

function ControlButton(props: { label: string; icon: ControlIcon; isDisabled: boolean; onPress(): void; primary?: boolean }): ReactElement {
  return (
    <AppButton aria-label={props.label} className={styles.icon} isDisabled={props.isDisabled} onPress={props.onPress} variant={props.primary ? 'primary' : undefined}>
      <Icon name={props.icon} />
    </AppButton>
  );
}

/** SPEC §2's controls, on top of the canvas: the transport buttons and seek slider, then wave, speed and smoothing. */
export function ReplayControls(props: ReplayControlsProps): ReactElement {
  const { playback, maxTick, isDisabled } = props;
  const atStart = isDisabled || playback.tick <= 0;
  const atEnd = isDisabled || playback.tick >= maxTick;
  return (
    <div className={styles.controls}>
      <div className={styles.transport} role="group" aria-label="Playback">
        <ControlButton label="Jump to start" icon="start" isDisabled={atStart} onPress={() => playback.seek(0)} />
        <ControlButton label="Step back" icon="back" isDisabled={atStart} onPress={() => playback.step(-1)} />
        <ControlButton
          label={playback.playing ? 'Pause' : 'Play'}
          icon={playback.playing ? 'pause' : 'play'}
          isDisabled={isDisabled}
          onPress={playback.toggle}
          primary
        />
        <ControlButton label="Step forward" icon="forward" isDisabled={atEnd} onPress={() => playback.step(1)} />
        <ControlButton label="Jump to end" icon="end" isDisabled={atEnd} onPress={() => playback.seek(maxTick)} />
      </div>
      <SeekSlider tick={playback.tick} maxTick={maxTick} isDisabled={isDisabled} onSeek={playback.seek} />
      <div className={styles.options}>
        <AppSelect label="Wave" className={styles.wave} options={WAVE_OPTIONS(props.waves)} value={props.wave} onChange={props.onWave} />
        <AppSelect label="Speed" className={styles.speed} options={SPEED_OPTIONS} value={props.speed} onChange={props.onSpeed} />
        <AppSwitch label="Smooth movement" isSelected={props.smooth} onChange={props.onSmooth} />
      </div>
    </div>
  );
}
