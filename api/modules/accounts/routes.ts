import Router from '@koa/router';
import { linkAccountSchema } from '../../../domain/schemas';
import { latestChangeOf } from '../../db/changes';
import type { AppDeps } from '../../deps';
import { auth } from '../../http/auth';
import { jsonBody } from '../../http/body';
import { json, respond, tagged } from '../../http/respond';
import { validate } from '../../http/validation';
import { presentAccount } from './present';
import { linkAccount } from './services/linkAccount';
import { listAlts } from './services/listAlts';

export function accountRoutes({ db }: AppDeps): Router {
  const router = new Router();
  const link = validate({ body: linkAccountSchema });

  router.get('/accounts', async (ctx) => {
    const version = await latestChangeOf(db, ['account', 'user']);
    await respond(ctx, tagged(`alts-${version}`, async () => ({ data: await listAlts(db) })));
  });

  router.post('/accounts', auth('admin'), jsonBody(), link, async (ctx) => {
    const { user_id, character_name } = link.input(ctx).body;
    const { account, created } = await linkAccount(db, user_id, character_name);
    await respond(ctx, json({ data: presentAccount(account) }, created ? 201 : 200));
  });

  return router;
}
