import { LINKED_VIA } from '../../../domain/shapes/account';
import type { AccountClaim, ClaimVia, LinkedAccount, LinkedVia, MovedAccount, OwnAccount, UnlinkedAccount } from '../../../domain/types';
import type { AccountRow, UserRow } from '../../db/rows';
import type { LinkedAccountRow } from './rows';

/** A linked character, with the user it is linked to. */
export function presentAccount(account: AccountRow): LinkedAccount {
  return { id: account.id, user_id: account.user_id, character_name: account.character_name };
}

/** A character an admin moved: who held it before. */
export function presentMovedAccount(account: AccountRow, previousOwner: UserRow): MovedAccount {
  return {
    ...presentAccount(account),
    previous_user_id: previousOwner.id,
    previous_owner: { id: previousOwner.id, discord_username: previousOwner.discord_username },
  };
}

/** A character unlinked, and its user's main account afterwards. */
export function presentUnlinkedAccount(account: AccountRow, mainAccountId: number | null): UnlinkedAccount {
  return { ...presentAccount(account), main_account_id: mainAccountId };
}

const isLinkedVia = (value: string | null): value is LinkedVia => (LINKED_VIA as readonly (string | null)[]).includes(value);

/** One of the signed-in user's own characters, with how and when it was linked. */
export function presentOwnAccount(account: LinkedAccountRow): OwnAccount {
  return { id: account.id, character_name: account.character_name, linked_via: isLinkedVia(account.linked_via) ? account.linked_via : null, created_at: account.created_at };
}

/** A claim as the admin's list reads it, the owner and the claimant joined in. */
export interface ClaimListRow {
  id: number;
  character_name: string;
  /** recordClaim writes no other value. */
  via: ClaimVia;
  created_at: string;
  owner_id: number | null;
  owner_username: string | null;
  claimant_id: number;
  claimant_username: string;
}

export function presentClaim(row: ClaimListRow): AccountClaim {
  return {
    id: row.id,
    character_name: row.character_name,
    owner: row.owner_id === null ? null : { id: row.owner_id, discord_username: row.owner_username! },
    claimant: { id: row.claimant_id, discord_username: row.claimant_username },
    via: row.via,
    created_at: row.created_at,
  };
}
