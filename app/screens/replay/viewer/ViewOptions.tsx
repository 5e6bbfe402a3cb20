import { memo, type ReactElement } from 'react';
import { PLAYBACK_SPEEDS, type PlaybackSpeed } from '../../../../domain/replay';
import { AppSelect } from '../../../ui/Select';
import { AppSwitch } from '../../../ui/Switch';
import styles from './ReplayControls.module.css';

export interface ViewOptionsProps {
  waves: readonly number[];
  wave: number;
  onWave(wave: number): void;
  speed: PlaybackSpeed;
  onSpeed(speed: PlaybackSpeed): void;
  smooth: boolean;
  onSmooth(smooth: boolean): void;
}

const SPEED_OPTIONS = PLAYBACK_SPEEDS.map((speed) => ({ id: speed, label: `${speed}×` }));

/** Which wave, how fast, how entities move: none of it changes with the tick, so it is memoised. */
export const ViewOptions = memo(function ViewOptions(props: ViewOptionsProps): ReactElement {
  const waveOptions = props.waves.map((wave) => ({ id: wave, label: `Wave ${wave}` }));
  return (
    <div className={styles.options}>
      <AppSelect label="Wave" className={styles.wave} options={waveOptions} value={props.wave} onChange={props.onWave} />
      <AppSelect label="Speed" className={styles.speed} options={SPEED_OPTIONS} value={props.speed} onChange={props.onSpeed} />
      <AppSwitch label="Smooth movement" isSelected={props.smooth} onChange={props.onSmooth} />
    </div>
  );
});
