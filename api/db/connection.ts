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
      // A failed query's error names it with its placeholders: knex would otherwise inline the bound values (key hashes, users' keys).
      compileSqlOnError: false,
      // Bounded waits: with the database down or out of reach a request fails (503) in seconds rather than hanging.
      connection: { connectionString: database.url, connectionTimeoutMillis: 5_000, keepAlive: true },
      acquireConnectionTimeout: 10_000,
      searchPath: database.schema ? [database.schema] : undefined,
      pool: { min: 0, max: 10 },
    });
  }
  fs.mkdirSync(path.dirname(database.file), { recursive: true });
  // WAL lets readers run beside the writer; busy_timeout waits out another process's write lock.
  return sqliteKnex(database.file, log, 1, 'PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA synchronous = NORMAL;');
}

/** Connections to a SQLite file, each set up with `pragmas` as it opens. */
function sqliteKnex(file: string, log: ReturnType<typeof knexLog> | undefined, connections: number, pragmas: string): Db {
  return knexFactory({
    client: 'sqlite3',
    log,
    // A failed query's error names it with its placeholders: knex would otherwise inline the bound values (key hashes, users' keys).
    compileSqlOnError: false,
    connection: { filename: file },
    useNullAsDefault: true,
    pool: {
      min: 1,
      max: connections,
      afterCreate(conn: { exec(sql: string, cb: (err: Error | null) => void): void }, done: (err: Error | null) => void) {
        conn.exec(pragmas, done);
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
  return sqliteKnex(database.file, logger ? knexLog(logger) : undefined, 2, 'PRAGMA query_only = ON; PRAGMA busy_timeout = 5000;');
}

export function isPostgres(db: Db): boolean {
  return db.client.config.client === 'pg';
}

export async function migrateLatest(db: Db): Promise<void> {
  await db.migrate.latest({ migrationSource });
}
