import { recordChanges, serializeWrites } from '../../../db/changes';
import type { Db } from '../../../db/connection';
import { writeTransaction } from '../../../db/transaction';
import type { AccountRow, UserRow } from '../../../db/rows';
import { forbidden, notFound } from '../../../http/errors';
import { resolveClaimsOf } from './claims';
import { lockedAccount } from './heldAccount';
import { replaceLostMainAccount } from './mainAccount';

export interface Unlinked {
  account: AccountRow;
  /** The main account of the user who held it, afterwards. */
  mainAccountId: number | null;
}

/**
 * Unlinks a character from its user: an admin any, a user only their own. Its rounds stay; it no
 * longer counts as theirs. Their main account moves on if it was this one, and open claims on the
 * character are settled, since nobody holds it now.
 */
export async function unlinkAccount(db: Db, accountId: number, caller: { userId: number; admin: boolean }): Promise<Unlinked> {
  return writeTransaction(db, async (trx) => {
    // Uploads' lock before the character's row, in the order an upload takes them (see linkAccount).
    await serializeWrites(trx, 'uploads');
    const account = await lockedAccount(trx, accountId);
    if (!account) throw notFound(`Account ${accountId} does not exist.`);
    if (account.user_id !== caller.userId && !caller.admin) throw forbidden('You can only unlink your own characters.');
    await trx<AccountRow>('accounts').where({ id: account.id }).delete();
    await recordChanges(trx, 'account', [account.id], 'delete');
    await replaceLostMainAccount(trx, account.user_id, account.id);
    await resolveClaimsOf(trx, account.name_key);
    const user = await trx<UserRow>('users').where({ id: account.user_id }).first('main_account_id');
    return { account, mainAccountId: user?.main_account_id ?? null };
  });
}
