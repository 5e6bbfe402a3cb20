import type { Context, Middleware } from 'koa';
import type { Logger } from 'pino';
import type { Db } from '../db/connection';
import { ApiError } from './errors';
import { createRateCounter } from './rateCounter';
import { bucketFor, limitsFor, type Limit } from './rateLimitPolicy';

const WINDOW_MS = 60_000;

export interface RateLimitOptions {
  /** Multiplies every limit of the policy; 0 turns rate limits off. */
  scale: number;
  logger: Logger;
  /** Milliseconds since the epoch; tests move it to cross a window without waiting. */
  now?: () => number;
}

/** What this process knows of a counter in one window: the last count the database gave, and its additions not yet answered. */
interface LocalCount {
  counted: number;
  inFlight: number;
}

/** Counts a request towards limits: the seconds left in the window when it is over one of them, else null. */
type Count = (limits: readonly Limit[], ctx: Context) => Promise<number | null>;

/**
 * Fixed-window counters in the database, so every process behind a load balancer shares them.
 * Every request is counted, but one whose counts are far below their limits (under half, by what
 * this process knows) goes on without waiting for the database: under load the write would wait
 * behind others, and at that distance from the limit its answer cannot change the outcome. Nearer
 * the limit, the count the database returns decides.
 */
function createCount(db: Db, { scale, logger, now = Date.now }: RateLimitOptions): Count {
  let prunedBefore = 0;
  const local = new Map<string, LocalCount>();
  const add = createRateCounter(db);

  return async (limits, ctx) => {
    const counted = limits.flatMap((limit) => {
      const bucket = bucketFor(limit, ctx);
      return bucket ? [{ bucket, max: Math.max(1, Math.round(limit.perMinute * scale)) }] : [];
    });
    if (counted.length === 0) return null;

    const time = now();
    const windowStart = time - (time % WINDOW_MS);
    if (windowStart > prunedBefore) {
      // Once per window per process, off the request's path. The previous window stays for a process whose clock lags.
      prunedBefore = windowStart;
      db('rate_limits')
        .where('window_start', '<', windowStart - WINDOW_MS)
        .del()
        .catch((err: unknown) => logger.warn({ err }, 'pruning rate-limit windows failed'));
      for (const key of local.keys()) if (Number(key.split('|')[0]) < windowStart) local.delete(key);
    }

    const counts = counted.map(({ bucket, max }) => {
      const key = `${windowStart}|${bucket}`;
      let count = local.get(key);
      if (!count) local.set(key, (count = { counted: 0, inFlight: 0 }));
      return { bucket, max, count };
    });
    const farBelow = counts.every(({ max, count }) => count.counted + count.inFlight + 1 <= max / 2);
    for (const { count } of counts) count.inFlight++;
    const answered = add(counted.map((c) => c.bucket), windowStart)
      .then((totals) => {
        for (const { bucket, count } of counts) count.counted = Math.max(count.counted, totals.get(bucket)!);
        return totals;
      })
      .finally(() => {
        for (const { count } of counts) count.inFlight--;
      });
    if (farBelow) {
      answered.catch((err: unknown) => logger.warn({ err }, 'counting a request towards its rate limit failed'));
      return null;
    }

    const totals = await answered;
    if (!counted.some(({ bucket, max }) => totals.get(bucket)! > max)) return null;
    return Math.max(1, Math.ceil((windowStart + WINDOW_MS - time) / 1000));
  };
}

/** The policy's limits: over one, 429 with Retry-After, before the request reaches authentication or a route. */
export function rateLimits(db: Db, options: RateLimitOptions): Middleware {
  if (options.scale === 0) return (_ctx, next) => next();
  const count = createCount(db, options);

  return async (ctx, next) => {
    const seconds = await count(limitsFor(ctx), ctx);
    if (seconds !== null) {
      ctx.set('Retry-After', String(seconds));
      throw new ApiError(429, 'rate_limited', `Too many requests. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`);
    }
    await next();
  };
}

/** One limit outside the API's policy, on the same counters: counts a request towards it and says whether it is over. */
export function limitCounter(db: Db, limit: Limit, options: RateLimitOptions): (ctx: Context) => Promise<boolean> {
  if (options.scale === 0) return async () => false;
  const count = createCount(db, options);
  return async (ctx) => (await count([limit], ctx)) !== null;
}
