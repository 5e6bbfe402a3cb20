import { toUtcTimestamp } from '../../../../domain/time';
import { recordChanges } from '../../../db/changes';
import type { Db } from '../../../db/connection';
import type { AccountRow, UserRow } from '../../../db/rows';

/**
 * After a user loses a character (unlinked, or moved to someone else): if it was their main account,
 * their earliest remaining character takes its place, or none. Recorded, so caches and devices see it.
 */
export async function replaceLostMainAccount(trx: Db, userId: number, lostAccountId: number): Promise<void> {
  const user = await trx<UserRow>('users').where({ id: userId }).first('main_account_id');
  if (user?.main_account_id !== lostAccountId) return;
  const next = await trx<AccountRow>('accounts').where({ user_id: userId }).whereNot({ id: lostAccountId }).orderBy('id').first('id');
  await trx<UserRow>('users')
    .where({ id: userId })
    .update({ main_account_id: next?.id ?? null, updated_at: toUtcTimestamp(new Date()) });
  await recordChanges(trx, 'user', [userId], 'upsert');
}

/** A user's first character becomes their main account. */
export async function promoteIfNoMainAccount(trx: Db, userId: number, accountId: number): Promise<void> {
  const promoted = await trx<UserRow>('users').where({ id: userId }).whereNull('main_account_id').update({ main_account_id: accountId });
  if (promoted > 0) await recordChanges(trx, 'user', [userId], 'upsert');
}
