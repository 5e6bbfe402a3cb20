import * as Comlink from 'comlink';
import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import type { DataWorkerApi } from '../../workers/stats/types';
import { DATA_CHANNEL, type DataMoved } from '../../workers/dataChannel';
import { queryKey } from '../../domain/queryKey';

let remote: Comlink.Remote<DataWorkerApi> | null = null;

/** The data worker: it keeps the local database, syncs it, and answers only what a screen shows. */
export function dataWorker(): Comlink.Remote<DataWorkerApi> {
  remote ??= Comlink.wrap<DataWorkerApi>(new Worker(new URL('../../workers/stats.worker.ts', import.meta.url), { type: 'module', name: 'data' }));
  return remote;
}

/** The local data version; it moves whenever any tab's sync writes, so screens ask again. */
export function useDataVersion(): number | undefined {
  const [version, setVersion] = useState<number>();
  useEffect(() => {
    let live = true;
    void dataWorker()
      .dataVersion()
      .then((v) => live && setVersion((held) => Math.max(held ?? 0, v)));
    const channel = new BroadcastChannel(DATA_CHANNEL);
    channel.onmessage = (event: MessageEvent<DataMoved>) => startTransition(() => setVersion(event.data.version));
    return () => {
      live = false;
      channel.close();
    };
  }, []);
  return version;
}

/**
 * Answers the server worked out with the page it sent (a first visit's rows, app/prerender), by the
 * inputs of the query they answer: the screen draws them at once and hydrates over the same markup.
 */
export const FirstAnswers = createContext<ReadonlyMap<string, unknown>>(new Map());

/** The key of a query's first answer: its inputs, as useStats is given them. */
export const firstAnswerKey = (inputs: readonly unknown[]) => queryKey(inputs);

/** Runs a worker query for the current data version and the given inputs; undefined until answered, unless the page came with the answer. */
export function useStats<T>(query: (worker: Comlink.Remote<DataWorkerApi>) => Promise<T>, inputs: readonly unknown[]): T | undefined {
  const version = useDataVersion();
  const first = useContext(FirstAnswers).get(firstAnswerKey(inputs)) as T | undefined;
  const [answer, setAnswer] = useState<T | undefined>(first);
  const key = JSON.stringify([version, ...inputs]);
  useEffect(() => {
    if (version === undefined) return;
    let current = true;
    query(dataWorker()).then(
      // Data moves several times in one sync (rounds, alts, leaderboards) and most moves leave a
      // screen's answer as it was: the answer held is kept then, so the screen does not render again.
      // The answer renders in a transition: React draws it in slices between which the page stays
      // responsive, not in one task (a first page of rows was 150–200 ms on a slow phone).
      (value) =>
        current && startTransition(() => setAnswer((held) => (held !== undefined && JSON.stringify(held) === JSON.stringify(value) ? held : value))),
      (err: unknown) => console.error('data worker query failed', err),
    );
    return () => {
      current = false;
    };
    // The key holds every input; the query function itself changes on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return answer;
}
