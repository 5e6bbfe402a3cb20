import type { UserSummary } from '../../../../domain/types';
import { api, ApiFailure, UNEXPECTED_ERROR } from '../../../data/api';
import { showSnackbar } from '../../../ui/snackbar';

/** Adds a user (POST /users/). A refusal shows the server's message (api's snackbar); null then. */
export async function addUser(input: { discord_id: string; discord_username: string }): Promise<UserSummary | null> {
  try {
    const { data } = await api<{ data: UserSummary }>('/users/', { method: 'POST', body: input });
    showSnackbar(`User ${data.data.discord_username} added`, { color: 'success' });
    return data.data;
  } catch {
    return null;
  }
}

/**
 * Links a character to a user (POST /accounts/), moving it from another user who held it. Null when linked; otherwise the server's refusal,
 * which the dialog shows beside the name (a snackbar would sit behind the dialog).
 */
export async function addAccount(user: UserSummary, characterName: string): Promise<string | null> {
  try {
    const { data, status } = await api<{ data: { character_name: string; previous_owner?: { discord_username: string } } }>('/accounts/', {
      method: 'POST',
      body: { user_id: user.id, character_name: characterName },
      quiet: true,
    });
    const name = data.data.character_name;
    const previous = data.data.previous_owner;
    // A name another user held moves to this one; 200 without a previous owner: it was this user's already.
    if (previous) showSnackbar(`Account ${name} moved from ${previous.discord_username} to ${user.discord_username}`, { color: 'success' });
    else if (status === 200) showSnackbar(`${name} was already linked to ${user.discord_username}`);
    else showSnackbar(`Account ${name} added for ${user.discord_username}`, { color: 'success' });
    return null;
  } catch (err) {
    return err instanceof ApiFailure ? err.message : UNEXPECTED_ERROR;
  }
}
