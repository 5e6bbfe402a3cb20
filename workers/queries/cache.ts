/**
 * A value derived from the local data, rebuilt only when the data version moves. Calls that overlap a
 * rebuild share it; a failed build is forgotten, so the next call tries again.
 */
export interface Versioned<T> {
  (version: number): Promise<T>;
  /** Hands over the value of a version already known (say, just written), so it is not rebuilt. */
  prime(version: number, value: () => T): void;
}

export function versioned<T>(build: (version: number) => Promise<T>): Versioned<T> {
  let current: { version: number; value: Promise<T> } | null = null;
  const hold = (version: number, value: Promise<T>) => {
    const entry = { version, value };
    current = entry;
    entry.value.catch(() => {
      if (current === entry) current = null;
    });
  };
  const get = (version: number) => {
    if (current === null || current.version !== version) hold(version, build(version));
    return current!.value;
  };
  return Object.assign(get, {
    prime(version: number, value: () => T) {
      // Derived when first asked for, on a later turn, so the writer is not held up.
      hold(version, Promise.resolve().then(value));
    },
  });
}
