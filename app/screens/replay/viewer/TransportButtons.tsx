import { memo, type ReactElement } from 'react';
import { AppButton } from '../../../ui/AppButton';
import { Icon, type ControlIcon } from './icons';
import type { PlaybackActions } from './usePlayback';
import styles from './ReplayControls.module.css';

function ControlButton(props: { label: string; icon: ControlIcon; isDisabled: boolean; onPress(): void; primary?: boolean }): ReactElement {
  return (
    <AppButton aria-label={props.label} className={styles.icon} isDisabled={props.isDisabled} onPress={props.onPress} variant={props.primary ? 'primary' : undefined}>
      <Icon name={props.icon} />
    </AppButton>
  );
}

interface TransportProps {
  actions: PlaybackActions;
  maxTick: number;
  atStart: boolean;
  atEnd: boolean;
  playing: boolean;
  isDisabled: boolean;
}

/**
 * Start, back, play or pause, forward, end (SPEC §2). Memoised: while playing only the slider follows
 * every tick, these change at the ends of the wave.
 */
export const TransportButtons = memo(function TransportButtons({ actions, maxTick, atStart, atEnd, playing, isDisabled }: TransportProps): ReactElement {
  return (
    <div className={styles.transport} role="group" aria-label="Playback">
      <ControlButton label="Jump to start" icon="start" isDisabled={atStart} onPress={() => actions.seek(0)} />
      <ControlButton label="Step back" icon="back" isDisabled={atStart} onPress={() => actions.step(-1)} />
      <ControlButton label={playing ? 'Pause' : 'Play'} icon={playing ? 'pause' : 'play'} isDisabled={isDisabled} onPress={actions.toggle} primary />
      <ControlButton label="Step forward" icon="forward" isDisabled={atEnd} onPress={() => actions.step(1)} />
      <ControlButton label="Jump to end" icon="end" isDisabled={atEnd} onPress={() => actions.seek(maxTick)} />
    </div>
  );
});
