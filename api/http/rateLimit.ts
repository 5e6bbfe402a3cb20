import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import type { Db } from '../db/connection';
import { ApiError } from './errors';
import { bucketFor, limitsFor } from './rateLimitPolicy';

const WINDOW_MS = 60_000;

export interface RateLimitOptions {
  /** Multiplies every limit of the policy; 0 turns rate limits off. */
  scale: number;
  logger: Logger;
  /** Milliseconds since the epoch; tests move it to cross a window without waiting. */
  now?: () => number;
}

/** Adds one to each bucket's count in this window, in one statement, and returns the new counts. */
async function increment(db: Db, buckets: string[], windowStart: number): Promise<Map<string, number>> {
  const rows: { bucket: string; count: number }[] = await db('rate_limits')
    // Sorted, so concurrent requests lock shared rows in the same order.
    .insert([...buckets].sort().map((bucket) => ({ bucket, window_start: windowStart, count: 1 })))
    .onConflict(['bucket', 'window_start'])
    .merge({ count: db.raw('?? + 1', ['rate_limits.count']) })
    .returning(['bucket', 'count']);
  return new Map(rows.map((row) => [row.bucket, Number(row.count)]));
}

/**
 * Fixed-window counters in the database, so every process behind a load balancer shares them.
 * Over a limit: 429 with Retry-After, before the request reaches authentication or a route.
 */
export function rateLimits(db: Db, { scale, logger, now = Date.now }: RateLimitOptions): Middleware {
  if (scale === 0) return (_ctx, next) => next();
  let prunedBefore = 0;

  return async (ctx, next) => {
    const counted = limitsFor(ctx).flatMap((limit) => {
      const bucket = bucketFor(limit, ctx);
      return bucket ? [{ bucket, max: Math.max(1, Math.round(limit.perMinute * scale)) }] : [];
    });
    if (counted.length === 0) return next();

    const time = now();
    const windowStart = time - (time % WINDOW_MS);
    const counts = await increment(db, counted.map((c) => c.bucket), windowStart);
    if (windowStart > prunedBefore) {
      // Once per window per process, off the request's path. The previous window stays for a process whose clock lags.
      prunedBefore = windowStart;
      db('rate_limits')
        .where('window_start', '<', windowStart - WINDOW_MS)
        .del()
        .catch((err: unknown) => logger.warn({ err }, 'pruning rate-limit windows failed'));
    }

    if (counted.some(({ bucket, max }) => counts.get(bucket)! > max)) {
      const seconds = Math.max(1, Math.ceil((windowStart + WINDOW_MS - time) / 1000));
      ctx.set('Retry-After', String(seconds));
      throw new ApiError(429, 'rate_limited', `Too many requests. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`);
    }
    await next();
  };
}
