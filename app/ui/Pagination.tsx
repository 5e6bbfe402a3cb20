import { PAGE_SIZE_OPTIONS } from '../../domain/constants';
import type { PageSize } from '../../domain/roundList/types';
import { AppButton } from './AppButton';
import { AppSelect } from './Select';
import styles from './Pagination.module.css';

/** A table footer: rows per page (10, 25, 50, 100, all) where the reader may choose, the range shown, previous and next. */
export function Pagination(props: { page: number; pageSize: PageSize; total: number; onPage(page: number): void; onPageSize?(size: PageSize): void }) {
  const size = props.pageSize === 'all' ? Math.max(props.total, 1) : props.pageSize;
  const pages = Math.max(1, Math.ceil(props.total / size));
  const first = props.total === 0 ? 0 : props.page * size + 1;
  const last = Math.min(props.total, (props.page + 1) * size);
  return (
    <div className={styles.footer}>
      {props.onPageSize && (
        <AppSelect
          label="Rows per page"
          className={styles.size}
          options={PAGE_SIZE_OPTIONS.map((option) => ({ id: String(option), label: option === 'all' ? 'All' : String(option) }))}
          value={String(props.pageSize)}
          onChange={(value) => props.onPageSize!(value === 'all' ? 'all' : Number(value))}
        />
      )}
      <span className={styles.range} aria-live="polite">
        {first}–{last} of {props.total}
      </span>
      <AppButton aria-label="Previous page" isDisabled={props.page <= 0} onPress={() => props.onPage(props.page - 1)}>
        ‹
      </AppButton>
      <AppButton aria-label="Next page" isDisabled={props.page >= pages - 1} onPress={() => props.onPage(props.page + 1)}>
        ›
      </AppButton>
    </div>
  );
}
