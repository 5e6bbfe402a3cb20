import * as Comlink from 'comlink';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { StatsService } from '../../workers/stats/types';
import { localDb } from './local';

let remote: Comlink.Remote<StatsService> | null = null;

/** The stats worker: it reads IndexedDB itself and answers only what a screen shows. */
export function statsWorker(): Comlink.Remote<StatsService> {
  remote ??= Comlink.wrap<StatsService>(new Worker(new URL('../../workers/stats.worker.ts', import.meta.url), { type: 'module' }));
  return remote;
}

/** The local data version; it moves whenever a sync writes, so screens ask the worker again. */
export function useDataVersion(): number | undefined {
  return useLiveQuery(async () => (await localDb()?.sync.get('state'))?.version ?? 0, []);
}

/** Runs a worker query for the current data version and the given inputs; undefined until answered. */
export function useStats<T>(query: (worker: Comlink.Remote<StatsService>) => Promise<T>, inputs: readonly unknown[]): T | undefined {
  const version = useDataVersion();
  const [answer, setAnswer] = useState<{ key: string; value: T } | undefined>();
  const key = JSON.stringify([version, ...inputs]);
  useEffect(() => {
    if (version === undefined) return;
    let current = true;
    query(statsWorker()).then(
      (value) => current && setAnswer({ key, value }),
      (err: unknown) => console.error('stats query failed', err),
    );
    return () => {
      current = false;
    };
    // The key holds every input; the query function itself changes on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return answer?.value;
}
