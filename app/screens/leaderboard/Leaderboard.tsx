import { useState, type ReactElement } from 'react';
import type { PageSize } from '../../../domain/roundList/types';
import { LeaderboardFilters } from './parts/LeaderboardFilters';
import { LeaderboardTable } from './parts/LeaderboardTable';
import { useExpandedRows } from './parts/useExpandedRows';
import { useLeaderboardPage } from './parts/useLeaderboardPage';
import { useLeaderboardView } from './parts/useLeaderboardView';
import { useSearchText } from './parts/useSearchText';
import { LoadState } from '../../ui/LoadState';
import { Page } from '../../ui/Page';
import { Pagination } from '../../ui/Pagination';
import { DEFAULT_LEADERBOARD_QUERY, type LeaderboardQuery } from '../../../domain/leaderboardList/types';

/** Player Leaderboard: one region's standings in a format, kept locally and read through the data worker. */
export function Leaderboard(): ReactElement {
  const [view, update] = useLeaderboardView();
  const [searchText, setSearchText] = useSearchText(view.search, (search) => update({ search }, { replace: true }));
  const expansion = useExpandedRows(view.expandAll);

  // The page belongs to one list: a new format, region, search or order starts again at page 1.
  const listKey = JSON.stringify([view.format, view.region, view.search, view.sortBy, view.order]);
  const [paging, setPaging] = useState<{ listKey: string; page: number; pageSize: PageSize }>({ listKey, page: DEFAULT_LEADERBOARD_QUERY.page, pageSize: DEFAULT_LEADERBOARD_QUERY.pageSize });
  const page = paging.listKey === listKey ? paging.page : 0;

  const query: LeaderboardQuery = { format: view.format, region: view.region, search: view.search, sortBy: view.sortBy, order: view.order, page, pageSize: paging.pageSize };
  const answer = useLeaderboardPage(query);

  return (
    <Page title="Player Leaderboard" titleId="leaderboard-title" stack>
      <LeaderboardFilters
        format={view.format}
        onFormat={(format) => update({ format })}
        region={view.region}
        onRegion={(region) => update({ region })}
        search={searchText}
        onSearch={setSearchText}
        expandAll={view.expandAll}
        onExpandAll={(expandAll) => update({ expandAll })}
      />
      <LoadState query={answer} what="leaderboards" loadingText="Loading leaderboards...">
        {(standings) => (
          <>
            <LeaderboardTable
              format={view.format}
              rows={standings.rows}
              sortBy={view.sortBy}
              order={view.order}
              onSort={(sortBy, order) => update({ sortBy, order })}
              isExpanded={expansion.isExpanded}
              onToggle={expansion.toggle}
              emptyText={view.search ? `No players match “${view.search}”.` : 'No players on this leaderboard yet.'}
            />
            <Pagination
              page={page}
              pageSize={paging.pageSize}
              total={standings.total}
              onPage={(next) => setPaging({ listKey, page: next, pageSize: paging.pageSize })}
              onPageSize={(pageSize) => setPaging({ listKey, page: 0, pageSize })}
            />
          </>
        )}
      </LoadState>
    </Page>
  );
}
