import Router from '@koa/router';
import type { Middleware } from 'koa';
import { idParamSchema, roundListQuerySchema, roundSubmissionSchema } from '../../../domain/schemas';
import type { AppDeps } from '../../deps';
import { hasApiKey, requireAdmin } from '../../http/auth';
import { jsonBody } from '../../http/body';
import { sendJsonStream } from '../../http/encoding';
import { ok, sendShared } from '../../http/envelope';
import { parse } from '../../http/validation';
import type { AppMetrics } from '../../ops/metrics';
import { DEFAULT_PAGE_LIMIT } from '../sync/service';
import { fullListStream } from './fullList';
import { presentRoundDetail } from './present';
import { createRound, deleteRound, getRound } from './service';
import { createReportWriter } from './uploads';

// A full round with all ten waves of replay fits well within this.
const ROUND_BODY_LIMIT = '8mb';

/** A report an API key sent that the body limit, validation or the merge turned away (4xx) counts as refused. */
function countRefusedReports(metrics: AppMetrics): Middleware {
  return async (ctx, next) => {
    if (!hasApiKey(ctx)) return next();
    try {
      await next();
    } catch (err) {
      const status = (err as { status?: number }).status ?? 500;
      if (status >= 400 && status < 500) metrics.uploads.inc({ outcome: 'refused' });
      throw err;
    }
  };
}

export function roundRoutes({ db, reader, metrics, roundIndex }: AppDeps): Router {
  const router = new Router();
  const recordReport = createReportWriter(db);

  router.get('/rounds', async (ctx) => {
    const query = parse(roundListQuerySchema, ctx.query);
    if (query.since !== undefined) {
      await sendShared(ctx, await roundIndex.changesSince(query.since, query.limit ?? DEFAULT_PAGE_LIMIT));
      metrics.syncPulls.inc();
      return;
    }
    sendJsonStream(ctx, await fullListStream(reader, roundIndex, query.format));
  });

  router.get('/rounds/:id', async (ctx) => {
    const id = parse(idParamSchema, ctx.params.id);
    const { round, replay } = await getRound(reader, id, roundIndex.roundsNow);
    ok(ctx, { data: presentRoundDetail(round, replay) });
  });

  router.post('/rounds', countRefusedReports(metrics), jsonBody(ROUND_BODY_LIMIT), async (ctx) => {
    // API keys (the plugin's, or an admin-made private one) report rounds; admins submit them by hand.
    if (!hasApiKey(ctx)) {
      requireAdmin(ctx);
      ok(ctx, { id: await createRound(db, parse(roundSubmissionSchema, ctx.request.body), 'admin') }, 201);
      return;
    }
    const report = await recordReport(parse(roundSubmissionSchema, ctx.request.body));
    metrics.uploads.inc({ outcome: report.created ? 'created' : 'merged' });
    ok(ctx, { id: report.id }, 201);
  });

  router.delete('/rounds/:id', async (ctx) => {
    requireAdmin(ctx);
    const id = parse(idParamSchema, ctx.params.id);
    await deleteRound(db, id);
    ok(ctx, { id });
  });

  return router;
}
