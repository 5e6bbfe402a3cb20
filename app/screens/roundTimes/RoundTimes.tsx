import { Suspense, type ReactElement } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { DEFAULT_ROUNDS_VIEW, LOADING_ROUNDS, type RoundsView } from './parts/view';
import { lazyPart } from '../../lazy/lazyPart';
import { Loading } from '../../ui/LoadState';
import { Page } from '../../ui/Page';
import { SHOWN_MARKS } from '../../ui/shownMarks';
import { roundListQueryOf, type RoundTimesSearch } from '../../../domain/routeSearch';

/**
 * The list (filters, table, select and dialog) is most of this screen's code, and has no rows to show
 * before the data worker does. The route's loader asks for it as the screen is chosen, so it loads
 * beside the worker's first pull; asked for as the app's code loaded, every other screen downloaded
 * and ran it too, in its start-up. A prerendered page waits for it before the app takes over.
 */
export const RoundsList = lazyPart(() => import('./parts/RoundsList').then((m) => m.RoundsList));

/** The longest search the query string keeps (search.ts); longer would be dropped on the way back. */
const SEARCH_MAX = 64;

function viewOf(search: RoundTimesSearch): RoundsView {
  const { format, search: text, pbsOnly, sortBy, order, page } = roundListQueryOf(search);
  return { format, search: text, pbsOnly, sortBy, order, page, expandAll: search.expand === 'all', day: search.day ?? null };
}

/** The query string for a view, defaults left out so a plain /round-times stays plain. */
function searchOf(view: RoundsView): RoundTimesSearch {
  return {
    expand: view.expandAll ? 'all' : undefined,
    format: view.format ?? undefined,
    search: view.search.slice(0, SEARCH_MAX) || undefined,
    sortBy: view.sortBy === DEFAULT_ROUNDS_VIEW.sortBy ? undefined : view.sortBy,
    order: view.order === DEFAULT_ROUNDS_VIEW.order ? undefined : view.order,
    pbs: view.pbsOnly ? 1 : undefined,
    page: view.page === 0 ? undefined : view.page + 1,
    day: view.day ?? undefined,
  };
}

/** Round Times: every round, its view mirrored in the query string so a link reproduces it. */
export function RoundTimes(): ReactElement {
  const search = useSearch({ from: '/round-times' });
  const navigate = useNavigate({ from: '/round-times' });
  return (
    <Page title="Round Times" titleId="round-times-title">
      <Suspense fallback={<Loading what="rounds" loadingText={LOADING_ROUNDS} inset />}>
        <RoundsList
          label="Rounds"
          pagesInAddress
          shownMark={SHOWN_MARKS.roundTimes}
          view={viewOf(search)}
          onViewChange={(patch) =>
            // Typing a search rewrites the current entry: Back leaves the page, not one letter. Pages are
            // links; a page alone set here is the list's own correction (past the end, a new page size).
            void navigate({ search: (held) => searchOf({ ...viewOf(held), ...patch }), replace: 'search' in patch || Object.keys(patch).every((field) => field === 'page') })
          }
        />
      </Suspense>
    </Page>
  );
}
