import Router from '@koa/router';
import { roundTimesQuerySchema } from '../../../domain/schemas';
import type { AppDeps } from '../../deps';
import { json, respond } from '../../http/respond';
import { validate } from '../../http/validation';
import { getRoundTimesPage } from './services/getRoundTimesPage';

export function roundTimesRoutes({ reader, roundIndex }: AppDeps): Router {
  const router = new Router();
  const pageQuery = validate({ query: roundTimesQuerySchema });

  router.get('/round-times', pageQuery, async (ctx) => {
    await respond(ctx, json({ data: await getRoundTimesPage(reader, roundIndex, pageQuery.input(ctx).query) }));
  });

  return router;
}
