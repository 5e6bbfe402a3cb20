import Router from '@koa/router';
import { roundTimesQuerySchema } from '../../../domain/schemas';
import type { AppDeps } from '../../deps';
import { ok } from '../../http/envelope';
import { parse } from '../../http/validation';
import { roundTimesPage } from './service';

export function roundTimesRoutes({ reader, roundIndex }: AppDeps): Router {
  const router = new Router();

  router.get('/round-times', async (ctx) => {
    const query = parse(roundTimesQuerySchema, ctx.query);
    ok(ctx, { data: await roundTimesPage(reader, roundIndex, query) });
  });

  return router;
}
