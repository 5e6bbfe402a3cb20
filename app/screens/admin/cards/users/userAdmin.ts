import type { UserSummary } from '../../../../../domain/types';
import { runAction, type ActionResult } from '../../../../data/action';
import { api } from '../../../../data/api';
import { showSnackbar } from '../../../../ui/snackbar';

/** Adds a user (POST /users/). A refusal shows in the server's words. */
export function addUser(input: { discord_id: string; discord_username: string }): Promise<ActionResult<UserSummary>> {
  return runAction(async () => {
    const { data } = await api<{ data: UserSummary }>('/users/', { method: 'POST', body: input });
    showSnackbar(`User ${data.data.discord_username} added`, { color: 'success' });
    return data.data;
  });
}

/**
 * Links a character to a user (POST /accounts/), moving it from another user who held it. A refusal
 * comes back for the dialog to show beside the name.
 */
export function addAccount(user: UserSummary, characterName: string): Promise<ActionResult<void>> {
  return runAction(
    async () => {
      const { data, status } = await api<{ data: { character_name: string; previous_owner?: { discord_username: string } } }>('/accounts/', {
        method: 'POST',
        body: { user_id: user.id, character_name: characterName },
      });
      const name = data.data.character_name;
      const previous = data.data.previous_owner;
      // A name another user held moves to this one; 200 without a previous owner: it was this user's already.
      if (previous) showSnackbar(`Account ${name} moved from ${previous.discord_username} to ${user.discord_username}`, { color: 'success' });
      else if (status === 200) showSnackbar(`${name} was already linked to ${user.discord_username}`);
      else showSnackbar(`Account ${name} added for ${user.discord_username}`, { color: 'success' });
    },
    { field: () => true },
  );
}
