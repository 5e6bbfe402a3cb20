import type { ReactElement } from 'react';
import { FORMAT_LABELS } from '../../../../domain/constants';
import { formatTime } from '../../../../domain/time';
import { ClearableChip } from '../../../ui/Chip';
import type { Comparison } from './comparison';

/** What the round is compared with; its close icon ends the comparison. */
export function ComparisonChip({ comparison, onClear }: { comparison: Comparison; onClear(): void }): ReactElement {
  const { round } = comparison;
  return (
    <ClearableChip clearLabel="Clear comparison" onClear={onClear}>
      <span data-testid="comparison">
        Compared with {comparison.name ? `${comparison.name} ` : ''}
        {formatTime(round.round_time)} · {FORMAT_LABELS[round.format]}
      </span>
    </ClearableChip>
  );
}
