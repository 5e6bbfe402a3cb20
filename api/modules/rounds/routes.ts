import Router from '@koa/router';
import { idParamSchema, roundListQuerySchema, roundSubmissionSchema } from '../../../domain/schemas';
import type { AppDeps } from '../../deps';
import { hasApiKey, requireAdmin } from '../../http/auth';
import { jsonBody } from '../../http/body';
import { ok } from '../../http/envelope';
import { parse } from '../../http/validation';
import { roundChangesSince } from '../sync/service';
import { presentRoundDetail } from './present';
import { createRoundListCache, type ListEncoding } from './listCache';
import { createRound, deleteRound, getRound } from './service';
import { recordPluginReport } from './uploads';

// A full round with all ten waves of replay fits well within this.
const ROUND_BODY_LIMIT = '8mb';

export function roundRoutes({ db, logger }: AppDeps): Router {
  const router = new Router();
  const fullList = createRoundListCache(db);
  // Built once in the background at start, so the first visitor's full sync does not wait for it.
  void fullList.body(undefined, 'br').catch((err: unknown) => logger.warn({ err }, 'warming the round list failed'));

  router.get('/rounds', async (ctx) => {
    const query = parse(roundListQuerySchema, ctx.query);
    if (query.since !== undefined) {
      ok(ctx, await roundChangesSince(db, query.since, query.limit));
      return;
    }
    // Compressed once per version of the list, not per request: koa-compress stays out of it.
    const encoding = (ctx.acceptsEncodings('br', 'gzip', 'identity') || 'identity') as ListEncoding;
    ctx.vary('Accept-Encoding');
    // Built before any header of it is set: should building fail, the error answer must not claim to be compressed.
    const body = await fullList.body(query.format, encoding);
    ctx.compress = false;
    if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
    ctx.type = 'application/json';
    ctx.body = body;
  });

  router.get('/rounds/:id', async (ctx) => {
    const id = parse(idParamSchema, ctx.params.id);
    const { round, replay } = await getRound(db, id);
    ok(ctx, { data: presentRoundDetail(round, replay) });
  });

  router.post('/rounds', jsonBody(ROUND_BODY_LIMIT), async (ctx) => {
    // API keys (the plugin's, or an admin-made private one) report rounds; admins submit them by hand.
    const byKey = hasApiKey(ctx);
    if (!byKey) requireAdmin(ctx);
    const input = parse(roundSubmissionSchema, ctx.request.body);
    const id = byKey ? (await recordPluginReport(db, input)).id : await createRound(db, input, 'admin');
    ok(ctx, { id }, 201);
  });

  router.delete('/rounds/:id', async (ctx) => {
    requireAdmin(ctx);
    const id = parse(idParamSchema, ctx.params.id);
    await deleteRound(db, id);
    ok(ctx, { id });
  });

  return router;
}
