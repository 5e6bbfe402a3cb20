import Router from '@koa/router';
import { createTokenSchema, idParamSchema, pluginTokenRequestSchema } from '../../../domain/schemas';
import type { AppDeps } from '../../deps';
import { auth, callerOf, noStore } from '../../http/auth';
import { jsonBody } from '../../http/body';
import { json, respond } from '../../http/respond';
import { validate } from '../../http/validation';
import { presentKey, presentPluginToken } from './present';
import { pluginSigned } from './pluginSignature';
import { disableKey } from './services/disableKey';
import { generateKey, PLUGIN_TOKEN_LIFETIME_MS, PRIVATE_KEY_LIFETIME_MS } from './services/generateKey';
import { listKeys } from './services/listKeys';

export function tokenRoutes({ db, config }: AppDeps): Router {
  const router = new Router();
  const newKey = validate({ body: createTokenSchema });
  const pluginRequest = validate({ body: pluginTokenRequestSchema });
  const keyId = validate({ params: { id: idParamSchema } });

  router.get('/tokens', auth('admin'), async (ctx) => {
    const rows = await listKeys(db);
    await respond(ctx, json({ data: rows.map((row) => presentKey(row, config.appSecret)) }));
  });

  router.post('/tokens', auth('admin'), jsonBody(), newKey, async (ctx) => {
    const { description = '' } = newKey.input(ctx).body;
    const { row } = await generateKey(
      db,
      { type: 'private', description, lifetimeMs: PRIVATE_KEY_LIFETIME_MS, createdBy: callerOf(ctx).user.id },
      config.appSecret,
    );
    await respond(ctx, json({ data: presentKey(row, config.appSecret) }, 201));
  });

  router.post('/tokens/public', noStore, pluginSigned(db, config.pluginSigningSecret), jsonBody(), pluginRequest, async (ctx) => {
    const { description } = pluginRequest.input(ctx).body;
    const { row, token } = await generateKey(
      db,
      { type: 'public', description, lifetimeMs: PLUGIN_TOKEN_LIFETIME_MS, createdBy: null },
      config.appSecret,
    );
    await respond(ctx, json(presentPluginToken(row, token)));
  });

  router.post('/tokens/:id/disable', auth('admin'), keyId, async (ctx) => {
    await respond(ctx, json({ data: presentKey(await disableKey(db, keyId.input(ctx).params.id), config.appSecret) }));
  });

  return router;
}
