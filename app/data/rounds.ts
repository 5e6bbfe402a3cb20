import type { RoundDetail, UnrankedRound } from '../../domain/types';
import { api, ApiFailure } from './api';
import { dataWorker, useStats } from './stats';

/** What Round Details and the replay screen say when the round is neither on the device nor reachable. */
export const OFFLINE_ROUND_MESSAGE = 'You are offline and this round is not on this device yet.';

/** A round looked up for a screen: 'offline' when only a connection could tell whether it exists. */
export type RoundLookup = { status: 'found'; round: UnrankedRound } | { status: 'missing' } | { status: 'offline' };

const found = (round: UnrankedRound): RoundLookup => ({ status: 'found', round });

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
    if (!(err instanceof ApiFailure) || err.status !== null) return { status: 'missing' };
  }
  const opened = await worker.openedRound(id).catch(() => null);
  return opened ? found(opened) : { status: 'offline' };
}

/** undefined while loading; follows sync. */
export function useRoundLookup(id: number): RoundLookup | undefined {
  return useStats(() => (Number.isInteger(id) && id > 0 ? loadRound(id) : Promise.resolve<RoundLookup>({ status: 'missing' })), ['round', id]);
}
