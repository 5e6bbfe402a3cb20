import type { LinkedVia } from '../../../../domain/types';
import { toUtcTimestamp } from '../../../../domain/time';
import { recordChanges, serializeWrites } from '../../../db/changes';
import type { Db } from '../../../db/connection';
import { writeTransaction } from '../../../db/transaction';
import { isUniqueViolation } from '../../../db/errors';
import type { AccountRow, UserRow } from '../../../db/rows';
import { conflict } from '../../../http/errors';
import { requireUserRow } from '../../users/services/requireUserRow';
import type { LinkedAccountRow } from '../rows';
import { resolveClaimsOf } from './claims';
import { heldAccount } from './heldAccount';
import { promoteIfNoMainAccount, replaceLostMainAccount } from './mainAccount';

/**
 * Links a character to a user inside the caller's transaction, keeping how (`via`) for the Account
 * page. A name belongs to at most one user, whatever its capitals; linking it again to the same user
 * changes nothing. A user's first account becomes their main account.
 */
export async function linkAccountIn(trx: Db, userId: number, characterName: string, via: LinkedVia): Promise<{ account: AccountRow; created: boolean }> {
  const existing = await heldAccount(trx, characterName);
  if (existing) {
    if (existing.user_id === userId) return { account: existing, created: false };
    throw conflict(`${existing.character_name} is already linked to another user.`, 'account_taken');
  }
  const [account] = await trx<LinkedAccountRow>('accounts')
    .insert({ user_id: userId, character_name: characterName, name_key: characterName.toLowerCase(), created_at: toUtcTimestamp(new Date()), linked_via: via })
    .returning('*');
  await recordChanges(trx, 'account', [account!.id], 'upsert');
  await promoteIfNoMainAccount(trx, userId, account!.id);
  return { account: account!, created: true };
}

/**
 * Gives a held character to another user, as an admin's link: its previous owner loses it (and their
 * main account moves on if it was that one), and the claims on it are settled.
 */
async function moveAccountIn(trx: Db, account: AccountRow, userId: number): Promise<{ account: AccountRow; previousOwner: UserRow }> {
  const previousOwner = (await trx<UserRow>('users').where({ id: account.user_id }).first())!;
  const [moved] = await trx<LinkedAccountRow>('accounts')
    .where({ id: account.id })
    .update({ user_id: userId, linked_via: 'admin', created_at: toUtcTimestamp(new Date()) })
    .returning('*');
  await recordChanges(trx, 'account', [account.id], 'upsert');
  await replaceLostMainAccount(trx, previousOwner.id, account.id);
  await promoteIfNoMainAccount(trx, userId, account.id);
  await resolveClaimsOf(trx, account.name_key);
  return { account: moved!, previousOwner };
}

export interface AdminLink {
  account: AccountRow;
  created: boolean;
  /** Who held the character before an admin moved it to this user. */
  previousOwner: UserRow | null;
}

/** An admin links a character to a user; one another user holds moves to this user, and the answer names who held it. */
export async function linkAccount(db: Db, userId: number, characterName: string): Promise<AdminLink> {
  await requireUserRow(db, userId);
  const attempt = () =>
    writeTransaction(db, async (trx): Promise<AdminLink> => {
      // An upload may link or claim this very character: take turns with uploads, locking in their order
      // (theirs first, then the character's row), so neither waits on the other in a cycle.
      await serializeWrites(trx, 'uploads');
      const held = await heldAccount(trx, characterName);
      if (held && held.user_id !== userId) return { ...(await moveAccountIn(trx, held, userId)), created: false };
      return { ...(await linkAccountIn(trx, userId, characterName, 'admin')), previousOwner: null };
    });
  // Two links of one name at once: the loser tries again and sees the winner's row.
  return attempt().catch((err: unknown) => {
    if (isUniqueViolation(err)) return attempt();
    throw err;
  });
}
