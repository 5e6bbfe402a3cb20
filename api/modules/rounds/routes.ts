import Router, { type RouterMiddleware } from '@koa/router';
import type { Middleware } from 'koa';
import { idParamSchema, MAX_REPLAY_ENTITIES, roundListQuerySchema, roundSubmissionSchema } from '../../../domain/schemas';
import type { AppDeps } from '../../deps';
import { apiKeyOf, auth, byCaller } from '../../http/auth';
import { jsonBody } from '../../http/body';
import { json, respond, streamed } from '../../http/respond';
import { validate } from '../../http/validation';
import type { AppMetrics } from '../../ops/metrics';
import { presentRoundDetail } from './present';
import { createReportWriter } from './services/createReportWriter';
import { createRound } from './services/createRound';
import { deleteRound } from './services/deleteRound';
import { liveCheckpointsOf } from '../live/services/liveRounds';
import { getRound } from './services/getRound';
import { streamFullList } from './services/streamFullList';

/** The JSON of one replay entity as the plugin writes it (a penance or an item on the floor), with its share of the tick keys, stays under this. */
const REPLAY_ENTITY_BYTES = 50;
/**
 * Bytes of the largest real report: a replay of as many entities as the schema keeps, which an hour
 * of waves recorded every tick reaches with the team, the penance at their in-game limits and the
 * items on the floor; a tenth more for the rest of the report and headroom. Anything larger is not
 * what the plugin sends, and would cost its parsing only to be refused.
 */
export const ROUND_BODY_LIMIT = (MAX_REPLAY_ENTITIES * REPLAY_ENTITY_BYTES * 11) / 10;
/** The page size of a change pull that names none. */
const DEFAULT_PAGE_LIMIT = 1000;

/** A report that the body limit, validation or the merge turned away (4xx) counts as refused. */
function countRefusedReports(metrics: AppMetrics): Middleware {
  return async (_ctx, next) => {
    try {
      await next();
    } catch (err) {
      const status = (err as { status?: number }).status ?? 500;
      if (status >= 400 && status < 500) metrics.uploads.inc({ outcome: 'refused' });
      throw err;
    }
  };
}

export function roundRoutes({ db, reader, config, metrics, roundIndex }: AppDeps): Router {
  const router = new Router();
  const recordReport = createReportWriter(db, config.announcements);
  const listQuery = validate({ query: roundListQuerySchema });
  const roundId = validate({ params: { id: idParamSchema } });
  const submission = validate({ body: roundSubmissionSchema });
  const roundBody = jsonBody(String(ROUND_BODY_LIMIT));

  router.get('/rounds', listQuery, async (ctx) => {
    const { since, limit, format } = listQuery.input(ctx).query;
    if (since === undefined) return respond(ctx, streamed(await streamFullList(reader, roundIndex, format)));
    await respond(ctx, await roundIndex.changesSince(since, limit ?? DEFAULT_PAGE_LIMIT));
    metrics.syncPulls.inc();
  });

  // A round's live QS alone, for a device that holds the round but not its checkpoints (nor the replay the round's own answer carries).
  router.get('/rounds/:id/checkpoints', roundId, async (ctx) => {
    await respond(ctx, json({ data: await liveCheckpointsOf(reader, roundId.input(ctx).params.id) }));
  });

  router.get('/rounds/:id', roundId, async (ctx) => {
    await respond(ctx, json({ data: presentRoundDetail(await getRound(reader, roundId.input(ctx).params.id, roundIndex)) }));
  });

  /** A plugin's report (or one sent with an admin-made key): teammates' reports of a round make one round. */
  const report: RouterMiddleware = async (ctx) => {
    const { keyId, keyType } = apiKeyOf(ctx);
    const outcome = await recordReport(submission.input(ctx).body, ctx.request.body, { keyId, keyType });
    metrics.uploads.inc({ outcome: outcome.created ? 'created' : 'merged' });
    await respond(ctx, json({ id: outcome.id }, 201));
  };

  /** A round an admin enters by hand. */
  const submit: RouterMiddleware = async (ctx) => {
    await respond(ctx, json({ id: await createRound(db, submission.input(ctx).body, config.announcements) }, 201));
  };

  router.post(
    '/rounds',
    byCaller({
      apiKey: [countRefusedReports(metrics), roundBody, submission, report],
      other: [auth('admin'), roundBody, submission, submit],
    }),
  );

  router.delete('/rounds/:id', auth('admin'), roundId, async (ctx) => {
    const { id } = roundId.input(ctx).params;
    await deleteRound(db, id);
    await respond(ctx, json({ id }));
  });

  return router;
}
