import type { Db } from '../../../db/connection';
import type { AccountRow, UserRow } from '../../../db/rows';
import { badRequest } from '../../../http/errors';
import { requireUserRow } from './requireUserRow';
import { updateUser } from './updateUser';

export async function setMainAccount(db: Db, userId: number, accountId: number): Promise<{ user: UserRow; account: AccountRow }> {
  await requireUserRow(db, userId);
  const account = await db<AccountRow>('accounts').where({ id: accountId }).first();
  if (!account || account.user_id !== userId) throw badRequest('main_account_id: that account is not linked to this user.', 'account_not_owned');
  const user = await updateUser(db, userId, { main_account_id: accountId });
  return { user, account };
}
