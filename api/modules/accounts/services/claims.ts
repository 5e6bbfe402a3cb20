import type { AccountClaim, AccountClaimList, ClaimVia } from '../../../../domain/types';
import { toUtcTimestamp } from '../../../../domain/time';
import type { Db } from '../../../db/connection';
import { notFound } from '../../../http/errors';
import { presentClaim, type ClaimListRow } from '../present';
import type { AccountClaimRow } from '../rows';

/** How many unsettled claims the admin's list holds at most, newest first; `total` counts them all. */
export const CLAIMS_LISTED = 100;

/**
 * Keeps a claimant's try at a character another user holds, for the admins: once per character and
 * claimant while it is unsettled, however often they try.
 */
export async function recordClaim(trx: Db, claim: { characterName: string; ownerUserId: number; claimantUserId: number; via: ClaimVia }): Promise<void> {
  const nameKey = claim.characterName.toLowerCase();
  const open = await trx<AccountClaimRow>('account_claims').where({ name_key: nameKey, claimant_user_id: claim.claimantUserId }).whereNull('resolved_at').first('id');
  if (open) return;
  await trx<AccountClaimRow>('account_claims').insert({
    character_name: claim.characterName,
    name_key: nameKey,
    owner_user_id: claim.ownerUserId,
    claimant_user_id: claim.claimantUserId,
    via: claim.via,
    created_at: toUtcTimestamp(new Date()),
  });
}

/** Settles every open claim of a character: it was moved, or nobody holds it any more. */
export async function resolveClaimsOf(trx: Db, nameKey: string): Promise<void> {
  await trx<AccountClaimRow>('account_claims').where({ name_key: nameKey }).whereNull('resolved_at').update({ resolved_at: toUtcTimestamp(new Date()) });
}

const unresolved = (db: Db) => db<AccountClaimRow>('account_claims').whereNull('resolved_at');

/** The open claims, newest first, each with the owner and the claimant named. */
export async function listClaims(db: Db): Promise<AccountClaimList> {
  const [rows, counted] = await Promise.all([
    unresolved(db)
      .leftJoin('users as owner', 'owner.id', 'account_claims.owner_user_id')
      .join('users as claimant', 'claimant.id', 'account_claims.claimant_user_id')
      .orderBy([
        { column: 'account_claims.created_at', order: 'desc' },
        { column: 'account_claims.id', order: 'desc' },
      ])
      .limit(CLAIMS_LISTED)
      .select<ClaimListRow[]>(
        'account_claims.id',
        'account_claims.character_name',
        'account_claims.via',
        'account_claims.created_at',
        'owner.id as owner_id',
        'owner.discord_username as owner_username',
        'claimant.id as claimant_id',
        'claimant.discord_username as claimant_username',
      ),
    unresolved(db).count({ total: '*' }).first(),
  ]);
  // PostgreSQL counts in bigint, which arrives as a string.
  return { data: rows.map(presentClaim), total: Number(counted?.total ?? 0) };
}

/** Settles a claim without moving the character; dismissing a settled one changes nothing. */
export async function dismissClaim(db: Db, id: number): Promise<Pick<AccountClaim, 'id'>> {
  const claim = await db<AccountClaimRow>('account_claims').where({ id }).first('id', 'resolved_at');
  if (!claim) throw notFound(`Claim ${id} does not exist.`);
  if (claim.resolved_at === null) await db<AccountClaimRow>('account_claims').where({ id }).whereNull('resolved_at').update({ resolved_at: toUtcTimestamp(new Date()) });
  return { id };
}
