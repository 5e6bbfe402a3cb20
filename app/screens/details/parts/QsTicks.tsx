import type { ReactElement } from 'react';
import { qsColor } from '../../../../domain/waves';
import styles from './QsTicks.module.css';

// Words beside the colours, so the rating never rests on colour alone.
const RATING = { green: 'ideal', orange: 'one tick over', red: 'off the ideal' } as const;

/** A wave's queue-start ticks in SPEC's colour: 4 green, 5 orange, anything else red. */
export function QsTicks({ ticks }: { ticks: number }): ReactElement {
  const color = qsColor(ticks);
  return (
    <span className={styles.qs} data-qs={color}>
      {ticks}
      <span className="visually-hidden"> ticks, {RATING[color]}</span>
    </span>
  );
}

export function QsLegend(): ReactElement {
  return (
    <ul className={styles.legend} aria-label="QS ticks colours">
      <li>
        <span className={styles.qs} data-qs="green">4</span> {RATING.green}
      </li>
      <li>
        <span className={styles.qs} data-qs="orange">5</span> {RATING.orange}
      </li>
      <li>
        <span className={styles.qs} data-qs="red">3, 6+</span> {RATING.red}
      </li>
    </ul>
  );
}
