import type { Db } from '../../../db/connection';
import type { AccountRow } from '../../../db/rows';

export async function listUserAccounts(db: Db, userIds: readonly number[]): Promise<Map<number, AccountRow[]>> {
  const byUser = new Map<number, AccountRow[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db<AccountRow>('accounts').whereIn('user_id', userIds).orderBy('id');
  for (const row of rows) byUser.get(row.user_id)?.push(row);
  return byUser;
}
