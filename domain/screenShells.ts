import type { LeaderboardQuery, LeaderboardRow } from './leaderboardList/types';
import type { RoundListQuery, RoundPage } from './roundList/types';
import type { UnrankedRound } from './types';

/**
 * Whether a path is the app's (/leaderboard, /details/12, a page), to be answered with its screen's
 * page, as opposed to the API or a file such as /sw.js.map, which is served as it is or not at all.
 */
export function isAppPath(urlPath: string): boolean {
  // Shared links' pictures are the server's to answer, never a page (nor the service worker's to keep).
  if (urlPath.startsWith('/api/') || urlPath.startsWith('/og/')) return false;
  const lastSegment = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  const dot = lastSegment.lastIndexOf('.');
  // As path.extname: a leading dot (/.well-known) names no extension.
  const extension = dot > 0 ? lastSegment.slice(dot) : '';
  return extension === '' || extension === '.html';
}

/**
 * Where the build keeps a screen's prerendered page (scripts/prerender): a path's first segment names
 * it, so /details/12 opens on shells/details.html. A path without a page of its own gets index.html,
 * the shell alone.
 */
export function screenShellFile(urlPath: string): string {
  const segment = urlPath.split('/')[1] ?? '';
  return `shells/${segment}.html`;
}

/** The home screen: the installed app starts on it, and / redirects to it (SPEC §1), on the server before any code loads and in the client router. */
export const HOME_PATH = '/round-times';

/** The element of a first visit's page that carries the data its rows were drawn from, as JSON. */
export const FIRST_VISIT_DATA_ID = 'first-visit-data';

/**
 * The screens whose first visit comes with its data in its HTML: Round Times and the Leaderboard with
 * their rows in the view the address asks for, a replay with its round's summary.
 */
export type FirstVisitScreen = 'roundTimes' | 'leaderboard' | 'replay';

/** Which screen a path's first visit renders with its data, or null where the screen's page answers alone. */
export function firstVisitScreen(urlPath: string): FirstVisitScreen | null {
  if (urlPath === HOME_PATH) return 'roundTimes';
  if (urlPath === '/leaderboard') return 'leaderboard';
  return /^\/replay\/[^/]+$/.test(urlPath) ? 'replay' : null;
}

/** The first-visit paths the server renders as it starts, so no visitor waits while the renderer loads. */
export const FIRST_VISIT_WARM_UP = [HOME_PATH, '/leaderboard'] as const;

/** The round a /details/ or /replay/ address names, or 0 (no round) where its segment names none. */
export function roundIdParam(param: string): number {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

/** What the server worked out for a first visit's page: its screen's rows for the query its address asks, or the round it names. */
export interface FirstVisitData {
  roundTimes?: { query: RoundListQuery; page: RoundPage };
  leaderboard?: { query: LeaderboardQuery; rows: LeaderboardRow[]; total: number };
  replay?: { round: UnrankedRound };
}
