import { screenShellFile } from '../../domain/screenShells';

export interface ScreenShell {
  /** The page's file in dist/. */
  fileName: string;
  /** The app path rendered into it; null for the shell alone (header, status, an empty main). */
  path: string | null;
  /**
   * Lazily loaded sources the shell renders (the screen's, and parts it loads itself): their styles
   * and code are linked from the page.
   */
  lazy: readonly string[];
}

const SCREENS = [
  { path: '/round-times', lazy: ['app/screens/roundTimes/parts/RoundsList.tsx'] },
  { path: '/leaderboard', lazy: ['app/screens/leaderboard/Leaderboard.tsx'] },
  { path: '/records', lazy: ['app/screens/records/Records.tsx'] },
  { path: '/teams', lazy: ['app/screens/teams/Teams.tsx'] },
  // Any team: the shell shows the screen waiting for the team's data.
  { path: '/team/_', lazy: ['app/screens/team/Team.tsx'] },
  // Any name: the shell shows the screen waiting for the player's data.
  { path: '/player/_', lazy: ['app/screens/player/Player.tsx'] },
  { path: '/faq', lazy: ['app/screens/faq/Faq.tsx', 'app/screens/faq/parts/FaqAccordion.tsx'] },
  // Any id: the shell shows no round, only the screen waiting for one.
  { path: '/details/0', lazy: ['app/screens/details/Details.tsx'] },
  { path: '/replay/0', lazy: ['app/screens/replay/Replay.tsx'] },
];

/**
 * The main screens' pages, and index.html with the shell alone: it answers every other path, and
 * every path offline (the service worker's one page), where another screen's shell would show the
 * wrong one until the app renders.
 */
export const SCREEN_SHELLS: readonly ScreenShell[] = [
  { fileName: 'index.html', path: null, lazy: [] },
  ...SCREENS.map((screen) => ({ fileName: screenShellFile(screen.path), ...screen })),
];
