import type { ClaimVia } from '../../../../domain/types';
import type { Db } from '../../../db/connection';
import { recordClaim } from './claims';
import { heldAccount } from './heldAccount';
import { linkAccountIn } from './linkAccount';

/**
 * A player's own try to link a character (a plugin upload with their UUID key, Discord's /link),
 * inside the caller's transaction. A character nobody holds is linked to them, first come; one another
 * user holds stays theirs, and the try is kept as a claim for the admins rather than passed over.
 */
export async function linkOrClaim(trx: Db, claimantUserId: number, characterName: string, via: ClaimVia): Promise<'linked' | 'already' | 'claimed'> {
  const held = await heldAccount(trx, characterName);
  if (!held) {
    await linkAccountIn(trx, claimantUserId, characterName, via);
    return 'linked';
  }
  if (held.user_id === claimantUserId) return 'already';
  await recordClaim(trx, { characterName: held.character_name, ownerUserId: held.user_id, claimantUserId, via });
  return 'claimed';
}
