import { FIRST_VISIT_DATA_ID, type FirstVisitData } from '../domain/screenShells';
import { firstLeaderboardPage } from './screens/leaderboard/parts/useLeaderboardPage';
import { firstRoundRows } from './screens/roundTimes/parts/useRoundRows';
import { dataWorker } from './data/dataWorker';
import { queryKeys } from './data/keys';
import { firstAnswerKey } from './data/query/firstAnswers';
import type { RoundLookup } from './data/rounds';

/** The data a first visit's page came with (api/render/firstVisit), or null for any other page. */
export function readFirstVisit(): FirstVisitData | null {
  const carried = document.getElementById(FIRST_VISIT_DATA_ID)?.textContent;
  return carried ? (JSON.parse(carried) as FirstVisitData) : null;
}

/**
 * The screens' first answers in a first visit's data, by the keys of the queries they answer: Round
 * Times' and the Leaderboard's page for the view the address asked (the Leaderboard's before its pull),
 * and the round a replay's address names.
 */
export function firstAnswersOf(data: FirstVisitData | null): ReadonlyMap<string, unknown> {
  const answers = new Map<string, unknown>();
  if (data?.roundTimes) {
    const { page, pageSize, ...filters } = data.roundTimes.query;
    answers.set(firstAnswerKey(queryKeys.roundList(filters, page, pageSize)), firstRoundRows(data.roundTimes.page));
  }
  if (data?.leaderboard) answers.set(firstAnswerKey(queryKeys.leaderboard(data.leaderboard.query, false)), firstLeaderboardPage(data.leaderboard));
  if (data?.replay) answers.set(firstAnswerKey(queryKeys.round(data.replay.round.id)), { outcome: 'found', round: data.replay.round } satisfies RoundLookup);
  return answers;
}

/** The data worker keeps the server's rows too, so they stay on screen until the device has its own, offline included. */
export function handToWorker(data: FirstVisitData | null): void {
  if (data) void dataWorker().firstVisit(data);
}
