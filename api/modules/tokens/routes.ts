import Router from '@koa/router';
import { createTokenSchema, idParamSchema } from '../../../domain/schemas';
import type { AppDeps } from '../../deps';
import { requireAdmin } from '../../http/auth';
import { jsonBody } from '../../http/body';
import { ok } from '../../http/envelope';
import { parse } from '../../http/validation';
import { presentKey } from './present';
import { disableKey, generateKey, listKeys, PRIVATE_KEY_LIFETIME_MS } from './service';

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

  router.post('/tokens/:id/disable', async (ctx) => {
    requireAdmin(ctx);
    const id = parse(idParamSchema, ctx.params.id);
    ok(ctx, { data: presentKey(await disableKey(db, id), config.appSecret) });
  });

  return router;
}
