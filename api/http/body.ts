import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';

/** JSON bodies only, capped per route (a replay upload may be larger than anything else). */
export function jsonBody(limit = '64kb'): Middleware {
  const parser = bodyParser({ enableTypes: ['json'], jsonLimit: limit, encoding: 'utf-8' }) as unknown as Middleware;
  return async (ctx, next) => {
    await parser(ctx, async () => undefined);
    await next();
  };
}
