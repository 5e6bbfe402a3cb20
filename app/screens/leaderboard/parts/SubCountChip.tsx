import type { ReactElement } from 'react';
import { FLAME_COUNT_ABOVE } from '../../../../domain/constants';
import { Chip } from '../../../ui/Chip';

function FlameIcon(): ReactElement {
  return (
    <svg width="0.9em" height="0.9em" viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
      <path d="M8.6 0.5c0.4 2.6 3.9 4.5 3.9 8.6A4.5 4.5 0 0 1 3.5 9.6c0-1.9 0.9-3.2 1.9-4 0 1.4 0.6 2.4 1.5 2.8C6.6 5.6 7.2 2.6 8.6 0.5z" />
    </svg>
  );
}

/** A sub-time run count: a flame chip above 100 runs (SPEC §9), else a chip in the primary colour. */
export function SubCountChip({ count }: { count: number }): ReactElement {
  if (count <= FLAME_COUNT_ABOVE) return <Chip tone="accent">{count}</Chip>;
  return (
    <Chip tone="flame">
      {/* Not by colour alone: the flame marks it too. The count is what a screen reader needs. */}
      <FlameIcon />
      {count}
    </Chip>
  );
}
