import * as Comlink from 'comlink';
import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import { DATA_CHANNEL, type DataMoved } from '../../domain/dataChannel';
import type { DataWorkerApi } from '../../domain/dataWorker';
import { queryKey } from '../../domain/queryKey';

let remote: Comlink.Remote<DataWorkerApi> | null = null;

/** The data worker: it keeps the local database, syncs it, and answers only what a screen shows. */
export function dataWorker(): Comlink.Remote<DataWorkerApi> {
  remote ??= Comlink.wrap<DataWorkerApi>(new Worker(new URL('../../workers/stats.worker.ts', import.meta.url), { type: 'module', name: 'data' }));
  return remote;
}

type VersionListener = (version: number) => void;

const versionListeners = new Set<VersionListener>();
let knownVersion: number | undefined;
let versionChannel: BroadcastChannel | null = null;

function versionMoved(version: number): void {
  if (knownVersion !== undefined && version <= knownVersion) return;
  knownVersion = version;
  for (const listener of versionListeners) listener(version);
}

/**
 * Calls `listener` with the local data version once it is known and again whenever any tab's sync
 * moves it; returns the unsubscribe. A move alone renders nothing: only an answer that changed does.
 */
function onDataVersion(listener: VersionListener): () => void {
  versionListeners.add(listener);
  if (knownVersion !== undefined) listener(knownVersion);
  if (!versionChannel) {
    versionChannel = new BroadcastChannel(DATA_CHANNEL);
    versionChannel.onmessage = (event: MessageEvent<DataMoved>) => versionMoved(event.data.version);
    void dataWorker().dataVersion().then(versionMoved, (err: unknown) => console.error('data worker query failed', err));
  }
  return () => {
    versionListeners.delete(listener);
  };
}

/**
 * Answers the server worked out with the page it sent (a first visit's rows, app/prerender), by the
 * inputs of the query they answer: the screen draws them at once and hydrates over the same markup.
 */
export const FirstAnswers = createContext<ReadonlyMap<string, unknown>>(new Map());

/** The key of a query's first answer: its inputs, as useStats is given them. */
export const firstAnswerKey = (inputs: readonly unknown[]) => queryKey(inputs);

/**
 * Runs a worker query at the current data version and again at each move, for the given inputs;
 * undefined until answered, unless the page came with the answer.
 */
export function useStats<T>(query: (worker: Comlink.Remote<DataWorkerApi>) => Promise<T>, inputs: readonly unknown[]): T | undefined {
  const first = useContext(FirstAnswers).get(firstAnswerKey(inputs)) as T | undefined;
  const [answer, setAnswer] = useState<T | undefined>(first);
  const key = JSON.stringify(inputs);
  useEffect(() => {
    let current = true;
    let asked = 0;
    let shown = 0;
    const stop = onDataVersion(() => {
      const ask = ++asked;
      query(dataWorker()).then(
        (value) => {
          // Answers can come back out of order: one older than the answer shown is dropped.
          if (!current || ask < shown) return;
          shown = ask;
          // Data moves several times in one sync (rounds, alts, leaderboards) and most moves leave a
          // screen's answer as it was: the answer held is kept then, so the screen does not render again.
          // The answer renders in a transition: React draws it in slices between which the page stays
          // responsive, not in one task.
          startTransition(() => setAnswer((held) => (held !== undefined && JSON.stringify(held) === JSON.stringify(value) ? held : value)));
        },
        (err: unknown) => console.error('data worker query failed', err),
      );
    });
    return () => {
      current = false;
      stop();
    };
    // The key holds every input; the query function itself changes on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return answer;
}
