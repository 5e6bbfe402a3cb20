import type { CSSProperties, ReactElement } from 'react';
import styles from './ShareBars.module.css';
import { formatShare } from '../../../domain/stats';

export interface ShareSegment {
  key: string;
  label: string;
  /** 0 to 1 of the bar. */
  share: number;
  /** Its fill: a colour, or a pattern of one. */
  fill: CSSProperties['background'];
}

export interface ShareBar {
  label: string;
  segments: readonly ShareSegment[];
}

/**
 * Shares as stacked bars, one a row, with their legend: how a whole splits by kind. Drawn in HTML,
 * not on a canvas, so each segment reads aloud; a table of the same figures sits beside it.
 */
export function ShareBars({ title, legend, bars }: { title: string; legend: readonly Omit<ShareSegment, 'share'>[]; bars: readonly ShareBar[] }): ReactElement {
  return (
    <>
      <ul className={styles.legend} aria-hidden="true">
        {legend.map((entry) => (
          <li key={entry.key}>
            <span className={styles.swatch} style={{ background: entry.fill }} />
            {entry.label}
          </li>
        ))}
      </ul>
      <ol className={styles.bars} aria-label={title}>
        {bars.map((bar) => (
          <li key={bar.label} className={styles.bar}>
            <span className={styles.label}>{bar.label}</span>
            <span className={styles.track}>
              {bar.segments
                .filter((segment) => segment.share > 0)
                .map((segment) => (
                  <span key={segment.key} className={styles.segment} style={{ background: segment.fill, width: formatShare(segment.share) }} title={`${segment.label}: ${formatShare(segment.share)}`}>
                    <span className="visually-hidden">
                      {segment.label} {formatShare(segment.share)},{' '}
                    </span>
                  </span>
                ))}
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}
