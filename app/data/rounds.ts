import { useEffect, useState } from 'react';
import type { RoundDetail } from '../../domain/types';
import { api } from './api';
import { dataWorker, useDataVersion } from './stats';

/** One round as kept on this device, else from the API (not synced yet); null when it does not exist. */
export async function loadRound(id: number): Promise<RoundDetail | null> {
  const local = await dataWorker()
    .round(id)
    .catch(() => null);
  if (local) return { ...local, replay_data: null };
  try {
    return (await api<{ data: RoundDetail }>(`/rounds/${id}/`, { quiet: true })).data.data;
  } catch {
    return null;
  }
}

/** undefined while loading, null when the round does not exist; follows sync. */
export function useRound(id: number): RoundDetail | null | undefined {
  const version = useDataVersion();
  const [round, setRound] = useState<RoundDetail | null>();
  useEffect(() => {
    let live = true;
    const load = Number.isInteger(id) && id > 0 ? loadRound(id) : Promise.resolve(null);
    void load.then((r) => live && setRound(r));
    return () => {
      live = false;
    };
  }, [id, version]);
  return round;
}
