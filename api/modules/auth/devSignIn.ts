import crypto from 'node:crypto';
import { z } from 'zod';
import { devSignInQuerySchema } from '../../../domain/schemas';
import type { Config } from '../../config';
import type { Db } from '../../db/connection';
import type { UserRow } from '../../db/rows';
import { isAdminUser } from '../../http/auth';
import { ApiError } from '../../http/errors';
import { createUser } from '../users/services/createUser';

/** The development sign-in form: the sign-in's state, and a listed user's Discord id or a name for a new user. */
export const devSignInSchema = devSignInQuerySchema.extend({
  discord_id: z.string().regex(/^\d{1,20}$/).optional(),
  discord_username: z.string().trim().min(1).max(64).optional(),
});

/** The users the development sign-in page offers, admins first so the demo admin is one click away. */
export async function devSignInChoices(db: Db, config: Config): Promise<{ users: UserRow[]; adminIds: Set<number> }> {
  const users = await db<UserRow>('users').orderByRaw("case when role = 'admin' then 0 else 1 end").orderBy('id').limit(12);
  return { users, adminIds: new Set(users.filter((u) => isAdminUser(u, config)).map((u) => u.id)) };
}

/** The user the form names, made when it names a new one. */
export async function devSignInUser(db: Db, input: z.output<typeof devSignInSchema>): Promise<UserRow> {
  const user = input.discord_id ? await db<UserRow>('users').where({ discord_id: input.discord_id }).first() : undefined;
  if (user) return user;
  if (!input.discord_username) throw new ApiError(400, 'invalid_input', 'discord_username: is required');
  // A made-up snowflake-sized id, as Discord would give.
  const discordId = input.discord_id ?? String(crypto.randomBytes(8).readBigUInt64BE() % 10n ** 18n).padStart(18, '1');
  return createUser(db, { discord_id: discordId, discord_username: input.discord_username });
}
