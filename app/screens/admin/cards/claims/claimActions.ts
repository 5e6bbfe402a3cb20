import type { AccountClaim, AccountClaimList, ClaimVia } from '../../../../../domain/types';
import { runAction, type ActionResult } from '../../../../data/action';
import { api } from '../../../../data/api';
import { syncNow } from '../../../../data/syncTriggers';
import { showSnackbar } from '../../../../ui/snackbar';

export const VIA_LABELS: Record<ClaimVia, string> = {
  plugin: 'through the plugin',
  discord: 'through Discord',
};

/** Who held the character when it was claimed; a user since removed has no name to show. */
export function ownerName(claim: AccountClaim): string {
  return claim.owner?.discord_username ?? 'a removed user';
}

/** The open claims, newest first (GET /accounts/claims). */
export const loadClaims = async (): Promise<AccountClaimList> => (await api<AccountClaimList>('/accounts/claims')).data;

/** Moves the claimed character to its claimant (POST /accounts), which settles every claim on it. */
export const moveToClaimant = (claim: AccountClaim): Promise<ActionResult<void>> =>
  runAction(async () => {
    await api('/accounts/', { method: 'POST', body: { user_id: claim.claimant.id, character_name: claim.character_name } });
    showSnackbar(`${claim.character_name} moved to ${claim.claimant.discord_username}`, { color: 'success' });
    void syncNow();
  });

/** Settles the claim and leaves the character where it is (DELETE /accounts/claims/{id}). */
export const dismissClaim = (claim: AccountClaim): Promise<ActionResult<void>> =>
  runAction(async () => {
    await api(`/accounts/claims/${claim.id}/`, { method: 'DELETE' });
    showSnackbar(`Claim on ${claim.character_name} by ${claim.claimant.discord_username} dismissed`, { color: 'success' });
  });
