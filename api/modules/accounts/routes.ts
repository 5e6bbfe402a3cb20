import Router from '@koa/router';
import { linkAccountSchema } from '../../../domain/schemas';
import { latestChangeOf } from '../../db/changes';
import type { AppDeps } from '../../deps';
import { requireAdmin } from '../../http/auth';
import { jsonBody } from '../../http/body';
import { ok, okWithEtag } from '../../http/envelope';
import { parse } from '../../http/validation';
import { altsMap, linkAccount } from './service';

export function accountRoutes({ db }: AppDeps): Router {
  const router = new Router();

  router.get('/accounts', async (ctx) => {
    const version = await latestChangeOf(db, ['account', 'user']);
    await okWithEtag(ctx, `alts-${version}`, async () => ({ data: await altsMap(db) }));
  });

  router.post('/accounts', jsonBody(), async (ctx) => {
    requireAdmin(ctx);
    const input = parse(linkAccountSchema, ctx.request.body);
    const { account, created } = await linkAccount(db, input.user_id, input.character_name);
    ok(ctx, { data: { id: account.id, user_id: account.user_id, character_name: account.character_name } }, created ? 201 : 200);
  });

  return router;
}
