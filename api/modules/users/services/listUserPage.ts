import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/rows';
import { usersMatching } from './usersMatching';

/** One page of the matching users, by id, and how many match in all. */
export async function listUserPage(db: Db, search: string | undefined, limit: number, offset: number): Promise<{ users: UserRow[]; total: number }> {
  const [users, counted] = await Promise.all([
    usersMatching(db, search).orderBy('id').limit(limit).offset(offset),
    usersMatching(db, search).count({ total: '*' }).first(),
  ]);
  // PostgreSQL counts in bigint, which arrives as a string.
  return { users, total: Number(counted?.total ?? 0) };
}
