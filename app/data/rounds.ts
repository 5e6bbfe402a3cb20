import { useLiveQuery } from 'dexie-react-hooks';
import type { RoundDetail } from '../../domain/types';
import { api } from './api';
import { localDb } from './local';

/** One round as stored on this device, falling back to the API when it is not (yet) synced. */
export async function loadRound(id: number): Promise<RoundDetail | null> {
  const local = await localDb()?.rounds.get(id).catch(() => undefined);
  if (local) return { ...local, replay_data: null };
  try {
    return (await api<{ data: RoundDetail }>(`/rounds/${id}/`, { quiet: true })).data.data;
  } catch {
    return null;
  }
}

/** undefined while loading, null when the round does not exist. */
export function useRound(id: number): RoundDetail | null | undefined {
  return useLiveQuery(() => (Number.isInteger(id) && id > 0 ? loadRound(id) : Promise.resolve(null)), [id]);
}
