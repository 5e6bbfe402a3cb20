import Router from '@koa/router';
import type { AppDeps } from '../../deps';
import { respond, type PreparedAnswer } from '../../http/respond';
import { documentAnswer } from './services/documentAnswer';

/** The API described as OpenAPI 3.1, made once from the router that serves it: every route is in place by the first request. */
export function apiDocsRoutes(_deps: AppDeps): Router {
  const router = new Router();
  let answer: PreparedAnswer | undefined;

  router.get('/openapi.json', async (ctx) => {
    answer ??= documentAnswer(ctx.router);
    await respond(ctx, answer);
  });

  return router;
}
