import { useRef, useState, type ReactElement } from 'react';
import { Focusable, Tooltip, TooltipTrigger } from 'react-aria-components';
import type { UnrankedRound } from '../../../../domain/types';
import { AppButton } from '../../../ui/AppButton';
import { AppDialog, DialogActions } from '../../../ui/AppDialog';
import ui from '../../../ui/ui.module.css';
import type { RecordsToCompare } from '../../../../domain/dataWorker';
import { formatTime } from '../../../../domain/time';
import { CandidatePicker } from './CandidatePicker';
import { roundComparison, sumOfBestComparison, worldRecordComparison, type Comparison } from './comparison';
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

/**
 * The Compare button, its dialog, and the chip of the chosen comparison (SPEC §4: none, chosen,
 * cleared). Besides another round, the format's world record and its sum of best.
 */
export function CompareControl(props: {
  round: UnrankedRound;
  recordsToCompare: RecordsToCompare | undefined;
  comparison: Comparison | null;
  onChange(comparison: Comparison | null): void;
}): ReactElement {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const choose = (comparison: Comparison) => {
    props.onChange(comparison);
    setOpen(false);
  };
  const worldRecord = props.recordsToCompare?.worldRecords[props.round.format] ?? null;
  const sumOfBest = props.recordsToCompare ? sumOfBestComparison(props.recordsToCompare.waveRecords[props.round.format]) : null;
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
          comparison={props.comparison}
          onClear={() => {
            props.onChange(null);
            // The chip and its close icon are gone: focus goes back where a comparison starts.
            button.current?.focus();
          }}
        />
      )}
      <AppDialog title="Compare with another round" isOpen={open} onOpenChange={setOpen} maxWidth={800}>
        <div className={styles.recordsToCompare} role="group" aria-label="Compare with the best">
          <AppButton
            isDisabled={!worldRecord || worldRecord.id === props.round.id}
            onPress={() => worldRecord && choose(worldRecordComparison(worldRecord))}
          >
            World record{worldRecord ? ` ${formatTime(worldRecord.round_time)}` : ''}
          </AppButton>
          <AppButton isDisabled={!sumOfBest} onPress={() => sumOfBest && choose(sumOfBest)}>
            Sum of best{sumOfBest ? ` ${formatTime(sumOfBest.round.round_time)}` : ''}
          </AppButton>
          {!worldRecord && <p className={styles.note}>The world record has no scroller splits to compare with.</p>}
          {worldRecord?.id === props.round.id && <p className={styles.note}>This round is the world record.</p>}
        </div>
        <CandidatePicker round={props.round} onChoose={(chosen) => choose(roundComparison(chosen))} />
        <DialogActions>
          <AppButton slot="close">Cancel</AppButton>
        </DialogActions>
      </AppDialog>
    </div>
  );
}
