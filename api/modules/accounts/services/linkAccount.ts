import { toUtcTimestamp } from '../../../../domain/time';
import { recordChanges } from '../../../db/changes';
import type { Db } from '../../../db/connection';
import { writeTransaction } from '../../../db/transaction';
import { isUniqueViolation } from '../../../db/errors';
import type { AccountRow, UserRow } from '../../../db/rows';
import { conflict } from '../../../http/errors';
import { requireUserRow } from '../../users/services/requireUserRow';

/**
 * Links a character to a user inside the caller's transaction. A name belongs to at most one user,
 * whatever its capitals; linking it again to the same user changes nothing. A user's first account
 * becomes their main account.
 */
export async function linkAccountIn(trx: Db, userId: number, characterName: string): Promise<{ account: AccountRow; created: boolean }> {
  const nameKey = characterName.toLowerCase();
  const existing = await trx<AccountRow>('accounts').where({ name_key: nameKey }).first();
  if (existing) {
    if (existing.user_id === userId) return { account: existing, created: false };
    throw conflict(`${existing.character_name} is already linked to another user.`, 'account_taken');
  }
  const [account] = await trx<AccountRow>('accounts')
    .insert({ user_id: userId, character_name: characterName, name_key: nameKey, created_at: toUtcTimestamp(new Date()) })
    .returning('*');
  await recordChanges(trx, 'account', [account!.id], 'upsert');
  const promoted = await trx<UserRow>('users').where({ id: userId }).whereNull('main_account_id').update({ main_account_id: account!.id });
  if (promoted > 0) await recordChanges(trx, 'user', [userId], 'upsert');
  return { account: account!, created: true };
}

export async function linkAccount(db: Db, userId: number, characterName: string): Promise<{ account: AccountRow; created: boolean }> {
  await requireUserRow(db, userId);
  const attempt = () => writeTransaction(db, (trx) => linkAccountIn(trx, userId, characterName));
  // Two links of one name at once: the loser tries again and sees the winner's row.
  return attempt().catch((err: unknown) => {
    if (isUniqueViolation(err)) return attempt();
    throw err;
  });
}
