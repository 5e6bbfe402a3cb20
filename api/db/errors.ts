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

interface QueryError extends DriverError {
  stack?: unknown;
  severity?: unknown;
  errors?: unknown;
}

// What a failed query may keep in the log: codes and the names of what failed. Not pg's `detail`,
// `where`, `hint` or `internalQuery`, nor the `bindings` knex attaches to a timeout: they quote values.
const LOGGABLE_FIELDS = ['code', 'errno', 'severity', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine', 'position', 'sql', 'timeout'];
// Deeper causes are dropped rather than followed round a loop.
const MAX_CAUSES = 5;

const isErrorLike = (err: unknown): err is QueryError => typeof (err as QueryError | null)?.message === 'string';

/** An error from the sqlite3 or pg driver, or one knex attached the query's bindings to. */
function isQueryError(e: QueryError): boolean {
  return (typeof e.code === 'string' && e.code.startsWith('SQLITE_')) || typeof e.severity === 'string' || 'bindings' in e;
}

/** The message, less the value a PostgreSQL data exception (class 22) quotes: `invalid input syntax for type uuid: "…"`. */
function withoutRefusedValue(e: QueryError): string {
  const message = e.message as string;
  if (typeof e.severity !== 'string' || typeof e.code !== 'string' || !e.code.startsWith('22')) return message;
  // Knex puts the query, whose quotes are identifiers, before ' - '; the server's message follows.
  const from = message.indexOf('"', message.indexOf(' - ') + 1);
  const to = message.lastIndexOf('"');
  return from >= 0 && to > from ? `${message.slice(0, from)}"…"${message.slice(to + 1)}` : message;
}

/** The stack under the new message: V8 writes the message it had when the stack was first read, so only then are the frames known to follow it. */
function stackFor(e: QueryError, message: string): string {
  const stack = typeof e.stack === 'string' ? e.stack : '';
  const header = Error.prototype.toString.call(e);
  return Error.prototype.toString.call({ name: e.name, message }) + (stack.startsWith(header) ? stack.slice(header.length) : '');
}

/** An object of `err`'s class, so the log still names its type, with `fields`, and `hidden` unlisted as an error's own are. */
function rebuilt(err: object, fields: object, hidden: Record<string, unknown>): Error {
  const copy = Object.assign(Object.create(Object.getPrototypeOf(err) as object) as object, fields);
  for (const [key, value] of Object.entries(hidden)) Object.defineProperty(copy, key, { value });
  return copy as Error;
}

function loggableQueryError(e: QueryError, cause: unknown): Error {
  const message = withoutRefusedValue(e);
  const fields = Object.fromEntries(LOGGABLE_FIELDS.map((field) => [field, (e as Record<string, unknown>)[field]]).filter(([, value]) => value !== undefined));
  return rebuilt(e, fields, { message, stack: stackFor(e, message), cause });
}

/**
 * `err` as it may be logged: any database error in it, among its causes or an AggregateError's
 * errors, rebuilt without the query's bound values (key and token hashes, users' UUID keys), though
 * still with the query and the database's own message and codes. Anything else comes back as it was.
 */
export function withoutBoundValues(err: unknown, depth = 0): unknown {
  if (!isErrorLike(err)) return err;
  if (depth > MAX_CAUSES) return undefined;
  const cause = withoutBoundValues(err.cause, depth + 1);
  if (isQueryError(err)) return loggableQueryError(err, cause);
  const inner = Array.isArray(err.errors) ? (err.errors as unknown[]) : undefined;
  const errors = inner?.map((each) => withoutBoundValues(each, depth + 1));
  if (cause === err.cause && (errors ?? []).every((each, i) => each === inner?.[i])) return err;
  return rebuilt(err, err, { message: err.message, stack: err.stack, cause, errors });
}
