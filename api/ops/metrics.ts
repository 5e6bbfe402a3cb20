import crypto from 'node:crypto';
import type { Context, Middleware } from 'koa';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ChangeWatcher } from '../modules/sync/events';
import { HEALTH_PATH } from './health';

export const METRICS_PATH = '/metrics';

export type UploadOutcome = 'created' | 'merged' | 'refused';

/** This app's own registry: several apps in one process (the tests) must not share counters. */
export interface AppMetrics {
  registry: Registry;
  /** Rounds reported with an API key: a new round, merged into a teammate's report, or refused. */
  uploads: Counter<'outcome'>;
  /** Incremental pulls (`GET /rounds/?since=`). */
  syncPulls: Counter;
  requests: RequestMetrics;
}

interface RequestMetrics {
  count: Counter<'method' | 'route' | 'status'>;
  duration: Histogram<'method' | 'route' | 'status'>;
}

export function createMetrics(changeWatcher: ChangeWatcher): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  new Gauge({
    name: 'ba_times_sse_clients',
    help: 'Clients listening to change notices (/api/v1/events) on this process.',
    registers,
    collect() {
      this.set(changeWatcher.clientCount);
    },
  });
  return {
    registry,
    uploads: new Counter({ name: 'ba_times_uploads_total', help: 'Rounds reported with an API key, by outcome.', labelNames: ['outcome'], registers }),
    syncPulls: new Counter({ name: 'ba_times_sync_pulls_total', help: 'Incremental round pulls (GET /api/v1/rounds/?since=).', registers }),
    requests: {
      count: new Counter({
        name: 'ba_times_http_requests_total',
        help: 'HTTP requests answered, by method, route template and status.',
        labelNames: ['method', 'route', 'status'],
        registers,
      }),
      duration: new Histogram({
        name: 'ba_times_http_request_duration_seconds',
        help: 'Time from receiving a request to its handler returning, by method, route template and status.',
        labelNames: ['method', 'route', 'status'],
        buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
        registers,
      }),
    },
  };
}

/**
 * The route label is the router's template (/api/v1/rounds/:id), never the raw path, so a scan of
 * made-up paths cannot grow the label set without bound.
 */
function routeLabel(ctx: Context, path: string): string {
  const matched = (ctx as Context & { _matchedRoute?: string | RegExp })._matchedRoute;
  if (typeof matched === 'string') return matched;
  if (path === HEALTH_PATH || path === METRICS_PATH) return path;
  // Unknown API paths, and API requests turned away before routing (rate limits, CORS refusals).
  return path.startsWith('/api/') ? 'API, not routed' : 'static';
}

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export function countRequests({ count, duration }: RequestMetrics): Middleware {
  return async (ctx, next) => {
    const stopTimer = duration.startTimer();
    // Read now: the API strips a trailing slash from the path further in.
    const path = ctx.path;
    let status = 500;
    try {
      await next();
      status = ctx.status;
    } catch (err) {
      const errorStatus = (err as { status?: number }).status;
      if (errorStatus && errorStatus >= 400 && errorStatus < 600) status = errorStatus;
      throw err;
    } finally {
      const labels = { method: KNOWN_METHODS.has(ctx.method) ? ctx.method : 'other', route: routeLabel(ctx, path), status: String(status) };
      count.inc(labels);
      stopTimer(labels);
    }
  };
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => crypto.createHash('sha256').update(s).digest();
  return crypto.timingSafeEqual(digest(given), digest(expected));
}

/**
 * `GET /metrics` in Prometheus's text format. With METRICS_TOKEN, only for its bearer; without, only
 * for a scraper on this machine: the socket's own address, and no forwarding header, since a reverse
 * proxy on this machine also connects from loopback on a visitor's behalf. Anyone else gets a plain
 * 404, as for any path that does not exist.
 */
export function metricsEndpoint(registry: Registry, metricsToken: string | null): Middleware {
  const allowed = (ctx: Context) => {
    if (metricsToken) {
      const match = /^Bearer\s+(\S+)$/i.exec(ctx.get('Authorization'));
      return Boolean(match && sameSecret(match[1]!, metricsToken));
    }
    const forwarded = ctx.get('X-Forwarded-For') || ctx.get('Forwarded');
    return !forwarded && LOOPBACK.has(ctx.req.socket.remoteAddress ?? '');
  };
  return async (ctx, next) => {
    if (ctx.path !== METRICS_PATH || ctx.method !== 'GET') return next();
    ctx.set('Cache-Control', 'no-store');
    if (!allowed(ctx)) {
      ctx.status = 404;
      ctx.body = 'Not Found';
      return;
    }
    ctx.type = registry.contentType;
    ctx.body = await registry.metrics();
  };
}
