import Router from '@koa/router';
import { createTokenSchema, idParamSchema, pluginTokenRequestSchema } from '../../../domain/schemas';
import type { AppDeps } from '../../deps';
import { requireAdmin } from '../../http/auth';
import { jsonBody } from '../../http/body';
import { ok } from '../../http/envelope';
import { parse } from '../../http/validation';
import { presentKey } from './present';
import { checkPluginRequest } from './pluginSignature';
import { disableKey, generateKey, listKeys, PLUGIN_TOKEN_LIFETIME_MS, PRIVATE_KEY_LIFETIME_MS } from './service';

export function tokenRoutes({ db, config }: AppDeps): Router {
  const router = new Router();

  router.get('/tokens', async (ctx) => {
    requireAdmin(ctx);
    const rows = await listKeys(db);
    ok(ctx, { data: rows.map((row) => presentKey(row, config.appSecret)) });
  });

  router.post('/tokens', jsonBody(), async (ctx) => {
    const admin = requireAdmin(ctx);
    const input = parse(createTokenSchema, ctx.request.body ?? {});
    const { row } = await generateKey(
      db,
      { type: 'private', description: input.description ?? '', lifetimeMs: PRIVATE_KEY_LIFETIME_MS, createdBy: admin.user.id },
      config.appSecret,
    );
    ok(ctx, { data: presentKey(row, config.appSecret) }, 201);
  });

  router.post('/tokens/public', jsonBody(), async (ctx) => {
    await checkPluginRequest(
      db,
      { timestamp: ctx.get('X-Timestamp'), nonce: ctx.get('X-Nonce'), signature: ctx.get('X-Signature') },
      config.pluginSigningSecret,
    );
    const { description } = parse(pluginTokenRequestSchema, ctx.request.body ?? {});
    const { row, token } = await generateKey(
      db,
      { type: 'public', description, lifetimeMs: PLUGIN_TOKEN_LIFETIME_MS, createdBy: null },
      config.appSecret,
    );
    // The plugin reads exactly these two fields; expires_at as yyyy-MM-dd'T'HH:mm:ss.SSSSSS in UTC.
    ok(ctx, { token, expires_at: row.expires_at });
  });

  router.post('/tokens/:id/disable', async (ctx) => {
    requireAdmin(ctx);
    const id = parse(idParamSchema, ctx.params.id);
    ok(ctx, { data: presentKey(await disableKey(db, id), config.appSecret) });
  });

  return router;
}
