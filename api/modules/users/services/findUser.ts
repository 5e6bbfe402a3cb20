import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/rows';

export async function findUser(db: Db, id: number): Promise<UserRow | undefined> {
  return db<UserRow>('users').where({ id }).first();
}
