import fs from 'node:fs';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import type { Db } from '../db/connection';
import { requestLogger } from '../http/requestLog';

// A load balancer gives up on a check long before a database's own connect timeout would.
const DATABASE_CHECK_TIMEOUT_MS = 3000;

export const HEALTH_PATH = '/healthz';

const { version } = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

async function databaseAnswers(db: Db): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${DATABASE_CHECK_TIMEOUT_MS} ms`)), DATABASE_CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([db.raw('select 1'), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /healthz` for load balancers and service managers: 200 while this process can query its
 * database, 503 when it cannot. Outside the API, so neither rate limited nor counted against anyone.
 */
export function healthCheck(db: Db, logger: Logger, startedAt = Date.now()): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== HEALTH_PATH || !['GET', 'HEAD'].includes(ctx.method)) return next();
    let reachable = true;
    try {
      await databaseAnswers(db);
    } catch (err) {
      reachable = false;
      (requestLogger(ctx) ?? logger).warn({ err }, 'health check: the database did not answer');
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.status = reachable ? 200 : 503;
    ctx.body = {
      status: reachable ? 'ok' : 'unavailable',
      database: reachable ? 'ok' : 'unreachable',
      uptime_s: Math.floor((Date.now() - startedAt) / 1000),
      version,
    };
  };
}
