import type { ReactElement } from 'react';
import { Button } from 'react-aria-components';
import { FORMAT_LABELS } from '../../../../domain/constants';
import { formatTime } from '../../../../domain/time';
import { Chip } from '../../../ui/Chip';
import type { Comparison } from './comparison';
import styles from './Compare.module.css';

/** What the round is compared with; its close icon ends the comparison. */
export function ComparisonChip({ comparison, onClear }: { comparison: Comparison; onClear(): void }): ReactElement {
  const { round } = comparison;
  return (
    <Chip tone="accent">
      <span className={styles.chipText} data-testid="comparison">
        Compared with {comparison.name ? `${comparison.name} ` : ''}
        {formatTime(round.round_time)} · {FORMAT_LABELS[round.format]}
      </span>
      <Button className={styles.clear} aria-label="Clear comparison" onPress={onClear}>
        <span aria-hidden="true">✕</span>
      </Button>
    </Chip>
  );
}
