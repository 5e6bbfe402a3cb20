import { useCallback, useEffect, useState } from 'react';

/** A value a screen loads from the server when it opens, and again when asked. */
export interface Loaded<T> {
  /** The last value that arrived; it stays while the next one loads. null before the first. */
  value: T | null;
  /** A load is on its way. */
  loading: boolean;
  /** Why the last load failed, until one succeeds; null when none has failed. */
  error: unknown;
  reload(): void;
  /** Changes the value held, for a change the server has confirmed without a reload. */
  update(change: (value: T) => T): void;
}

/**
 * Loads with `load` (a function that stays the same from render to render) when the component
 * mounts and on each reload; only the latest load's answer is kept. A failed load tries again when
 * the connection comes back.
 */
export function useLoaded<T>(load: () => Promise<T>): Loaded<T> {
  const [version, setVersion] = useState(0);
  const [held, setHeld] = useState<{ version: number | null; value: T | null; error: unknown }>({ version: null, value: null, error: null });

  useEffect(() => {
    let current = true;
    load().then(
      (value) => current && setHeld({ version, value, error: null }),
      (error: unknown) => current && setHeld((before) => ({ ...before, version, error })),
    );
    return () => {
      current = false;
    };
  }, [load, version]);

  const reload = useCallback(() => setVersion((before) => before + 1), []);
  const loading = held.version !== version;
  const failed = !loading && held.error !== null;
  useEffect(() => {
    if (!failed) return;
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [failed, reload]);

  const update = useCallback((change: (value: T) => T) => setHeld((before) => (before.value === null ? before : { ...before, value: change(before.value) })), []);
  return { value: held.value, loading, error: held.error, reload, update };
}
