import crypto from 'node:crypto';
import type { Region } from '../../../domain/constants';
import { toUtcTimestamp } from '../../../domain/time';
import { recordChanges } from '../../db/changes';
import type { Db } from '../../db/connection';
import { writeTransaction } from '../../db/transaction';
import { isUniqueViolation } from '../../db/errors';
import type { AccountRow, UserRow } from '../../db/rows';
import { ApiError, badRequest, conflict, notFound } from '../../http/errors';

export async function findUser(db: Db, id: number): Promise<UserRow | undefined> {
  return db<UserRow>('users').where({ id }).first();
}

export async function requireUserRow(db: Db, id: number): Promise<UserRow> {
  const user = await findUser(db, id);
  if (!user) throw notFound(`User ${id} does not exist.`);
  return user;
}

export async function accountsOf(db: Db, userIds: readonly number[]): Promise<Map<number, AccountRow[]>> {
  const byUser = new Map<number, AccountRow[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db<AccountRow>('accounts').whereIn('user_id', userIds).orderBy('id');
  for (const row of rows) byUser.get(row.user_id)?.push(row);
  return byUser;
}

/** The users whose Discord username or a linked character name holds the term, or whose Discord ID is it. */
function usersMatching(db: Db, search: string | undefined) {
  const query = db<UserRow>('users');
  const term = search?.trim().toLowerCase();
  if (term) {
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query.where((q) =>
      q
        .whereRaw("lower(discord_username) like ? escape '\\'", [like])
        .orWhere('discord_id', term)
        .orWhereIn('id', db('accounts').select('user_id').whereRaw("name_key like ? escape '\\'", [like])),
    );
  }
  return query;
}

export async function listUsers(db: Db, search?: string): Promise<UserRow[]> {
  return usersMatching(db, search).orderBy('id');
}

/** One page of the matching users, by id, and how many match in all. */
export async function listUserPage(db: Db, search: string | undefined, limit: number, offset: number): Promise<{ users: UserRow[]; total: number }> {
  const [users, counted] = await Promise.all([
    usersMatching(db, search).orderBy('id').limit(limit).offset(offset),
    usersMatching(db, search).count({ total: '*' }).first(),
  ]);
  // PostgreSQL counts in bigint, which arrives as a string.
  return { users, total: Number(counted?.total ?? 0) };
}

export async function createUser(db: Db, input: { discord_id: string; discord_username: string; role?: 'admin' | 'user' }): Promise<UserRow> {
  const taken = () => conflict(`A user with Discord ID ${input.discord_id} already exists.`, 'user_exists');
  return writeTransaction(db, async (trx) => {
    const existing = await trx<UserRow>('users').where({ discord_id: input.discord_id }).first();
    if (existing) throw taken();
    const now = toUtcTimestamp(new Date());
    const [row] = await trx<UserRow>('users')
      .insert({
        discord_id: input.discord_id,
        discord_username: input.discord_username,
        role: input.role ?? 'user',
        uuid_key: crypto.randomUUID(),
        created_at: now,
        updated_at: now,
      })
      .returning('*');
    await recordChanges(trx, 'user', [row!.id], 'upsert');
    return row!;
  }).catch((err: unknown) => {
    throw isUniqueViolation(err) ? taken() : err;
  });
}

async function updateUser(db: Db, userId: number, fields: Partial<UserRow>): Promise<UserRow> {
  return writeTransaction(db, async (trx) => {
    const [row] = await trx<UserRow>('users')
      .where({ id: userId })
      .update({ ...fields, updated_at: toUtcTimestamp(new Date()) })
      .returning('*');
    if (!row) throw notFound(`User ${userId} does not exist.`);
    await recordChanges(trx, 'user', [userId], 'upsert');
    return row;
  });
}

export async function setMainAccount(db: Db, userId: number, accountId: number): Promise<{ user: UserRow; account: AccountRow }> {
  await requireUserRow(db, userId);
  const account = await db<AccountRow>('accounts').where({ id: accountId }).first();
  if (!account || account.user_id !== userId) throw badRequest('main_account_id: that account is not linked to this user.', 'account_not_owned');
  const user = await updateUser(db, userId, { main_account_id: accountId });
  return { user, account };
}

export async function setRegion(db: Db, userId: number, region: Region): Promise<UserRow> {
  await requireUserRow(db, userId);
  return updateUser(db, userId, { region });
}

/** The user a Discord sign-in names: created on first sign-in, its username kept current. */
export async function upsertDiscordUser(db: Db, identity: { id: string; username: string }): Promise<UserRow> {
  const existing = await db<UserRow>('users').where({ discord_id: identity.id }).first();
  if (!existing) {
    try {
      return await createUser(db, { discord_id: identity.id, discord_username: identity.username });
    } catch (err) {
      // The same person signing in twice at once: the other sign-in created the user.
      if (!(err instanceof ApiError && err.code === 'user_exists')) throw err;
      return (await db<UserRow>('users').where({ discord_id: identity.id }).first())!;
    }
  }
  if (existing.discord_username === identity.username) return existing;
  return updateUser(db, existing.id, { discord_username: identity.username });
}
