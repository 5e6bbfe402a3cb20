/**
 * One read at a time for many concurrent callers: a caller arriving while a read is under way waits
 * for the next one, which starts after it, so it never gets an answer from before it asked. Under
 * load one read answers every caller that came in meanwhile.
 */
export function shareReads<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let queued: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const current = read().finally(() => {
      if (running === current) running = null;
    });
    running = current;
    return current;
  };
  const settled = () => undefined;
  return () => {
    if (!running) return start();
    queued ??= running.then(settled, settled).then(() => {
      queued = null;
      return start();
    });
    return queued;
  };
}
