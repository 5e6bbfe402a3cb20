import Router from '@koa/router';
import { pushEndpointSchema, pushSubscriptionSchema } from '../../../domain/schemas/push';
import type { AppDeps } from '../../deps';
import { auth, callerOf } from '../../http/auth';
import { jsonBody } from '../../http/body';
import { json, respond } from '../../http/respond';
import { validate } from '../../http/validation';
import { checkPushEndpoint } from './services/endpoint';
import { vapidKeys } from './services/keys';
import { subscribeDevice, unsubscribeDevice } from './services/subscriptions';

/** Web Push: the site's public key, and the devices a signed-in user gets notifications on. */
export function pushRoutes({ db, config }: AppDeps): Router {
  const router = new Router();
  const subscription = validate({ body: pushSubscriptionSchema });
  const byEndpoint = validate({ body: pushEndpointSchema });

  router.get('/push/key', async (ctx) => {
    await respond(ctx, json({ data: { public_key: (await vapidKeys(db, config.push)).publicKey } }));
  });

  router.post('/push/subscriptions', auth('user'), jsonBody(), subscription, async (ctx) => {
    const input = subscription.input(ctx).body;
    await checkPushEndpoint(input.endpoint, config.production);
    const { subscription: kept, created } = await subscribeDevice(db, callerOf(ctx).user.id, input);
    await respond(ctx, json({ data: kept }, created ? 201 : 200));
  });

  router.delete('/push/subscriptions', auth('user'), jsonBody(), byEndpoint, async (ctx) => {
    await respond(ctx, json({ data: await unsubscribeDevice(db, callerOf(ctx).user.id, byEndpoint.input(ctx).body.endpoint) }));
  });

  return router;
}
