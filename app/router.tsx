import { createRootRoute, createRoute, createRouter, lazyRouteComponent, redirect, type RouterHistory } from '@tanstack/react-router';
import { HOME_PATH } from '../domain/framePages';

// Only Round Times, where most visits land, is in the shell (its list loads at once beside it); every
// other screen loads on demand.
import { showSnackbar } from './ui/snackbar';
import { adoptStoredToken, getSession, refreshUser } from './data/session';
import { Shell } from './components/Shell';
import { NotFound } from './routes/NotFound';
import { roundsList, RoundTimes } from './routes/RoundTimes';
import { AuthCallback } from './routes/AuthCallback';
import { leaderboardSearch, loginSearch, playerSearch, recordsSearch, roundTimesSearch } from './routes/search';

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
  // Not awaited: the screen's frame shows at once, the list when its code is in (RoundTimes.tsx).
  loader: () => void roundsList.load().catch(() => undefined),
  validateSearch: roundTimesSearch,
  staticData: { loadParts: roundsList.load },
});
const leaderboardRoute = createRoute({ getParentRoute: () => rootRoute, path: '/leaderboard', component: lazyRouteComponent(() => import('./routes/Leaderboard'), 'Leaderboard'), validateSearch: leaderboardSearch });
const faqRoute = createRoute({ getParentRoute: () => rootRoute, path: '/faq', component: lazyRouteComponent(() => import('./routes/Faq'), 'Faq') });
const adminRoute = createRoute({ getParentRoute: () => rootRoute, path: '/admin', component: lazyRouteComponent(() => import('./routes/Admin'), 'Admin'), beforeLoad: requireAdmin });
const authCallbackRoute = createRoute({ getParentRoute: () => rootRoute, path: '/auth/callback', component: AuthCallback });
const accountRoute = createRoute({ getParentRoute: () => rootRoute, path: '/account', component: lazyRouteComponent(() => import('./routes/Account'), 'Account'), beforeLoad: requireLogin });
const replayRoute = createRoute({ getParentRoute: () => rootRoute, path: '/replay/$id', component: lazyRouteComponent(() => import('./routes/Replay'), 'Replay') });
const detailsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/details/$id', component: lazyRouteComponent(() => import('./routes/Details'), 'Details') });
const playerRoute = createRoute({ getParentRoute: () => rootRoute, path: '/player/$name', component: lazyRouteComponent(() => import('./routes/Player'), 'Player'), validateSearch: playerSearch });
const recordsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/records', component: lazyRouteComponent(() => import('./routes/Records'), 'Records'), validateSearch: recordsSearch });
const liveRoute = createRoute({ getParentRoute: () => rootRoute, path: '/live', component: lazyRouteComponent(() => import('./routes/Live'), 'Live') });
const apiDocsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/api-docs', component: lazyRouteComponent(() => import('./routes/ApiDocs'), 'ApiDocs') });
const loginRoute = createRoute({ getParentRoute: () => rootRoute, path: '/login', component: lazyRouteComponent(() => import('./routes/Login'), 'Login'), validateSearch: loginSearch });

const routeTree = rootRoute.addChildren([
  indexRoute,
  roundTimesRoute,
  leaderboardRoute,
  recordsRoute,
  liveRoute,
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
