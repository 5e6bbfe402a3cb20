import { Suspense, useCallback, useDeferredValue, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { PAGE_SIZE } from '../../../../domain/constants';
import type { ListedRound } from '../../../../domain/roundList/types';
import type { PageSize, RoundRow } from '../../../../domain/roundList/types';
import { useSession } from '../../../data/session';
import { offlineReason, useOnline } from '../../../data/syncStatus';
import { withData, notYet } from '../../../data/query/queryState';
import { Loading, LoadState } from '../../../ui/LoadState';
import { ShownMark } from '../../../ui/ShownMark';
import { Pagination } from '../../../ui/Pagination';
import { BlockedNote } from '../../../ui/BlockedNote';
import type { RoundsTableProps } from './columns';
import { DeleteRoundDialog } from './DeleteRoundDialog';
import { deleteBlockedId } from './RoundCells';
import { RoundsFilters } from './RoundsFilters';
import { RoundsTable } from './RoundsTable';
import { WindowedRoundsTable } from './WindowedRoundsTable';
import { RowsContext, type RowsContextValue } from './RowsContext';
import { filtersOf, useRoundRows, type RoundFilters } from './useRoundRows';
import { LOADING_ROUNDS, type RoundsView } from './view';
import { withPageReset } from '../../../../domain/routeSearch';
import styles from './rounds.module.css';

const NONE: ReadonlySet<number> = new Set();

/**
 * The list of rounds with its filters, table and pages: Round Times, and the Admin Panel's review of
 * suspicious runs (`suspiciousAt`). The caller holds the view, page included (Round Times keeps it in
 * the URL, `pagesInAddress`); the page size is the list's own.
 */
export function RoundsList(props: {
  label: string;
  view: RoundsView;
  onViewChange(patch: Partial<RoundsView>): void;
  pagesInAddress?: boolean;
  /** Epoch ms: list only the rounds SPEC §5's suspicious rules flag at that moment. */
  suspiciousAt?: number;
  /** A User Timing mark made once the rows are on screen and live (ShownMark). */
  shownMark?: string;
}) {
  // The filters show a change at once; the rows follow it in a render of their own that React can
  // interrupt, so a change made while the rows are still the page's markup never hydrates them in one task.
  const view = useDeferredValue(props.view);
  const latest = useRef(props.onViewChange);
  useLayoutEffect(() => {
    latest.current = props.onViewChange;
  });
  // Stable, so the rows' part below stays the same element until what it shows changes.
  const changeView = useCallback((patch: Partial<RoundsView>) => latest.current(patch), []);
  const onViewChange = useCallback((patch: Partial<RoundsView>) => latest.current(withPageReset(patch)), []);
  const session = useSession();
  const online = useOnline();
  const blocked = offlineReason(online, 'deleting a round');
  const idPrefix = useId();

  const filters = useMemo<RoundFilters>(
    () => filtersOf(view, props.suspiciousAt),
    // The view's fields, not the view object, which is made anew on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [view.format, view.search, view.pbsOnly, view.sortBy, view.order, view.day, props.suspiciousAt],
  );
  const [pageSize, setPageSize] = useState<PageSize>(PAGE_SIZE);
  const page = pageSize === 'all' ? 0 : view.page;
  const listed = useRoundRows(filters, page, pageSize);
  const rows = listed.data;
  // A page past the end (rounds deleted meanwhile, or an address's page) moves back to the last one there is.
  const lastPage = rows && pageSize !== 'all' ? Math.max(0, Math.ceil(rows.total / pageSize) - 1) : 0;
  const pastTheEnd = rows !== undefined && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) changeView({ page: lastPage });
  }, [pastTheEnd, lastPage, changeView]);

  // Rows opened or closed by hand, by round id: exceptions to Expand All, forgotten when it flips.
  const [toggled, setToggled] = useState({ expandAll: view.expandAll, ids: NONE });
  const toggledIds = toggled.expandAll === view.expandAll ? toggled.ids : NONE;
  const isOpenAt = useCallback(
    (index: number) => {
      const row = rows?.rowAt(index);
      return row ? view.expandAll !== toggledIds.has(row.round.id) : view.expandAll;
    },
    [rows, view.expandAll, toggledIds],
  );
  const toggle = useCallback(
    (row: RoundRow) => {
      const ids = new Set(toggledIds);
      if (!ids.delete(row.round.id)) ids.add(row.round.id);
      setToggled({ expandAll: view.expandAll, ids });
    },
    [view.expandAll, toggledIds],
  );

  const [deleting, setDeleting] = useState<ListedRound | null>(null);
  // Before the first sync an empty list means 'not here yet', unless no sync can come.
  const shown = notYet(listed, (held) => !held.synced && online);
  const context = useMemo<RowsContextValue | undefined>(
    () => shown.data && { rows: shown.data, idPrefix, isOpenAt, toggle, onDelete: session.isAdmin ? setDeleting : undefined, deleteBlocked: blocked },
    [shown.data, idPrefix, isOpenAt, toggle, session.isAdmin, blocked],
  );

  const { label, pagesInAddress, shownMark } = props;
  const { sortBy, order } = view;
  const query = withData(shown, context);
  const { status, error } = query;
  const rowsPart = useMemo(
    () => {
      const table: RoundsTableProps = { label, sortBy, order, onSort: onViewChange };
      return (
        // The rows hydrate apart from the filters: a name typed before the app took over hydrates the
        // filters it lands in at once, and the rows in short tasks, not all in one.
        <Suspense fallback={<Loading what="rounds" loadingText={LOADING_ROUNDS} inset />}>
          {shownMark && <ShownMark name={shownMark} />}
          <LoadState query={query} what="rounds" loadingText={LOADING_ROUNDS} inset>
            {(shownRows) => (
              <RowsContext.Provider value={shownRows}>
                {session.isAdmin && <BlockedNote reason={blocked} id={deleteBlockedId(idPrefix)} />}
                {/* Every row at once is windowed: 100k rounds cannot all be in the page. */}
                {pageSize === 'all' ? <WindowedRoundsTable {...table} /> : <RoundsTable {...table} />}
                <Pagination
                  page={page}
                  pageSize={pageSize}
                  total={shownRows.rows.total}
                  moves={pagesInAddress ? { inAddress: true } : { onPage: (next) => changeView({ page: next }) }}
                  onPageSize={(size) => {
                    setPageSize(size);
                    changeView({ page: 0 });
                  }}
                />
              </RowsContext.Provider>
            )}
          </LoadState>
        </Suspense>
      );
    },
    // The query state's parts, not the object withData makes anew on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [status, error, context, label, sortBy, order, onViewChange, changeView, shownMark, session.isAdmin, blocked, idPrefix, pageSize, page, pagesInAddress],
  );

  return (
    <div className={styles.list}>
      <RoundsFilters view={props.view} onChange={onViewChange} />
      {rowsPart}
      <DeleteRoundDialog round={deleting} blocked={blocked} onClose={() => setDeleting(null)} />
    </div>
  );
}
