import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/rows';
import { usersMatching } from './usersMatching';

export async function listUsers(db: Db, search?: string): Promise<UserRow[]> {
  return usersMatching(db, search).orderBy('id');
}
