import { useRef, useState, type ReactElement } from 'react';
import { Focusable, Tooltip, TooltipTrigger } from 'react-aria-components';
import type { UnrankedRound } from '../../../domain/types';
import { AppButton } from '../../ui/AppButton';
import { AppDialog, DialogActions } from '../../ui/AppDialog';
import ui from '../../ui/ui.module.css';
import { CandidatePicker } from './CandidatePicker';
import { ComparisonChip } from './ComparisonChip';
import styles from './Compare.module.css';

export const COMPARE_DISABLED_REASON = 'Can only compare scroller submitted rounds';

/**
 * A disabled button still reachable by keyboard and pointer, so its tooltip can say why: a real
 * disabled button gets neither focus nor hover.
 */
function DisabledCompare(): ReactElement {
  return (
    <TooltipTrigger delay={300}>
      <Focusable>
        <span role="button" tabIndex={0} aria-disabled="true" data-disabled="true" className={ui.button}>
          Compare
        </span>
      </Focusable>
      <Tooltip className={ui.tooltip}>{COMPARE_DISABLED_REASON}</Tooltip>
    </TooltipTrigger>
  );
}

/** The Compare button, its dialog, and the chip of the chosen round (SPEC §4: none, chosen, cleared). */
export function CompareControl(props: { round: UnrankedRound; comparison: UnrankedRound | null; onChange(comparison: UnrankedRound | null): void }): ReactElement {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <div className={styles.toolbar}>
      {props.round.scroller ? (
        <AppButton ref={button} variant="primary" onPress={() => setOpen(true)}>
          Compare
        </AppButton>
      ) : (
        <DisabledCompare />
      )}
      {props.comparison && (
        <ComparisonChip
          round={props.comparison}
          onClear={() => {
            props.onChange(null);
            // The chip and its close icon are gone: focus goes back where a comparison starts.
            button.current?.focus();
          }}
        />
      )}
      <AppDialog title="Compare with another round" isOpen={open} onOpenChange={setOpen} maxWidth={800}>
        <CandidatePicker
          round={props.round}
          onChoose={(chosen) => {
            props.onChange(chosen);
            setOpen(false);
          }}
        />
        <DialogActions>
          <AppButton slot="close">Cancel</AppButton>
        </DialogActions>
      </AppDialog>
    </div>
  );
}
