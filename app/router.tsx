import { createRootRoute, createRoute, createRouter, redirect, type RouterHistory } from '@tanstack/react-router';
import { HOME_PATH } from '../domain/screenShells';

// Only Round Times, where most visits land, is in the shell (its list loads at once beside it); every
// other screen loads on demand.
import { lazyPart } from './lazy/lazyPart';
import { showSnackbar } from './ui/snackbar';
import { adoptStoredToken, getSession, refreshUser } from './data/session';
import { Shell } from './shell/Shell';
import { NotFound } from './screens/notFound/NotFound';
import { RoundsList, RoundTimes } from './screens/roundTimes/RoundTimes';
import { AuthCallback } from './screens/signIn/AuthCallback';
import { followingSearch, leaderboardSearch, loginSearch, planSearch, playerSearch, recordsSearch, roundTimesSearch, teamSearch, teamsSearch } from '../domain/routeSearch';

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** The screen's parts in chunks of their own: a prerendered page waits for them before the app takes it over. */
    loadParts?: () => Promise<void>;
  }
}

/** SPEC §2's guard, steps 3 and 4, for the routes that need them. */
async function requireLogin(): Promise<void> {
  await refreshUser();
  if (!getSession().user) {
    showSnackbar('Please login to access this page.', { color: 'warning' });
    throw redirect({ to: '/' });
  }
}

async function requireAdmin(): Promise<void> {
  await requireLogin();
  if (!getSession().isAdmin) {
    showSnackbar('Unauthorized!', { color: 'warning' });
    throw redirect({ to: '/' });
  }
}

const rootRoute = createRootRoute({
  component: Shell,
  notFoundComponent: NotFound,
  // SPEC §2's guard, steps 1 and 2, before every navigation.
  beforeLoad: async () => {
    adoptStoredToken();
    const session = getSession();
    if (session.token && !session.user) await refreshUser();
  },
});

const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', beforeLoad: () => { throw redirect({ to: HOME_PATH }); } });
const roundTimesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/round-times',
  component: RoundTimes,
  // Not awaited: the screen's shell shows at once, the list when its code is in (RoundTimes.tsx).
  loader: () => void RoundsList.preload(),
  validateSearch: roundTimesSearch,
  staticData: { loadParts: RoundsList.preload },
});
const leaderboardRoute = createRoute({ getParentRoute: () => rootRoute, path: '/leaderboard', component: lazyPart(() => import('./screens/leaderboard/Leaderboard').then((m) => m.Leaderboard)), validateSearch: leaderboardSearch });
const faqRoute = createRoute({ getParentRoute: () => rootRoute, path: '/faq', component: lazyPart(() => import('./screens/faq/Faq').then((m) => m.Faq)) });
const adminRoute = createRoute({ getParentRoute: () => rootRoute, path: '/admin', component: lazyPart(() => import('./screens/admin/Admin').then((m) => m.Admin)), beforeLoad: requireAdmin });
const authCallbackRoute = createRoute({ getParentRoute: () => rootRoute, path: '/auth/callback', component: AuthCallback });
const accountRoute = createRoute({ getParentRoute: () => rootRoute, path: '/account', component: lazyPart(() => import('./screens/account/Account').then((m) => m.Account)), beforeLoad: requireLogin });
const replayRoute = createRoute({ getParentRoute: () => rootRoute, path: '/replay/$id', component: lazyPart(() => import('./screens/replay/Replay').then((m) => m.Replay)) });
const detailsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/details/$id', component: lazyPart(() => import('./screens/details/Details').then((m) => m.Details)) });
const playerRoute = createRoute({ getParentRoute: () => rootRoute, path: '/player/$name', component: lazyPart(() => import('./screens/player/Player').then((m) => m.Player)), validateSearch: playerSearch });
const recordsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/records', component: lazyPart(() => import('./screens/records/Records').then((m) => m.Records)), validateSearch: recordsSearch });
const teamsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/teams', component: lazyPart(() => import('./screens/teams/Teams').then((m) => m.Teams)), validateSearch: teamsSearch });
const teamRoute = createRoute({ getParentRoute: () => rootRoute, path: '/team/$team', component: lazyPart(() => import('./screens/team/Team').then((m) => m.Team)), validateSearch: teamSearch });
const followingRoute = createRoute({ getParentRoute: () => rootRoute, path: '/following', component: lazyPart(() => import('./screens/following/Following').then((m) => m.Following)), validateSearch: followingSearch });
const planRoute = createRoute({ getParentRoute: () => rootRoute, path: '/plan', component: lazyPart(() => import('./screens/plan/Plan').then((m) => m.Plan)), validateSearch: planSearch });
const liveRoute = createRoute({ getParentRoute: () => rootRoute, path: '/live', component: lazyPart(() => import('./screens/live/Live').then((m) => m.Live)) });
const apiDocsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/api-docs', component: lazyPart(() => import('./screens/apiDocs/ApiDocs').then((m) => m.ApiDocs)) });
const loginRoute = createRoute({ getParentRoute: () => rootRoute, path: '/login', component: lazyPart(() => import('./screens/signIn/Login').then((m) => m.Login)), validateSearch: loginSearch });

const routeTree = rootRoute.addChildren([
  indexRoute,
  roundTimesRoute,
  leaderboardRoute,
  recordsRoute,
  teamsRoute,
  teamRoute,
  followingRoute,
  liveRoute,
  planRoute,
  playerRoute,
  faqRoute,
  adminRoute,
  authCallbackRoute,
  accountRoute,
  replayRoute,
  detailsRoute,
  apiDocsRoute,
  loginRoute,
]);

/**
 * The app's router. The build's prerender (app/prerender) gives it the page it renders, and no scroll
 * restoration: that would put an inline script in the page, which our CSP refuses.
 */
export function createAppRouter(options: { history?: RouterHistory; scrollRestoration?: boolean } = {}) {
  return createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: options.scrollRestoration ?? true, history: options.history });
}
