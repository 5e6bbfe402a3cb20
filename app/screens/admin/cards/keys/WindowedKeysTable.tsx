import tables from '../../../../ui/table.module.css';
import { useRowWindow } from '../../../roundTimes/parts/useRowWindow';
import { KeysTableElement } from './ApiKeysTable';
import type { KeysTableProps } from './keyColumns';
import styles from './keys.module.css';

/** Every key at once (thousands, with the plugin's tokens) in a scrolling box of which only the rows in view exist. */
export function WindowedKeysTable(props: KeysTableProps) {
  const { start, end, padTop, padBottom, attachScroller, attachBody, onScroll } = useRowWindow(props.keys.length);
  return (
    <div ref={attachScroller} className={`${tables.scroller} ${styles.scroller} ${styles.windowed}`} onScroll={onScroll}>
      <div style={{ paddingTop: padTop, paddingBottom: padBottom }}>
        <KeysTableElement {...props} keys={props.keys.slice(start, end)} bodyRef={attachBody} />
      </div>
    </div>
  );
}
