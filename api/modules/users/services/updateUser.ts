import { toUtcTimestamp } from '../../../../domain/time';
import { recordChanges } from '../../../db/changes';
import type { Db } from '../../../db/connection';
import { writeTransaction } from '../../../db/transaction';
import type { UserRow } from '../../../db/rows';
import { notFound } from '../../../http/errors';

export async function updateUser(db: Db, userId: number, fields: Partial<UserRow>): Promise<UserRow> {
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
