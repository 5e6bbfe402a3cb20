import { useEffect, useMemo } from 'react';
import type { FeedAnswer } from '../../domain/dataWorker';
import type { FeedKind } from '../../domain/feedKinds';
import type { Follow } from '../../domain/types';
import { runAction, type ActionResult } from './action';
import { api } from './api';
import { queryKeys } from './keys';
import type { Unversioned } from './query/asking';
import { notYet, type QueryState } from './query/queryState';
import { useServerQuery, type ServerQuery } from './query/useServerQuery';
import { useWorkerQuery } from './query/useWorkerQuery';
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

const storedKey = (userId: number) => `follows:${userId}`;

/**
 * The names the user follows: the server's list, kept on the device as it comes, so the feed still
 * knows them offline; null while neither has any.
 */
export function useFollowedNames(): string[] | null {
  const { user } = useSession();
  const follows = useFollows();
  const userId = user?.id ?? null;
  const names = useMemo(() => follows.data?.map((follow) => follow.character_name), [follows.data]);
  useEffect(() => {
    if (userId !== null && names) localStorage.setItem(storedKey(userId), JSON.stringify(names));
  }, [userId, names]);
  if (names) return names;
  const stored = userId === null ? null : localStorage.getItem(storedKey(userId));
  return stored ? (JSON.parse(stored) as string[]) : null;
}

/** The Following feed from the device's copy: asked again at each sync; none before the first. */
export function useFeed(followed: readonly string[], only: FeedKind | undefined): QueryState<Unversioned<FeedAnswer>> {
  const feed = useWorkerQuery(queryKeys.feed(followed, only), (worker) => worker.feed(followed, only));
  return notYet(feed, (answer) => answer.events.length === 0 && !answer.synced);
}
