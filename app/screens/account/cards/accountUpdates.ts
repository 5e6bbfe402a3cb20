import { REGION_LABELS } from '../../../../domain/account';
import type { Region } from '../../../../domain/constants';
import type { GameAccount } from '../../../../domain/types';
import { runAction, type ActionResult } from '../../../data/action';
import { api } from '../../../data/api';
import { getSession, refreshUser } from '../../../data/session';
import { syncNow } from '../../../data/syncTriggers';
import { showSnackbar } from '../../../ui/snackbar';

/** The payload's user_id: absent for the signed-in user's own change, another user's id for an admin's. */
function target(userId: number | undefined): { user_id?: number } {
  return userId === undefined ? {} : { user_id: userId };
}

/** The session shows the signed-in user: ask the server again when the change was theirs. */
async function refreshIfOwn(userId: number | undefined): Promise<void> {
  if (userId === undefined || userId === getSession().user?.id) await refreshUser();
}

/**
 * Makes the account the main one of the signed-in user, or of user `userId` (an admin's change).
 * SPEC §8: a failure is only logged.
 */
export const updateMainAccount = (account: GameAccount, userId?: number): Promise<ActionResult<void>> =>
  runAction(async () => {
    await api('/users/main-account/', { method: 'PUT', body: { main_account_id: account.id, ...target(userId) } });
    showSnackbar(`Main account updated to ${account.character_name}`, { color: 'success' });
    await refreshIfOwn(userId);
  }, 'log');

/** Sets the region of the signed-in user, or of user `userId`. SPEC §8: a failure says so in its own words, not the server's. */
export const updateRegion = (region: Region, userId?: number): Promise<ActionResult<void>> =>
  runAction(
    async () => {
      await api('/users/region/', { method: 'PUT', body: { region, ...target(userId) } });
      showSnackbar(`Region updated to ${REGION_LABELS[region]}`, { color: 'success' });
      await refreshIfOwn(userId);
    },
    { say: 'Failed to update region.' },
  );

/** Turns the Discord announcement of the signed-in user's personal bests on or off. A refusal shows in the server's words. */
export const updateAnnouncePbs = (announcePbs: boolean): Promise<ActionResult<void>> =>
  runAction(async () => {
    await api('/users/announce-pbs/', { method: 'PUT', body: { announce_pbs: announcePbs } });
    showSnackbar(`Personal best announcements turned ${announcePbs ? 'on' : 'off'}`, { color: 'success' });
    await refreshUser();
  });

/**
 * Unlinks a character from the signed-in user, or from user `userId` (an admin's change). A refusal
 * shows in the server's words; the alts an unlinking leaves are synced at once.
 */
export const unlinkCharacter = (account: GameAccount, userId?: number): Promise<ActionResult<void>> =>
  runAction(async () => {
    await api(`/accounts/${account.id}/`, { method: 'DELETE' });
    showSnackbar(`${account.character_name} unlinked`, { color: 'success' });
    void syncNow();
    await refreshIfOwn(userId);
  });
