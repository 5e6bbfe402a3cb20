/** Computed on first use and kept: a sort order nobody asks for costs nothing. */
export function lazy<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}
