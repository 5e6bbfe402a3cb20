import fs from 'node:fs';
import type { Server } from 'node:http';
import Router from '@koa/router';
import Koa, { type Middleware } from 'koa';
import compose from 'koa-compose';
import compress from 'koa-compress';
import type { Logger } from 'pino';
import type { Config } from './config';
import { createDb, createReadDb, migrateLatest, type Db } from './db/connection';
import { createCursorProbe } from './db/cursorProbe';
import type { AppDeps } from './deps';
import { authenticate } from './http/auth';
import { cors } from './http/cors';
import { errorEnvelope } from './http/errors';
import { noRoute } from './http/noRoute';
import { rateLimits } from './http/rateLimit';
import { requestLog } from './http/requestLog';
import { routesOf, type RouteDescription } from './http/routeList';
import { securityHeaders } from './http/security';
import { staticApp } from './http/static';
import { clientAddress } from './http/trustedProxies';
import { accountRoutes } from './modules/accounts/routes';
import { apiDocsRoutes } from './modules/apiDocs/routes';
import { createAnnouncer, type AnnouncerOptions } from './modules/announcements/announcer';
import { createPusher } from './modules/push/pusher';
import type { OutboxTimings } from './outbox/outboxWorker';
import { announcementRoutes } from './modules/announcements/routes';
import { arenaRoutes } from './modules/arena/routes';
import { authRoutes } from './modules/auth/routes';
import { discordRoutes } from './modules/discord/routes';
import { playerRoutes } from './modules/players/routes';
import { createRoundIndex } from './readModel/rounds';
import { copyRoutes } from './modules/copy/routes';
import { roundTimesRoutes } from './modules/roundTimes/routes';
import { getRoundTimesPage } from './modules/roundTimes/services/getRoundTimesPage';
import { createLeaderboardCache } from './modules/players/leaderboardCache';
import { getLeaderboardPage } from './modules/players/services/getLeaderboardPage';
import { FIRST_VISIT_WARM_UP, roundIdParam } from '../domain/screenShells';
import { unranked } from '../domain/rank';
import { leaderboardQueryOf, leaderboardSearch, roundListQueryOf, roundTimesSearch } from '../domain/routeSearch';
import { firstVisitPages, type FirstVisitPages } from './render/firstVisit';
import { createUnfurl, siteUrlOf } from './unfurl/unfurl';
import { liveRoutes } from './modules/live/routes';
import { reviewRoutes } from './modules/reviews/routes';
import { roundRoutes } from './modules/rounds/routes';
import { findRound } from './modules/rounds/services/getRound';
import { createChangeWatcher, type ChangeWatcher, type ChangeWatcherOptions } from './modules/sync/events';
import { eventRoutes } from './modules/sync/routes';
import { tokenRoutes } from './modules/tokens/routes';
import { userRoutes } from './modules/users/routes';
import { followRoutes } from './modules/follows/routes';
import { pushRoutes } from './modules/push/routes';
import { HEALTH_PATH, healthCheck } from './ops/health';
import { createLogger } from './ops/log';
import { countRequests, createMetrics, METRICS_PATH, metricsEndpoint, type AppMetrics } from './ops/metrics';

export interface BaTimesApp {
  koa: Koa;
  db: Db;
  /** Connections for reads beside the writer's (on PostgreSQL, `db` itself). */
  reader: Db;
  logger: Logger;
  changeWatcher: ChangeWatcher;
  metrics: AppMetrics;
  /** Every route the server answers besides its static files, for tests that must cover each one. */
  routes: RouteDescription[];
  listen(port?: number, host?: string): Promise<Server>;
  close(): Promise<void>;
}

function apiRouter(deps: AppDeps): Router {
  const api = new Router({ prefix: '/api/v1' });
  for (const routes of [authRoutes, roundRoutes, reviewRoutes, copyRoutes, roundTimesRoutes, accountRoutes, playerRoutes, userRoutes, followRoutes, pushRoutes, tokenRoutes, discordRoutes, eventRoutes, arenaRoutes, announcementRoutes, liveRoutes, apiDocsRoutes]) {
    api.use(routes(deps).routes());
  }
  return api;
}

const CLIENT_GONE = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ECONNABORTED']);

export interface AppOptions {
  logger?: Logger;
  /** The clock of rate-limit windows (milliseconds since the epoch); tests move it. */
  rateLimitClock?: () => number;
  /** Poll and keep-alive intervals of the change notices; tests shorten them. */
  changeWatcher?: ChangeWatcherOptions;
  /** How often Discord announcements are looked for, and the wait after a failed try; tests shorten them. */
  announcer?: AnnouncerOptions;
  /** How often pushes are looked for, and the wait after a failed try; tests shorten them. */
  pusher?: OutboxTimings;
}

/** Builds the server: migrations run before it answers anything. */
export async function createApp(config: Config, options: AppOptions = {}): Promise<BaTimesApp> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const db = createDb(config.database, logger);
  await migrateLatest(db);
  const reader = createReadDb(config.database, db, logger);
  const cursorProbe = createCursorProbe(config.database, reader);

  // Koa never reads X-Forwarded-* itself: clientAddress believes them from the configured proxies alone.
  const koa = new Koa({ proxy: false });
  // Koa reports here what failed after an answer began; a client that left mid-answer is no fault of ours.
  koa.on('error', (err: NodeJS.ErrnoException) => {
    if (CLIENT_GONE.has(err.code ?? '')) return;
    logger.error({ err }, 'answer failed');
  });
  const changeWatcher = createChangeWatcher(cursorProbe.read, logger, options.changeWatcher);
  const metrics = createMetrics(changeWatcher);
  const roundIndex = createRoundIndex(reader, { latestCursor: cursorProbe.read });
  const leaderboard = createLeaderboardCache(reader, roundIndex);
  const limits = { db, scale: config.rateLimitScale, logger, now: options.rateLimitClock };
  const unfurl = createUnfurl({ db, reader, roundIndex, leaderboard, logger, siteUrl: siteUrlOf(config), limits });
  const api = apiRouter({ db, reader, config, logger, changeWatcher, metrics, roundIndex, leaderboard, unfurl });
  const announcer = createAnnouncer(db, config, logger, options.announcer);
  const pusher = createPusher(db, reader, config, logger, options.pusher);

  koa.use(clientAddress(config.trustedProxies));
  koa.use(requestLog(logger));
  koa.use(countRequests(metrics.requests));
  koa.use(securityHeaders(config));
  koa.use(async (ctx, next) => {
    const start = process.hrtime.bigint();
    await next();
    // Time spent in the app (not on the wire); the bench reads it.
    ctx.set('Server-Timing', `app;dur=${(Number(process.hrtime.bigint() - start) / 1e6).toFixed(3)}`);
  });
  // Files are compressed from this threshold; the API's own answers from a larger one (API_COMPRESS_THRESHOLD).
  koa.use(compress({ threshold: 1024, deflate: false }));
  // Outside /api: not rate limited, and answered before any API middleware touches the database.
  koa.use(healthCheck(db, logger));
  koa.use(metricsEndpoint(metrics.registry, config.metricsToken));
  const apiStack = compose([
    errorEnvelope(logger),
    cors(config),
    rateLimits(db, { scale: config.rateLimitScale, logger, now: options.rateLimitClock }),
    authenticate(reader, config),
    api.routes() as Middleware,
    noRoute,
  ]);
  koa.use(async (ctx, next) => {
    if (!ctx.path.startsWith('/api/')) return next();
    // SPEC paths end in a slash; the same path without it answers too.
    if (ctx.path.endsWith('/')) ctx.path = ctx.path.replace(/\/+$/, '');
    await apiStack(ctx, async () => undefined);
  });
  koa.use(unfurl.pictures);
  let firstVisit: FirstVisitPages | undefined;
  if (config.staticDir && fs.existsSync(config.staticDir)) {
    firstVisit = firstVisitPages(
      config.staticDir,
      {
        roundTimes: async ({ search }) => {
          const asked = roundTimesSearch.parse(search);
          // A day is the reader's: their zone is the device's to know, so its rows come from the device.
          if (asked.day) return {};
          const query = roundListQueryOf(asked);
          return { roundTimes: { query, page: await getRoundTimesPage(reader, roundIndex, query) } };
        },
        leaderboard: async ({ search }) => {
          const query = leaderboardQueryOf(leaderboardSearch.parse(search));
          return { leaderboard: { query, ...(await getLeaderboardPage(reader, leaderboard, query)) } };
        },
        replay: async ({ path }) => {
          const id = roundIdParam(path.slice('/replay/'.length));
          const round = id > 0 ? await findRound(reader, id, roundIndex.roundsNow) : undefined;
          return round ? { replay: { round: unranked(round) } } : {};
        },
      },
      logger,
    );
    koa.use(staticApp(config.staticDir, { firstVisit, logger, firstVisitLimit: limits, unfurl }));
  }

  let server: Server | null = null;
  let closing: Promise<void> | null = null;
  return {
    koa,
    db,
    reader,
    logger,
    changeWatcher,
    metrics,
    routes: [...routesOf(api), { method: 'GET', path: HEALTH_PATH }, { method: 'GET', path: METRICS_PATH }],
    async listen(port = config.port, host = config.host) {
      // Read before the first request, so no visitor waits while every round is read into memory,
      // nor while the first-visit renderer loads.
      await roundIndex.rounds();
      for (const path of FIRST_VISIT_WARM_UP) await firstVisit?.(path, '').catch((err: unknown) => logger.warn({ err }, 'rendering a first visit failed'));
      await unfurl.warmUp().catch((err: unknown) => logger.warn({ err }, 'drawing the site’s picture failed'));
      announcer.start();
      pusher.start();
      return new Promise((resolve, reject) => {
        const s = koa.listen(port, host, () => resolve(s));
        s.once('error', reject);
        server = s;
      });
    },
    close() {
      // Once: a second call (a signal during shutdown, a test's clean-up) waits for the first.
      closing ??= (async () => {
        // Open event streams would otherwise hold the server open for ever.
        await changeWatcher.close();
        if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
        await announcer.close();
        await pusher.close();
        await cursorProbe.close();
        if (reader !== db) await reader.destroy();
        await db.destroy();
      })();
      return closing;
    },
  };
}
