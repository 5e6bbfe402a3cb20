import Router from '@koa/router';
import { idParamSchema, linkAccountSchema } from '../../../domain/schemas';
import { latestChangeOf } from '../../db/changes';
import type { AppDeps } from '../../deps';
import { auth, callerOf } from '../../http/auth';
import { jsonBody } from '../../http/body';
import { json, respond, tagged } from '../../http/respond';
import { validate } from '../../http/validation';
import { presentAccount, presentMovedAccount, presentUnlinkedAccount } from './present';
import { dismissClaim, listClaims } from './services/claims';
import { linkAccount } from './services/linkAccount';
import { listAlts } from './services/listAlts';
import { unlinkAccount } from './services/unlinkAccount';

export function accountRoutes({ db }: AppDeps): Router {
  const router = new Router();
  const link = validate({ body: linkAccountSchema });
  const byId = validate({ params: { id: idParamSchema } });

  router.get('/accounts', async (ctx) => {
    const version = await latestChangeOf(db, ['account', 'user']);
    await respond(ctx, tagged(`alts-${version}`, async () => ({ data: await listAlts(db) })));
  });

  router.post('/accounts', auth('admin'), jsonBody(), link, async (ctx) => {
    const { user_id, character_name } = link.input(ctx).body;
    const { account, created, previousOwner } = await linkAccount(db, user_id, character_name);
    const data = previousOwner ? presentMovedAccount(account, previousOwner) : presentAccount(account);
    await respond(ctx, json({ data }, created ? 201 : 200));
  });

  router.get('/accounts/claims', auth('admin'), async (ctx) => {
    await respond(ctx, json(await listClaims(db)));
  });

  router.delete('/accounts/claims/:id', auth('admin'), byId, async (ctx) => {
    await respond(ctx, json(await dismissClaim(db, byId.input(ctx).params.id)));
  });

  router.delete('/accounts/:id', auth('user'), byId, async (ctx) => {
    const { user, admin } = callerOf(ctx);
    const { account, mainAccountId } = await unlinkAccount(db, byId.input(ctx).params.id, { userId: user.id, admin });
    await respond(ctx, json({ data: presentUnlinkedAccount(account, mainAccountId) }));
  });

  return router;
}
