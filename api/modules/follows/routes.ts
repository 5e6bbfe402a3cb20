import Router from '@koa/router';
import { followSchema } from '../../../domain/schemas/account';
import { characterNameSchema } from '../../../domain/schemas/round';
import type { AppDeps } from '../../deps';
import { auth, callerOf } from '../../http/auth';
import { jsonBody } from '../../http/body';
import { json, respond } from '../../http/respond';
import { validate } from '../../http/validation';
import { followPlayer, listFollows, unfollowPlayer } from './services/follows';

/** The players a signed-in user follows: kept on the server, so they follow the user to every device. */
export function followRoutes({ db }: AppDeps): Router {
  const router = new Router();
  const follow = validate({ body: followSchema });
  const byName = validate({ params: { name: characterNameSchema } });

  router.get('/follows', auth('user'), async (ctx) => {
    await respond(ctx, json({ data: await listFollows(db, callerOf(ctx).user.id) }));
  });

  router.post('/follows', auth('user'), jsonBody(), follow, async (ctx) => {
    const { follow: followed, created } = await followPlayer(db, callerOf(ctx).user.id, follow.input(ctx).body.character_name);
    await respond(ctx, json({ data: followed }, created ? 201 : 200));
  });

  router.delete('/follows/:name', auth('user'), byName, async (ctx) => {
    await respond(ctx, json({ data: await unfollowPlayer(db, callerOf(ctx).user.id, byName.input(ctx).params.name) }));
  });

  return router;
}
