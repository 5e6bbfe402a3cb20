import type { ReactElement } from 'react';
import { Label, Slider, SliderThumb, SliderTrack } from 'react-aria-components';
import { tickCaption } from '../../../../domain/replay';
import styles from './ReplayControls.module.css';

/** Seeking (SPEC §2): from tick 0 to the last, labelled with the tick and its time. */
export function SeekSlider(props: { tick: number; maxTick: number; isDisabled: boolean; onSeek(tick: number): void }): ReactElement {
  return (
    <Slider
      className={styles.seek}
      value={props.tick}
      minValue={0}
      maxValue={props.maxTick}
      isDisabled={props.isDisabled}
      onChange={(value) => props.onSeek(Array.isArray(value) ? value[0]! : value)}
    >
      <Label className={styles.caption}>{tickCaption(props.tick)}</Label>
      <SliderTrack className={styles.track}>
        {({ state }) => (
          <>
            <div className={styles.fill} style={{ width: `${state.getThumbPercent(0) * 100}%` }} />
            <SliderThumb className={styles.thumb} />
          </>
        )}
      </SliderTrack>
    </Slider>
  );
}
