import { useContext } from 'react';
import type { RoundDetail, UnrankedRound } from '../../domain/types';
import { api, ApiFailure } from './api';
import { dataWorker } from './dataWorker';
import { queryKeys } from './keys';
import { firstAnswerKey, FirstAnswers } from './query/firstAnswers';
import type { QueryState } from './query/queryState';
import { useWorkerQuery } from './query/useWorkerQuery';

/** What Round Details and the replay screen say when the round is neither on the device nor reachable. */
export const OFFLINE_ROUND_MESSAGE = 'You are offline and this round is not on this device yet.';

/** A round looked up for a screen: 'offline' when only a connection could tell whether it exists. */
export type RoundLookup = { outcome: 'found'; round: UnrankedRound } | { outcome: 'missing' } | { outcome: 'offline' };

const found = (round: UnrankedRound): RoundLookup => ({ outcome: 'found', round });

/**
 * One round as kept on this device, else from the API (not synced yet); offline, the copy kept
 * with its opened replay.
 */
export async function loadRound(id: number): Promise<RoundLookup> {
  const worker = dataWorker();
  const synced = await worker.round(id).catch(() => null);
  if (synced) return found(synced);
  try {
    return found((await api<{ data: RoundDetail }>(`/rounds/${id}/`)).data.data);
  } catch (err) {
    if (!(err instanceof ApiFailure) || err.status !== null) return { outcome: 'missing' };
  }
  const opened = await worker.openedRound(id).catch(() => null);
  return opened ? found(opened) : { outcome: 'offline' };
}

/** The round for Round Details; it follows sync. */
export function useRoundLookup(id: number): QueryState<RoundLookup> {
  return useWorkerQuery(queryKeys.round(id), () => (Number.isInteger(id) && id > 0 ? loadRound(id) : Promise.resolve<RoundLookup>({ outcome: 'missing' })));
}

/**
 * The round the page came with (a first visit's replay, api/render), or null: the replay screen names
 * it while the replay itself loads, without asking for the round on its own.
 */
export function useFirstVisitRound(id: number): UnrankedRound | null {
  const first = useContext(FirstAnswers).get(firstAnswerKey(queryKeys.round(id))) as RoundLookup | undefined;
  return first?.outcome === 'found' ? first.round : null;
}
