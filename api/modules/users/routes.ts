import Router from '@koa/router';
import { addUserSchema, mainAccountSchema, regionUpdateSchema, userSearchQuerySchema } from '../../../domain/schemas';
import type { AppDeps } from '../../deps';
import { isAdminUser, requireAdmin, requireUser } from '../../http/auth';
import { jsonBody } from '../../http/body';
import { forbidden } from '../../http/errors';
import { ok } from '../../http/envelope';
import { parse } from '../../http/validation';
import { presentUser, presentUserSummary } from './present';
import type { UserPage } from '../../../domain/types';
import type { UserRow } from '../../db/rows';
import { accountsOf, createUser, listUserPage, listUsers, setMainAccount, setRegion } from './service';

export function userRoutes({ db, config }: AppDeps): Router {
  const router = new Router();

  /** Self, or another user when an admin names one. */
  const targetUserId = (principal: ReturnType<typeof requireUser>, userId: number | undefined): number => {
    if (userId === undefined || userId === principal.user.id) return principal.user.id;
    if (!principal.admin) throw forbidden("Only admins can change another user's account.");
    return userId;
  };

  const present = async (user: UserRow, view: 'own' | 'summary') => {
    const accounts = (await accountsOf(db, [user.id])).get(user.id) ?? [];
    const admin = isAdminUser(user, config);
    return view === 'own' ? presentUser(user, accounts, admin) : presentUserSummary(user, accounts, admin);
  };

  router.get('/users', async (ctx) => {
    const principal = requireUser(ctx);
    ok(ctx, { data: await present(principal.user, 'own') });
  });

  router.get('/users/all', async (ctx) => {
    requireAdmin(ctx);
    const { search, limit, offset } = parse(userSearchQuerySchema, ctx.query);
    const summaries = async (users: UserRow[]) => {
      const accounts = await accountsOf(db, users.map((u) => u.id));
      return users.map((u) => presentUserSummary(u, accounts.get(u.id) ?? [], isAdminUser(u, config)));
    };
    // SPEC §7's answer is the whole list; a limit asks for one page, for lists too long to send whole.
    if (limit === undefined) {
      ok(ctx, await summaries(await listUsers(db, search)));
      return;
    }
    const page = await listUserPage(db, search, limit, offset ?? 0);
    ok(ctx, { data: await summaries(page.users), total: page.total } satisfies UserPage);
  });

  router.post('/users', jsonBody(), async (ctx) => {
    requireAdmin(ctx);
    const input = parse(addUserSchema, ctx.request.body);
    const user = await createUser(db, input);
    ok(ctx, { data: presentUserSummary(user, [], isAdminUser(user, config)) }, 201);
  });

  router.put('/users/main-account', jsonBody(), async (ctx) => {
    const principal = requireUser(ctx);
    const input = parse(mainAccountSchema, ctx.request.body);
    const { user } = await setMainAccount(db, targetUserId(principal, input.user_id), input.main_account_id);
    ok(ctx, { data: await present(user, 'summary') });
  });

  router.put('/users/region', jsonBody(), async (ctx) => {
    const principal = requireUser(ctx);
    const input = parse(regionUpdateSchema, ctx.request.body);
    const user = await setRegion(db, targetUserId(principal, input.user_id), input.region);
    ok(ctx, { data: await present(user, 'summary') });
  });

  return router;
}
