import sqlite3 from 'sqlite3';
import type { Config } from '../config';
import type { Db } from './connection';
import { shareReads } from './sharedRead';

/** The change log's newest cursor, which nearly every read asks for first. */
export interface CursorProbe {
  read(): Promise<number>;
  close(): Promise<void>;
}

const NEWEST_CHANGE = 'SELECT max(seq) AS seq FROM changes';

/**
 * On SQLite, a read-only connection of its own with the query prepared once: through the reader
 * pool each cursor read waited its turn behind round reads and built its statement afresh, and under
 * load that cost a good share of the reads the server could answer. On PostgreSQL, a statement
 * prepared once on each of the pool's connections (a connection of its own gains nothing). On both,
 * one read at a time serves all who ask meanwhile, each by a read begun after it asked (see shareReads).
 * Open it after the migrations, as the readers are.
 */
export function createCursorProbe(database: Config['database'], reader: Db): CursorProbe {
  const probe = database.client === 'postgres' ? postgresProbe(reader) : sqliteProbe(database.file);
  return { read: shareReads(probe.read), close: probe.close };
}

const cursorOf = (rows: { seq: number | string | null }[]) => Number(rows[0]?.seq ?? 0);

function sqliteProbe(file: string): CursorProbe {
  const connection = new sqlite3.Database(file, sqlite3.OPEN_READONLY);
  // As the readers wait: a checkpoint or a restart of the writer can hold the file for a moment.
  connection.configure('busyTimeout', 5_000);
  const statement = connection.prepare(NEWEST_CHANGE);
  return {
    read: () =>
      new Promise((resolve, reject) => {
        // all, not get: it steps the statement to its end, so no read transaction stays open between reads.
        statement.all((err: Error | null, rows: { seq: number | null }[]) => (err ? reject(err) : resolve(cursorOf(rows))));
      }),
    close: () =>
      new Promise((resolve, reject) => {
        statement.finalize(() => connection.close((err) => (err ? reject(err) : resolve())));
      }),
  };
}

/** What of node-postgres's client this uses: a query given a name is prepared once per connection. */
interface NamedQuery {
  name: string;
  text: string;
}
interface PgConnection {
  query(query: NamedQuery): Promise<{ rows: { seq: string | null }[] }>;
}

// Named, so each connection parses and plans it once: unnamed, as the query builder sends every
// statement, PostgreSQL's backend would do both on every read, at a clear cost in CPU.
const NEWEST_CHANGE_PREPARED: NamedQuery = { name: 'newest-change', text: NEWEST_CHANGE };

function postgresProbe(reader: Db): CursorProbe {
  return {
    async read() {
      const connection = (await reader.client.acquireConnection()) as PgConnection;
      try {
        return cursorOf((await connection.query(NEWEST_CHANGE_PREPARED)).rows);
      } finally {
        await reader.client.releaseConnection(connection);
      }
    },
    close: async () => undefined,
  };
}
