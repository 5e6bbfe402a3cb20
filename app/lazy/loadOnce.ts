/**
 * A load (a lazy chunk, say) started at most once, however many ask, until it fails: a failed load
 * is forgotten, so the next caller starts it afresh instead of getting the old failure.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((err: unknown) => {
      loading = null;
      throw err;
    });
    return loading;
  };
}
