import { LINKED_VIA } from '../../../domain/schemas';
import type { AccountClaim, ClaimVia, GameAccount, LinkedVia, OwnAccount, UserRef } from '../../../domain/types';
import type { AccountRow, UserRow } from '../../db/rows';
import type { LinkedAccountRow } from './rows';

/** A linked character, with the user it is linked to. */
export function presentAccount(account: AccountRow): GameAccount & { user_id: number } {
  return { id: account.id, user_id: account.user_id, character_name: account.character_name };
}

/** A character an admin moved: who held it before. */
export function presentMovedAccount(account: AccountRow, previousOwner: UserRow): GameAccount & { user_id: number; previous_user_id: number; previous_owner: UserRef } {
  return {
    ...presentAccount(account),
    previous_user_id: previousOwner.id,
    previous_owner: { id: previousOwner.id, discord_username: previousOwner.discord_username },
  };
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
