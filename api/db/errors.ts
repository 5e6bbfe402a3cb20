interface DriverError {
  code?: unknown;
  name?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** A write refused by a unique index, on SQLite or PostgreSQL: a race another request won. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e.code === '23505' || (e.code === 'SQLITE_CONSTRAINT' && /UNIQUE/.test(e.message ?? ''));
}

/** SQLite refused because another connection holds, or has just moved past, the write lock. */
export function isSqliteBusy(err: unknown): boolean {
  return (err as DriverError | null)?.code === 'SQLITE_BUSY';
}

// The socket to the database went or never came.
const SOCKET_FAILURES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// PostgreSQL shutting down, crashed, or still starting.
const SERVER_UNAVAILABLE = new Set(['57P01', '57P02', '57P03']);
// node-postgres reports a connection lost mid-query, or left unusable, by message only (knex puts the query before it).
const LOST_CONNECTION = /Connection terminated|connection error and is not queryable/;

function isUnavailable(e: DriverError): boolean {
  const code = typeof e.code === 'string' ? e.code : '';
  if (SOCKET_FAILURES.has(code) || SERVER_UNAVAILABLE.has(code) || code.startsWith('08')) return true;
  if (isSqliteBusy(e)) return true;
  // No connection came from the pool in time: the database is down or swamped.
  if (e.name === 'KnexTimeoutError') return true;
  return typeof e.message === 'string' && LOST_CONNECTION.test(e.message);
}

/**
 * The database cannot answer now, though the request itself was sound: down, restarting, out of
 * reach, or (SQLite) still locked after every retry. Worth a 503 and a retry, not a 500.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  // Drivers and pools wrap the socket's error; AggregateError holds one per address tried.
  for (let e = err as DriverError | null | undefined, depth = 0; e && depth < 5; e = e.cause as DriverError | undefined, depth++) {
    if (isUnavailable(e)) return true;
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}
