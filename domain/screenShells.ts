import type { LeaderboardQuery, LeaderboardRow } from './leaderboardList/types';
import type { RoundListQuery, RoundPage } from './roundList/types';

/**
 * Whether a path is the app's (/leaderboard, /details/12, a page), to be answered with its screen's
 * page, as opposed to the API or a file such as /sw.js.map, which is served as it is or not at all.
 */
export function isAppPath(urlPath: string): boolean {
  if (urlPath.startsWith('/api/')) return false;
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

/** The screens whose first visit comes with its first rows in its HTML, in the view its address asks for. */
export const FIRST_VISIT_PATHS = [HOME_PATH, '/leaderboard'] as const;
export type FirstVisitPath = (typeof FIRST_VISIT_PATHS)[number];

/** What the server worked out for a first visit's page: its screen's rows for the query its address asks. */
export interface FirstVisitData {
  roundTimes?: { query: RoundListQuery; page: RoundPage };
  leaderboard?: { query: LeaderboardQuery; rows: LeaderboardRow[]; total: number };
}
