/** A query's key: its value as JSON, the same whatever order its objects' fields were written in. */
export function queryKey(value: unknown): string {
  return JSON.stringify(value, (_field, held: unknown) =>
    held && typeof held === 'object' && !Array.isArray(held) ? Object.fromEntries(Object.entries(held).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : held,
  );
}
