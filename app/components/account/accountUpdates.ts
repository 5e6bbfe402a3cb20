import { REGION_LABELS } from '../../../domain/account';
import type { Region } from '../../../domain/constants';
import type { GameAccount } from '../../../domain/types';
import { api } from '../../data/api';
import { refreshUser } from '../../data/session';
import { showSnackbar } from '../../ui/snackbar';

/** SPEC §8: a failed main-account update is only logged (api logs it; quiet keeps the snackbar away). */
export async function updateMainAccount(account: GameAccount): Promise<void> {
  try {
    await api('/users/main-account/', { method: 'PUT', body: { main_account_id: account.id }, quiet: true });
  } catch {
    return;
  }
  showSnackbar(`Main account updated to ${account.character_name}`, { color: 'success' });
  // The page reads the session user: ask the server again so it shows what was stored.
  await refreshUser();
}

/** SPEC §8: a failed region update says so in its own words, not the server's. */
export async function updateRegion(region: Region): Promise<void> {
  try {
    await api('/users/region/', { method: 'PUT', body: { region }, quiet: true });
  } catch {
    showSnackbar('Failed to update region.', { color: 'error' });
    return;
  }
  showSnackbar(`Region updated to ${REGION_LABELS[region]}`, { color: 'success' });
  await refreshUser();
}
