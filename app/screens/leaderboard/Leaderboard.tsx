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

  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_LEADERBOARD_QUERY.pageSize);
  const page = pageSize === 'all' ? 0 : view.page;
  const query: LeaderboardQuery = { format: view.format, region: view.region, search: view.search, sortBy: view.sortBy, order: view.order, page, pageSize };
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
              pageSize={pageSize}
              total={standings.total}
              moves={{ inAddress: true }}
              onPageSize={(size) => {
                setPageSize(size);
                update({ page: 0 }, { replace: true });
              }}
            />
          </>
        )}
      </LoadState>
    </Page>
  );
}
