import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/rows';
import { ApiError } from '../../../http/errors';
import { createUser } from './createUser';
import { updateUser } from './updateUser';

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
