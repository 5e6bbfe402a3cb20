import type { Db } from '../../../db/connection';
import type { LinkedAccountRow } from '../../accounts/rows';

/** Each user's characters in the order they were linked, with how each was. */
export async function listUserAccounts(db: Db, userIds: readonly number[]): Promise<Map<number, LinkedAccountRow[]>> {
  const byUser = new Map<number, LinkedAccountRow[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db<LinkedAccountRow>('accounts').whereIn('user_id', userIds).orderBy('id');
  for (const row of rows) byUser.get(row.user_id)?.push(row);
  return byUser;
}
