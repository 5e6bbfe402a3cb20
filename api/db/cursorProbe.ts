import sqlite3 from 'sqlite3';
import type { Config } from '../config';
import { currentCursor } from './changes';
import type { Db } from './connection';

/** The change log's newest cursor, which nearly every read asks for first. */
export interface CursorProbe {
  read(): Promise<number>;
  close(): Promise<void>;
}

const NEWEST_CHANGE = 'SELECT max(seq) AS seq FROM changes';

/**
 * On SQLite, a read-only connection of its own with the query prepared once: through the reader
 * pool each cursor read waited its turn behind round reads and built its statement afresh, and under
 * load that cost a fifth of the reads the server could answer. On PostgreSQL, the pool's query: a
 * connection of its own there measured no faster. Open it after the migrations, as the readers are.
 */
export function createCursorProbe(database: Config['database'], reader: Db): CursorProbe {
  if (database.client === 'postgres') return { read: () => currentCursor(reader), close: async () => undefined };
  const connection = new sqlite3.Database(database.file, sqlite3.OPEN_READONLY);
  // As the readers wait: a checkpoint or a restart of the writer can hold the file for a moment.
  connection.configure('busyTimeout', 5_000);
  const statement = connection.prepare(NEWEST_CHANGE);
  return {
    read: () =>
      new Promise((resolve, reject) => {
        // all, not get: it steps the statement to its end, so no read transaction stays open between reads.
        statement.all((err: Error | null, rows: { seq: number | null }[]) => (err ? reject(err) : resolve(Number(rows[0]?.seq ?? 0))));
      }),
    close: () =>
      new Promise((resolve, reject) => {
        statement.finalize(() => connection.close((err) => (err ? reject(err) : resolve())));
      }),
  };
}
