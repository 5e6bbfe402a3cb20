import { DEFAULT_LEADERBOARD_QUERY } from '../domain/leaderboardList/types';
import { DEFAULT_ROUND_LIST_QUERY } from '../domain/roundList/types';
import { FIRST_VISIT_DATA_ID, type FirstVisitData } from '../domain/screenShells';
import { firstLeaderboardPage } from './screens/leaderboard/parts/useLeaderboardPage';
import { filtersOf, firstRoundRows } from './screens/roundTimes/parts/useRoundRows';
import { DEFAULT_ROUNDS_VIEW } from './screens/roundTimes/parts/view';
import { dataWorker } from './data/dataWorker';
import { queryKeys } from './data/keys';
import { firstAnswerKey } from './data/query/firstAnswers';

/** The data a first visit's page came with (api/render/firstVisit), or null for any other page. */
export function readFirstVisit(): FirstVisitData | null {
  const carried = document.getElementById(FIRST_VISIT_DATA_ID)?.textContent;
  return carried ? (JSON.parse(carried) as FirstVisitData) : null;
}

/**
 * The screens' first answers in a first visit's data, by the keys of the queries they answer: Round
 * Times' and the Leaderboard's first pages in their default views (the Leaderboard's before its pull).
 */
export function firstAnswersOf(data: FirstVisitData | null): ReadonlyMap<string, unknown> {
  const answers = new Map<string, unknown>();
  if (data?.roundTimes) {
    const key = queryKeys.roundList(filtersOf(DEFAULT_ROUNDS_VIEW), DEFAULT_ROUND_LIST_QUERY.page, DEFAULT_ROUND_LIST_QUERY.pageSize);
    answers.set(firstAnswerKey(key), firstRoundRows(data.roundTimes));
  }
  if (data?.leaderboard) answers.set(firstAnswerKey(queryKeys.leaderboard(DEFAULT_LEADERBOARD_QUERY, false)), firstLeaderboardPage(data.leaderboard));
  return answers;
}

/** The data worker keeps the server's rows too, so they stay on screen until the device has its own, offline included. */
export function handToWorker(data: FirstVisitData | null): void {
  if (data) void dataWorker().firstVisit(data);
}
