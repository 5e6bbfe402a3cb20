import type { RouterContext } from '@koa/router';
import type { Middleware } from 'koa';
import { ApiError } from './errors';

/**
 * The last stop of an API request no route answered: an OPTIONS question about a path that exists
 * gets its methods, another method there gets 405 with them in Allow, and any other path 404. The
 * router's own allowedMethods throws its 405 without Allow, or answers it outside the error envelope.
 */
export const noRoute: Middleware = (ctx) => {
  // The routes at this path, whatever their method, as the router matched them (HEAD goes with GET).
  const allowed = [...new Set(((ctx as RouterContext).matched ?? []).flatMap((layer) => layer.methods))];
  if (allowed.length === 0) throw new ApiError(404, 'not_found', 'No such API endpoint.');
  const allow = [...allowed, 'OPTIONS'].join(', ');
  ctx.set('Allow', allow);
  if (ctx.method === 'OPTIONS') {
    ctx.status = 204;
    return;
  }
  throw new ApiError(405, 'method_not_allowed', `This endpoint does not answer ${ctx.method}; it answers ${allow}.`);
};
