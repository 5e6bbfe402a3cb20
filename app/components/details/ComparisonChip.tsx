import type { ReactElement } from 'react';
import { Button } from 'react-aria-components';
import { FORMAT_LABELS } from '../../../domain/constants';
import { formatTime } from '../../../domain/time';
import type { Comparison } from './comparison';

const COMPARISON_NAMES = { 'world-record': 'the world record', 'sum-of-best': 'the sum of best' } as const;
import { Chip } from '../../ui/Chip';
import styles from './Compare.module.css';

/** What the round is compared with; its close icon ends the comparison. */
export function ComparisonChip({ comparison, onClear }: { comparison: Comparison; onClear(): void }): ReactElement {
  const { round } = comparison;
  return (
    <Chip tone="accent">
      <span className={styles.chipText} data-testid="comparison">
        Compared with {comparison.kind === 'round' ? '' : `${COMPARISON_NAMES[comparison.kind]} `}
        {formatTime(round.round_time)} · {FORMAT_LABELS[round.format]}
      </span>
      <Button className={styles.clear} aria-label="Clear comparison" onPress={onClear}>
        <span aria-hidden="true">✕</span>
      </Button>
    </Chip>
  );
}
