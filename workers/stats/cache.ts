/**
 * A value derived from the local data, rebuilt only when the data version moves. Calls that overlap a
 * rebuild share it; a failed build is forgotten, so the next call tries again.
 */
export function versioned<T>(build: (version: number) => Promise<T>): (version: number) => Promise<T> {
  let current: { version: number; value: Promise<T> } | null = null;
  return (version) => {
    if (current === null || current.version !== version) {
      const entry = { version, value: build(version) };
      current = entry;
      entry.value.catch(() => {
        if (current === entry) current = null;
      });
    }
    return current.value;
  };
}

/** Computed on first use and kept: a sort order nobody asks for costs nothing. */
export function lazy<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}
