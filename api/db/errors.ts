/** A write refused by a unique index, on SQLite or PostgreSQL: a race another request won. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e.code === '23505' || (e.code === 'SQLITE_CONSTRAINT' && /UNIQUE/.test(e.message ?? ''));
}
