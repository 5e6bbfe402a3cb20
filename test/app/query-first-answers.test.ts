import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '../../domain/constants';
import type { FirstVisitData } from '../../domain/screenShells';
import { DEFAULT_LEADERBOARD_QUERY, type LeaderboardRow } from '../../domain/leaderboardList/types';
import { DEFAULT_ROUND_LIST_QUERY, type RoundRow } from '../../domain/roundList/types';
import { useLeaderboardPage } from '../../app/screens/leaderboard/parts/useLeaderboardPage';
import { filtersOf, useRoundRows } from '../../app/screens/roundTimes/parts/useRoundRows';
import { DEFAULT_ROUNDS_VIEW } from '../../app/screens/roundTimes/parts/view';
import { FirstAnswers } from '../../app/data/query/firstAnswers';
import type { QueryState } from '../../app/data/query/queryState';
import { firstAnswersOf } from '../../app/firstVisit';

const row = { round: { id: 1 } } as RoundRow;
const standing = { entry: { player_name: 'Alpha' } } as LeaderboardRow;
const firstVisit: FirstVisitData = {
  roundTimes: { query: DEFAULT_ROUND_LIST_QUERY, page: { rows: [row], total: 1 } },
  leaderboard: { query: DEFAULT_LEADERBOARD_QUERY, rows: [standing], total: 1 },
};

/** What a hook gives on the first render of a page that came with `data`, as the server renders it and the client hydrates it. */
function firstRender<T>(data: FirstVisitData | null, use: () => QueryState<T>): QueryState<T> {
  let seen: QueryState<T> | undefined;
  function Probe(): ReactNode {
    seen = use();
    return null;
  }
  renderToString(createElement(FirstAnswers, { value: firstAnswersOf(data) }, createElement(Probe)));
  return seen!;
}

describe("a first visit's answers", () => {
  it("reach Round Times' rows in its default view on the first render", () => {
    const rows = firstRender(firstVisit, () => useRoundRows(filtersOf(DEFAULT_ROUNDS_VIEW), 0, PAGE_SIZE));
    expect(rows.status).toBe('ready');
    expect(rows.data).toMatchObject({ total: 1, synced: true, count: 1 });
    expect(rows.data?.rowAt(0)).toBe(row);
  });

  it("reach the Leaderboard's first page in its default view on the first render", () => {
    const page = firstRender(firstVisit, () => useLeaderboardPage(DEFAULT_LEADERBOARD_QUERY));
    expect(page).toMatchObject({ status: 'ready', data: { rows: [standing], total: 1 } });
  });

  it('reach the view the address asked for, a search on its second page', () => {
    const asked: FirstVisitData = {
      roundTimes: { query: { ...DEFAULT_ROUND_LIST_QUERY, format: 'leech', search: 'Alpha', pbsOnly: true, page: 1 }, page: { rows: [row], total: 26 } },
      leaderboard: { query: { ...DEFAULT_LEADERBOARD_QUERY, region: 'EU', search: 'Alpha', page: 1 }, rows: [standing], total: 26 },
    };
    const view = { ...DEFAULT_ROUNDS_VIEW, format: 'leech' as const, search: 'Alpha', pbsOnly: true };
    expect(firstRender(asked, () => useRoundRows(filtersOf(view), 1, PAGE_SIZE)).data).toMatchObject({ total: 26, count: 1 });
    expect(firstRender(asked, () => useRoundRows(filtersOf(view), 0, PAGE_SIZE)).status).toBe('loading');
    expect(firstRender(asked, () => useLeaderboardPage({ ...DEFAULT_LEADERBOARD_QUERY, region: 'EU', search: 'Alpha', page: 1 })).data).toMatchObject({ total: 26 });
    expect(firstRender(asked, () => useLeaderboardPage(DEFAULT_LEADERBOARD_QUERY)).status).toBe('loading');
  });

  it('answer no other view, and nothing without a first visit', () => {
    expect(firstRender(firstVisit, () => useRoundRows(filtersOf({ ...DEFAULT_ROUNDS_VIEW, pbsOnly: true }), 0, PAGE_SIZE)).status).toBe('loading');
    expect(firstRender(firstVisit, () => useLeaderboardPage({ ...DEFAULT_LEADERBOARD_QUERY, page: 1 })).status).toBe('loading');
    expect(firstRender(null, () => useRoundRows(filtersOf(DEFAULT_ROUNDS_VIEW), 0, PAGE_SIZE))).toMatchObject({ status: 'loading', data: undefined });
  });
});
