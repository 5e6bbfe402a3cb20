import type { GameAccount } from '../../../domain/types';
import type { AccountRow } from '../../db/rows';

/** A linked character, with the user it is linked to. */
export function presentAccount(account: AccountRow): GameAccount & { user_id: number } {
  return { id: account.id, user_id: account.user_id, character_name: account.character_name };
}
