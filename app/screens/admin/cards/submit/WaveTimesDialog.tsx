import { useId, type ReactElement } from 'react';
import { WAVE_COUNT } from '../../../../../domain/constants';
import { AppButton } from '../../../../ui/AppButton';
import { AppDialog, DialogActions } from '../../../../ui/AppDialog';
import { CheckboxInput, NumberInput } from './fields';
import type { WaveDraft } from './roundDraft';
import styles from './submit.module.css';

/** SPEC §9: the waves dialog is 1000 px wide at most. */
const DIALOG_MAX_WIDTH = 1000;

type WavePatch = Partial<Omit<WaveDraft, 'wave_number'>>;

/** One wave: its time; from wave 2 on also the queen-spawn ticks, premove and reset (SPEC §2). */
function WaveRow({ wave, onChange }: { wave: WaveDraft; onChange(patch: WavePatch): void }): ReactElement {
  const nameId = useId();
  return (
    <div role="group" aria-labelledby={nameId} className={styles.wave}>
      <span id={nameId} className={styles.waveName}>
        Wave {wave.wave_number}
      </span>
      <NumberInput label="Wave Time (s)" className={styles.waveNumber} value={wave.wave_time} onChange={(wave_time) => onChange({ wave_time })} />
      {wave.wave_number > 1 && (
        <>
          <NumberInput
            label="QS Time (ticks)"
            className={styles.waveNumber}
            value={wave.qs_time}
            onChange={(qs_time) => onChange({ qs_time })}
            wholeNumbers
          />
          <div className={styles.waveChecks}>
            <CheckboxInput label="Good Premove" value={wave.good_premove} onChange={(good_premove) => onChange({ good_premove })} />
            <CheckboxInput label="Reset" value={wave.reset} onChange={(reset) => onChange({ reset })} />
          </div>
        </>
      )}
    </div>
  );
}

export function WaveTimesDialog(props: {
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  waves: readonly WaveDraft[];
  onChange(waveNumber: number, patch: WavePatch): void;
  onClear(): void;
}): ReactElement {
  const openChange = (open: boolean): void => {
    // A number field commits on blur: closing by Escape or a click outside would drop the one being typed.
    if (!open && document.activeElement instanceof HTMLElement) document.activeElement.blur();
    props.onOpenChange(open);
  };
  return (
    <AppDialog title={`Wave Times (1-${WAVE_COUNT})`} isOpen={props.isOpen} onOpenChange={openChange} maxWidth={DIALOG_MAX_WIDTH}>
      <div className={styles.waves}>
        {props.waves.map((wave) => (
          <WaveRow key={wave.wave_number} wave={wave} onChange={(patch) => props.onChange(wave.wave_number, patch)} />
        ))}
      </div>
      <div className={styles.dialogFooter}>
        <DialogActions>
          <AppButton onPress={props.onClear}>Clear</AppButton>
          <AppButton variant="primary" onPress={() => openChange(false)}>
            Close
          </AppButton>
        </DialogActions>
      </div>
    </AppDialog>
  );
}
