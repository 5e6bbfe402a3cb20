import { FIRST_VISIT_DATA_ID, type FirstVisitData } from '../domain/framePages';
import { defaultLeaderboardPage } from './components/leaderboard/useLeaderboardPage';
import { defaultFirstPage } from './components/rounds/useRoundRows';
import { dataWorker } from './data/stats';

/** The data a first visit's page came with (api/render/firstVisit), or null for any other page. */
export function readFirstVisit(): FirstVisitData | null {
  const carried = document.getElementById(FIRST_VISIT_DATA_ID)?.textContent;
  return carried ? (JSON.parse(carried) as FirstVisitData) : null;
}

/** The screens' first answers in a first visit's data, by their queries' keys (see useStats). */
export function firstAnswersOf(data: FirstVisitData | null): ReadonlyMap<string, unknown> {
  const answers = new Map<string, unknown>();
  if (data?.roundTimes) answers.set(...defaultFirstPage(data.roundTimes));
  if (data?.leaderboard) answers.set(...defaultLeaderboardPage(data.leaderboard));
  return answers;
}

/** The data worker keeps the server's rows too, so they stay on screen until the device has its own, offline included. */
export function handToWorker(data: FirstVisitData | null): void {
  if (data) void dataWorker().firstVisit(data);
}
