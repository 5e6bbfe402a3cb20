import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/rows';
import { notFound } from '../../../http/errors';
import { findUser } from './findUser';

export async function requireUserRow(db: Db, id: number): Promise<UserRow> {
  const user = await findUser(db, id);
  if (!user) throw notFound(`User ${id} does not exist.`);
  return user;
}
