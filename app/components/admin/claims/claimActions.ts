import type { AccountClaim, AccountClaimList, ClaimVia } from '../../../../domain/types';
import { api } from '../../../data/api';
import { syncNow } from '../../../data/syncTriggers';
import { showSnackbar } from '../../../ui/snackbar';

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

/**
 * Moves the claimed character to its claimant (POST /accounts), which settles every claim on
 * it. A refusal shows the server's own message (api's snackbar). True when moved.
 */
export async function moveToClaimant(claim: AccountClaim): Promise<boolean> {
  try {
    await api('/accounts/', { method: 'POST', body: { user_id: claim.claimant.id, character_name: claim.character_name } });
  } catch {
    return false;
  }
  showSnackbar(`${claim.character_name} moved to ${claim.claimant.discord_username}`, { color: 'success' });
  void syncNow();
  return true;
}

/** Settles the claim and leaves the character where it is (DELETE /accounts/claims/{id}). True when dismissed. */
export async function dismissClaim(claim: AccountClaim): Promise<boolean> {
  try {
    await api(`/accounts/claims/${claim.id}/`, { method: 'DELETE' });
  } catch {
    return false;
  }
  showSnackbar(`Claim on ${claim.character_name} by ${claim.claimant.discord_username} dismissed`, { color: 'success' });
  return true;
}
