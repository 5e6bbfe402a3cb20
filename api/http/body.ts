import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { ApiError } from './errors';

/** JSON bodies only, capped per route (a replay upload may be larger than anything else); a DELETE that names what it removes in its body too. */
export function jsonBody(limit = '64kb'): Middleware {
  const parser = bodyParser({ enableTypes: ['json'], jsonLimit: limit, encoding: 'utf-8', parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'] }) as unknown as Middleware;
  return async (ctx, next) => {
    // The parser skips other content types silently; a body it would ignore is refused, not read as {}.
    const hasBody = Boolean(ctx.request.length) || ctx.get('Transfer-Encoding') !== '';
    if (hasBody && !ctx.request.is('application/json', '+json')) {
      throw new ApiError(415, 'unsupported_media_type', 'Send the request body as JSON (Content-Type: application/json).');
    }
    await parser(ctx, async () => undefined);
    await next();
  };
}
