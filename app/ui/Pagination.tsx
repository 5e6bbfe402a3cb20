import type { ReactElement } from 'react';
import { Link } from '@tanstack/react-router';
import { PAGE_SIZE_OPTIONS } from '../../domain/constants';
import type { PageSize } from '../../domain/roundList/types';
import { AppButton } from './AppButton';
import { AppSelect } from './Select';
import ui from './ui.module.css';
import styles from './Pagination.module.css';

/**
 * How a list moves between pages: a page kept in the address (`page`, from 1) is reached by links,
 * which work before the app has taken the page over and without JavaScript; a page kept in a
 * component's state by buttons.
 */
export type PageMoves = { inAddress: true } | { onPage(page: number): void };

function PageStep(props: { to: number; label: string; isDisabled: boolean; moves: PageMoves; children: string }): ReactElement {
  const { moves } = props;
  if ('onPage' in moves) {
    return (
      <AppButton aria-label={props.label} isDisabled={props.isDisabled} onPress={() => moves.onPage(props.to)}>
        {props.children}
      </AppButton>
    );
  }
  // Page 1 is the address without a page, so a list's first page has one address.
  const page = props.to === 0 ? undefined : props.to + 1;
  return (
    <Link
      to="."
      search={(held: Record<string, unknown>) => ({ ...held, page })}
      className={`${ui.button} ${styles.step}`}
      aria-label={props.label}
      disabled={props.isDisabled}
      resetScroll={false}
      data-disabled={props.isDisabled || undefined}
    >
      {props.children}
    </Link>
  );
}

/** A table footer: rows per page (10, 25, 50, 100, all) where the reader may choose, the range shown, previous and next. */
export function Pagination(props: { page: number; pageSize: PageSize; total: number; moves: PageMoves; onPageSize?(size: PageSize): void }) {
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
      <PageStep to={props.page - 1} label="Previous page" isDisabled={props.page <= 0} moves={props.moves}>
        ‹
      </PageStep>
      <PageStep to={props.page + 1} label="Next page" isDisabled={props.page >= pages - 1} moves={props.moves}>
        ›
      </PageStep>
    </div>
  );
}
