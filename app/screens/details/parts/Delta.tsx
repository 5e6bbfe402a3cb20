import type { ReactElement } from 'react';
import { deltaColor, formatDelta } from '../../../../domain/waves';
import styles from './Delta.module.css';

/** This round minus the compared one: the sign says slower (+) or faster (−), the colour repeats it. */
export function Delta(props: { value: number; decimals: number; unit?: string }): ReactElement {
  return (
    <span className={styles.delta} data-tone={deltaColor(props.value)} data-testid="delta">
      <span className="visually-hidden">difference </span>
      {formatDelta(props.value, props.decimals)}
      {props.unit && ` ${props.unit}`}
    </span>
  );
}
