import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/rows';

/** The users whose Discord username or a linked character name holds the term, or whose Discord ID is it. */
export function usersMatching(db: Db, search: string | undefined) {
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
