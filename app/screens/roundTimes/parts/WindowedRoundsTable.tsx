import { RoundsTableElement } from './RoundsTable';
import type { RoundsTableProps } from './columns';
import { useRows } from './RowsContext';
import { useRowWindow } from './useRowWindow';
import styles from './rounds.module.css';

/**
 * Every round at once, in a scrolling box of which only the rows in view exist. Moving the window
 * mounts a few rows and leaves the others alone, so 100k rounds scroll smoothly.
 */
export function WindowedRoundsTable(props: RoundsTableProps) {
  const { rows } = useRows();
  const { start, end, padTop, padBottom, attachScroller, attachBody, onScroll } = useRowWindow(rows.count);
  const positions = Array.from({ length: end - start }, (_, k) => start + k);

  return (
    <div ref={attachScroller} className={`${styles.scroller} ${styles.windowed}`} onScroll={onScroll}>
      <div style={{ paddingTop: padTop, paddingBottom: padBottom }}>
        <RoundsTableElement {...props} positions={positions} attachBody={attachBody} />
      </div>
    </div>
  );
}
