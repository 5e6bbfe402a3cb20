import type { ReactElement } from 'react';
import { Button } from 'react-aria-components';
import { FORMAT_LABELS } from '../../../domain/constants';
import { formatTime } from '../../../domain/time';
import type { UnrankedRound } from '../../../domain/types';
import { Chip } from '../../ui/Chip';
import styles from './Compare.module.css';

/** The compared round; its close icon ends the comparison. */
export function ComparisonChip({ round, onClear }: { round: UnrankedRound; onClear(): void }): ReactElement {
  return (
    <Chip tone="accent">
      <span className={styles.chipText} data-testid="comparison">
        Compared with {formatTime(round.round_time)} · {FORMAT_LABELS[round.format]}
      </span>
      <Button className={styles.clear} aria-label="Clear comparison" onPress={onClear}>
        <span aria-hidden="true">✕</span>
      </Button>
    </Chip>
  );
}
