import fs from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { migrationSource } from './migrations';

export type Db = Knex;

/** Knex's own warnings (a lost connection, a failed acquire) as JSON log lines, not bare console output. */
function knexLog(logger: Logger) {
  const log = logger.child({ source: 'knex' });
  return {
    warn: (message: string) => log.warn(message),
    error: (message: string) => log.error(message),
    deprecate: (method: string, alternative: string) => log.warn(`${method} is deprecated: use ${alternative}`),
    debug: (message: string) => log.debug(message),
  };
}

export function createDb(database: Config['database'], logger?: Logger): Db {
  const log = logger ? knexLog(logger) : undefined;
  if (database.client === 'postgres') {
    return knexFactory({
      client: 'pg',
      log,
      // Bounded waits: with the database down or out of reach a request fails (503) in seconds rather than hanging.
      connection: { connectionString: database.url, connectionTimeoutMillis: 5_000, keepAlive: true },
      acquireConnectionTimeout: 10_000,
      searchPath: database.schema ? [database.schema] : undefined,
      pool: { min: 0, max: 10 },
    });
  }
  fs.mkdirSync(path.dirname(database.file), { recursive: true });
  return knexFactory({
    client: 'sqlite3',
    log,
    connection: { filename: database.file },
    useNullAsDefault: true,
    pool: {
      min: 1,
      max: 1,
      afterCreate(conn: { exec(sql: string, cb: (err: Error | null) => void): void }, done: (err: Error | null) => void) {
        // WAL lets readers run beside the writer; busy_timeout waits out another process's write lock.
        conn.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA synchronous = NORMAL;', done);
      },
    },
  });
}

/**
 * Connections for reads that need not wait for a write: on SQLite a pool of its own beside the one
 * writer (WAL lets them read while it writes, each seeing what had committed when it began), on
 * PostgreSQL the writer's own pool, which already runs queries side by side. Open it after the
 * migrations, so it never sees the schema change.
 */
export function createReadDb(database: Config['database'], writer: Db, logger?: Logger): Db {
  if (database.client === 'postgres') return writer;
  return knexFactory({
    client: 'sqlite3',
    log: logger ? knexLog(logger) : undefined,
    connection: { filename: database.file },
    useNullAsDefault: true,
    pool: {
      min: 1,
      max: 2,
      afterCreate(conn: { exec(sql: string, cb: (err: Error | null) => void): void }, done: (err: Error | null) => void) {
        conn.exec('PRAGMA query_only = ON; PRAGMA busy_timeout = 5000;', done);
      },
    },
  });
}

export function isPostgres(db: Db): boolean {
  return db.client.config.client === 'pg';
}

export async function migrateLatest(db: Db): Promise<void> {
  await db.migrate.latest({ migrationSource });
}
