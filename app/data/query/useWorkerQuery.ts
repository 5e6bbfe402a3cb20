import type * as Comlink from 'comlink';
import { startTransition, useContext, useEffect, useState } from 'react';
import type { DataWorkerApi } from '../../../domain/dataWorker';
import { queryKey } from '../../../domain/queryKey';
import { dataWorker } from '../dataWorker';
import type { QueryKey } from '../keys';
import { askAtEach, askOnce, sameAnswer, withoutVersion, type Unversioned } from './asking';
import { onDataVersion } from './dataVersion';
import { FirstAnswers } from './firstAnswers';
import { errorState, loadingState, readyState, type QueryState } from './queryState';

type Ask<T> = (worker: Comlink.Remote<DataWorkerApi>) => Promise<T>;

export interface WorkerQueryOptions {
  /** Keep the answer's data version (Round Times' 'all' asks its later blocks at the same one). */
  keepVersion?: boolean;
  /** Ask once per key: the answer does not move with the data (an opened replay, a wave's frames). */
  once?: boolean;
}

/** The state held, and the key of the query it answers. */
interface Held<T> {
  key: string | null;
  state: QueryState<T>;
}

/**
 * Asks the data worker at the current data version and again at each move (any tab's sync), for the
 * query `key` names (app/data/keys.ts); a page that came with the answer (FirstAnswers) shows it at
 * once. The data version is left out of the answer unless kept: a move that leaves the answer as it
 * was then keeps the one held, and the screen does not render again.
 */
export function useWorkerQuery<T>(key: QueryKey, ask: Ask<T>, options?: WorkerQueryOptions & { keepVersion?: false }): QueryState<Unversioned<T>>;
export function useWorkerQuery<T>(key: QueryKey, ask: Ask<T>, options: WorkerQueryOptions & { keepVersion: boolean }): QueryState<Unversioned<T> & { version?: number }>;
export function useWorkerQuery<T>(key: QueryKey, ask: Ask<T>, options: WorkerQueryOptions = {}): QueryState<unknown> {
  const id = queryKey(key);
  const first = useContext(FirstAnswers).get(id);
  const [held, setHeld] = useState<Held<unknown>>(() => (first === undefined ? { key: null, state: loadingState() } : { key: id, state: readyState(first) }));
  const { keepVersion = false, once = false } = options;
  useEffect(
    () =>
      askAtEach(once ? askOnce : onDataVersion, () => ask(dataWorker()), {
        answer(value) {
          const answer = keepVersion ? value : withoutVersion(value);
          // The answer renders in a transition: React draws it in slices between which the page
          // stays responsive, not in one task.
          startTransition(() =>
            setHeld((before) => (before.key === id && before.state.status === 'ready' && sameAnswer(before.state.data, answer) ? before : { key: id, state: readyState(answer) })),
          );
        },
        fail(error) {
          console.error('data worker query failed', error);
          setHeld((before) => ({ key: id, state: errorState(error, before.state.data) }));
        },
      }),
    // The key holds every input; the ask itself is made anew on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [id, keepVersion, once],
  );
  return held.key === id ? held.state : loadingState(held.state.data);
}
