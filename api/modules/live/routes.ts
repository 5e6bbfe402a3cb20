import Router from '@koa/router';
import { checkpointSchema } from '../../../domain/schemas';
import type { AppDeps } from '../../deps';
import { apiKeyOnly } from '../../http/auth';
import { jsonBody } from '../../http/body';
import { json, respond } from '../../http/respond';
import { validate } from '../../http/validation';
import { listLiveRounds, recordCheckpoint } from './services/liveRounds';

/** Rounds as they are played: the scroller's plugin sends a QS checkpoint at the start of each wave 2 to 10. */
export function liveRoutes({ db, reader }: AppDeps): Router {
  const router = new Router();
  const checkpoint = validate({ body: checkpointSchema });

  // 201 the first time a (live round, wave) arrives, 200 for a retry: the plugin's executor may send one twice.
  router.post('/run-sessions/checkpoints', apiKeyOnly(), jsonBody(), checkpoint, async (ctx) => {
    const body = checkpoint.input(ctx).body;
    const { liveRoundId, created } = await recordCheckpoint(db, body);
    await respond(ctx, json({ data: { live_round_id: liveRoundId, wave_number: body.wave_number } }, created ? 201 : 200));
  });

  router.get('/live', async (ctx) => {
    await respond(ctx, json({ data: await listLiveRounds(reader) }));
  });

  return router;
}
