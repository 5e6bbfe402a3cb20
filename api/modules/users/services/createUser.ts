import crypto from 'node:crypto';
import { toUtcTimestamp } from '../../../../domain/time';
import { recordChanges } from '../../../db/changes';
import type { Db } from '../../../db/connection';
import { writeTransaction } from '../../../db/transaction';
import { isUniqueViolation } from '../../../db/errors';
import type { UserRow } from '../../../db/rows';
import { conflict } from '../../../http/errors';

export async function createUser(db: Db, input: { discord_id: string; discord_username: string; role?: 'admin' | 'user' }): Promise<UserRow> {
  const taken = () => conflict(`A user with Discord ID ${input.discord_id} already exists.`, 'user_exists');
  return writeTransaction(db, async (trx) => {
    const existing = await trx<UserRow>('users').where({ discord_id: input.discord_id }).first();
    if (existing) throw taken();
    const now = toUtcTimestamp(new Date());
    const [row] = await trx<UserRow>('users')
      .insert({
        discord_id: input.discord_id,
        discord_username: input.discord_username,
        role: input.role ?? 'user',
        uuid_key: crypto.randomUUID(),
        created_at: now,
        updated_at: now,
      })
      .returning('*');
    await recordChanges(trx, 'user', [row!.id], 'upsert');
    return row!;
  }).catch((err: unknown) => {
    throw isUniqueViolation(err) ? taken() : err;
  });
}
