import type { Follow } from '../../domain/types';
import { runAction, type ActionResult } from './action';
import { api } from './api';
import { queryKeys } from './keys';
import { useServerQuery, type ServerQuery } from './query/useServerQuery';
import { useSession } from './session';

const loadFollows = async (): Promise<Follow[]> => (await api<{ data: Follow[] }>('/follows/')).data.data;

/** The players the signed-in user follows, kept on the server; nothing is asked while signed out. */
export function useFollows(): ServerQuery<Follow[]> {
  const { isAuthenticated, user } = useSession();
  return useServerQuery(isAuthenticated ? queryKeys.follows(user?.id ?? null) : null, loadFollows);
}

/** Whether `follows` holds the player named `name` (a player's page names them as the Leaderboard does). */
export const isFollowed = (follows: readonly Follow[] | undefined, name: string): boolean =>
  follows?.some((follow) => follow.player_name.toLowerCase() === name.toLowerCase() || follow.character_name.toLowerCase() === name.toLowerCase()) ?? false;

export function followPlayer(name: string): Promise<ActionResult<Follow>> {
  return runAction(async () => (await api<{ data: Follow }>('/follows/', { method: 'POST', body: { character_name: name } })).data.data);
}

export function unfollowPlayer(name: string): Promise<ActionResult<Follow>> {
  return runAction(async () => (await api<{ data: Follow }>(`/follows/${encodeURIComponent(name)}`, { method: 'DELETE' })).data.data);
}
