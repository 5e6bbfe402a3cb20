import type { Middleware } from 'koa';
import { ApiError } from './errors';

interface MatchedLayer {
  methods: string[];
}

/** The methods the routes at this request's path answer (HEAD with GET), none when the path is unknown. */
function methodsAt(matched: readonly MatchedLayer[] | undefined): string[] {
  return [...new Set((matched ?? []).flatMap((layer) => layer.methods))];
}

/**
 * The last stop of an API request no route answered: an OPTIONS question about a path that exists
 * gets its methods, another method there gets 405 with them in Allow, and any other path 404.
 */
export const noRoute: Middleware = (ctx) => {
  const allowed = methodsAt(ctx.matched as MatchedLayer[] | undefined);
  if (allowed.length === 0) throw new ApiError(404, 'not_found', 'No such API endpoint.');
  const allow = [...allowed, 'OPTIONS'].join(', ');
  ctx.set('Allow', allow);
  if (ctx.method === 'OPTIONS') {
    ctx.status = 204;
    return;
  }
  throw new ApiError(405, 'method_not_allowed', `This endpoint does not answer ${ctx.method}; it answers ${allow}.`);
};
