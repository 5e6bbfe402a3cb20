import { useCallback, useEffect, useState } from 'react';
import { queryKey } from '../../../domain/queryKey';
import type { QueryKey } from '../keys';
import { askUntilAnswered } from './asking';
import { errorState, loadingState, readyState, withData, type QueryState } from './queryState';

/** A server query's state, and what a screen does with it. */
export type ServerQuery<T> = QueryState<T> & {
  /** Asks again (a Refresh button, a change made elsewhere); the data held stays until the answer. */
  reload(): void;
  /** Changes the data held, for a change the server has confirmed without asking again. */
  update(change: (data: T) => T): void;
};

interface Held<T> {
  /** The ask the state answers: the key, and how many reloads it had. */
  ask: string | null;
  state: QueryState<T>;
}

/**
 * Asks the server for the query `key` names (app/data/keys.ts) when the screen opens, whenever the
 * key changes and on each reload, with `load`; only the latest ask's answer is kept. A failed ask
 * tries again when the connection comes back. A null key asks nothing (not needed yet).
 */
export function useServerQuery<T>(key: QueryKey | null, load: () => Promise<T>): ServerQuery<T> {
  const [reloads, setReloads] = useState(0);
  const ask = key === null ? null : `${queryKey(key)}#${reloads}`;
  const [held, setHeld] = useState<Held<T>>({ ask: null, state: loadingState() });
  useEffect(() => {
    if (ask === null) return;
    return askUntilAnswered(window, load, {
      asking: () => setHeld((before) => ({ ask, state: loadingState(before.state.data) })),
      answer: (data) => setHeld({ ask, state: readyState(data) }),
      fail: (error) => setHeld((before) => ({ ask, state: errorState(error, before.state.data) })),
    });
    // The ask holds the key and the reloads; `load` is made anew on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ask]);

  const reload = useCallback(() => setReloads((before) => before + 1), []);
  const update = useCallback(
    (change: (data: T) => T) => setHeld((before) => (before.state.data === undefined ? before : { ...before, state: withData(before.state, change(before.state.data)) })),
    [],
  );
  const state = held.ask === ask ? held.state : loadingState(held.state.data);
  return { ...state, reload, update };
}
