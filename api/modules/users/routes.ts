import Router from '@koa/router';
import { addUserSchema, announcePbsSchema, mainAccountSchema, regionUpdateSchema, userSearchQuerySchema } from '../../../domain/schemas';
import type { UserPage } from '../../../domain/types';
import type { UserRow } from '../../db/rows';
import type { AppDeps } from '../../deps';
import { auth, callerOf, isAdminUser, type SignedIn } from '../../http/auth';
import { jsonBody } from '../../http/body';
import { forbidden } from '../../http/errors';
import { json, respond } from '../../http/respond';
import { validate } from '../../http/validation';
import { presentUser, presentUserSummary } from './present';
import { createUser } from './services/createUser';
import { listUserAccounts } from './services/listUserAccounts';
import { listUserPage } from './services/listUserPage';
import { listUsers } from './services/listUsers';
import { setMainAccount } from './services/setMainAccount';
import { setRegion } from './services/setRegion';
import { updateUser } from './services/updateUser';

export function userRoutes({ db, config }: AppDeps): Router {
  const router = new Router();
  const userSearch = validate({ query: userSearchQuerySchema });
  const newUser = validate({ body: addUserSchema });
  const mainAccountUpdate = validate({ body: mainAccountSchema });
  const regionUpdate = validate({ body: regionUpdateSchema });
  const announcePbsUpdate = validate({ body: announcePbsSchema });

  /** Self, or another user when an admin names one. */
  const targetUserId = (caller: SignedIn, userId: number | undefined): number => {
    if (userId === undefined || userId === caller.user.id) return caller.user.id;
    if (!caller.admin) throw forbidden("Only admins can change another user's account.");
    return userId;
  };

  const present = async (user: UserRow, view: 'own' | 'summary') => {
    const accounts = (await listUserAccounts(db, [user.id])).get(user.id) ?? [];
    const admin = isAdminUser(user, config);
    return view === 'own' ? presentUser(user, accounts, admin) : presentUserSummary(user, accounts, admin);
  };

  const summaries = async (users: UserRow[]) => {
    const accounts = await listUserAccounts(db, users.map((u) => u.id));
    return users.map((u) => presentUserSummary(u, accounts.get(u.id) ?? [], isAdminUser(u, config)));
  };

  router.get('/users', auth('user'), async (ctx) => {
    await respond(ctx, json({ data: await present(callerOf(ctx).user, 'own') }));
  });

  router.get('/users/all', auth('admin'), userSearch, async (ctx) => {
    const { search, limit, offset } = userSearch.input(ctx).query;
    // SPEC §7's answer is the whole list; a limit asks for one page, for lists too long to send whole.
    if (limit === undefined) return respond(ctx, json(await summaries(await listUsers(db, search))));
    const page = await listUserPage(db, search, limit, offset ?? 0);
    await respond(ctx, json({ data: await summaries(page.users), total: page.total } satisfies UserPage));
  });

  router.post('/users', auth('admin'), jsonBody(), newUser, async (ctx) => {
    const user = await createUser(db, newUser.input(ctx).body);
    await respond(ctx, json({ data: presentUserSummary(user, [], isAdminUser(user, config)) }, 201));
  });

  router.put('/users/main-account', auth('user'), jsonBody(), mainAccountUpdate, async (ctx) => {
    const { user_id, main_account_id } = mainAccountUpdate.input(ctx).body;
    const { user } = await setMainAccount(db, targetUserId(callerOf(ctx), user_id), main_account_id);
    await respond(ctx, json({ data: await present(user, 'summary') }));
  });

  router.put('/users/region', auth('user'), jsonBody(), regionUpdate, async (ctx) => {
    const { user_id, region } = regionUpdate.input(ctx).body;
    const user = await setRegion(db, targetUserId(callerOf(ctx), user_id), region);
    await respond(ctx, json({ data: await present(user, 'summary') }));
  });

  router.put('/users/announce-pbs', auth('user'), jsonBody(), announcePbsUpdate, async (ctx) => {
    const { user_id, announce_pbs } = announcePbsUpdate.input(ctx).body;
    const user = await updateUser(db, targetUserId(callerOf(ctx), user_id), { announce_pbs });
    await respond(ctx, json({ data: await present(user, 'summary') }));
  });

  return router;
}
