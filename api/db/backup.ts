import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sqlite3 from 'sqlite3';
import { toUtcTimestamp } from '../../domain/time';
import type { Config } from '../config';
import { RESTORE_CURSOR_JUMP, RESTORE_MARKER } from './changes';

/** A backup or restore that cannot go ahead; the message says why and what to do. */
export class DatabaseFileError extends Error {}

/** The SQLite file the configuration names; PostgreSQL is backed up and restored with its own tools. */
export function sqliteFileOf(database: Config['database'], postgresTool: string): string {
  if (database.client === 'sqlite') return database.file;
  throw new DatabaseFileError(`DATABASE_URL names a PostgreSQL database: use ${postgresTool} (docs/operating.md, "Backups (SQLite)").`);
}

interface SqliteError {
  code?: string;
}

function open(file: string, mode: number): Promise<sqlite3.Database> {
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(file, mode, (err) => (err ? reject(err) : resolve(db)));
  });
}

function all<T>(db: sqlite3.Database, sql: string, params: unknown[] = []): Promise<T[]> {
  return new Promise((resolve, reject) => db.all(sql, params, (err, rows) => (err ? reject(err) : resolve(rows as T[]))));
}

function close(db: sqlite3.Database): Promise<void> {
  return new Promise((resolve, reject) => db.close((err) => (err ? reject(err) : resolve())));
}

async function withDatabase<T>(file: string, mode: number, use: (db: sqlite3.Database) => Promise<T>): Promise<T> {
  const db = await open(file, mode);
  try {
    return await use(db);
  } finally {
    await close(db);
  }
}

/**
 * Checks, without writing to it, that a file is a whole SQLite database that BA Times made: it
 * passes SQLite's integrity check and holds the migrations table. Returns how many migrations ran.
 */
export async function checkBaTimesDatabase(file: string): Promise<number> {
  if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) throw new DatabaseFileError(`${file} does not exist or is not a file.`);
  try {
    return await withDatabase(file, sqlite3.OPEN_READONLY, async (db) => {
      const problems = (await all<{ integrity_check: string }>(db, 'PRAGMA integrity_check')).map((row) => row.integrity_check);
      if (problems.join() !== 'ok') throw new DatabaseFileError(`${file} is damaged: SQLite's integrity check reports ${problems.slice(0, 3).join('; ')}.`);
      const table = await all(db, "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'knex_migrations'");
      if (table.length === 0) throw new DatabaseFileError(`${file} is a SQLite database, but not a BA Times one: it has no knex_migrations table.`);
      const [{ n }] = (await all<{ n: number }>(db, 'SELECT count(*) AS n FROM knex_migrations')) as [{ n: number }];
      return n;
    });
  } catch (err) {
    if ((err as SqliteError).code === 'SQLITE_NOTADB') throw new DatabaseFileError(`${file} is not a SQLite database.`);
    throw err;
  }
}

export interface BackupResult {
  file: string;
  bytes: number;
}

/**
 * Copies a live database with `VACUUM INTO`: SQLite reads one consistent snapshot while the server
 * goes on writing (WAL lets a reader and the writer run side by side). The copy is written under a
 * temporary name and checked before it takes its final name, so a file with that name is whole.
 */
export async function backupSqlite(sourceFile: string, targetFile: string): Promise<BackupResult> {
  if (!fs.existsSync(sourceFile)) throw new DatabaseFileError(`There is no database at ${sourceFile}.`);
  if (fs.existsSync(targetFile)) throw new DatabaseFileError(`${targetFile} already exists: choose another name.`);
  fs.mkdirSync(path.dirname(targetFile), { recursive: true });
  const partial = `${targetFile}.partial`;
  fs.rmSync(partial, { force: true });
  try {
    await withDatabase(sourceFile, sqlite3.OPEN_READWRITE, async (db) => {
      // The server's own connection may hold the write lock for a moment; wait for it as the server does.
      await all(db, 'PRAGMA busy_timeout = 5000');
      await all(db, 'VACUUM INTO ?', [partial]);
    });
    await checkBaTimesDatabase(partial);
    fs.renameSync(partial, targetFile);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return { file: targetFile, bytes: fs.statSync(targetFile).size };
}

/**
 * Whether another connection (a running server) has the database open. Leaving WAL mode needs the
 * only connection to the file, so SQLite answers "busy" while anyone else holds it; the target is
 * about to be replaced, so changing its journal mode costs nothing.
 */
async function inUse(file: string): Promise<boolean> {
  try {
    await withDatabase(file, sqlite3.OPEN_READWRITE, (db) => all(db, 'PRAGMA journal_mode = DELETE'));
    return false;
  } catch (err) {
    const code = (err as SqliteError).code;
    if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') return true;
    // A damaged or foreign file in the way is what a restore replaces.
    if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') return false;
    throw err;
  }
}

/** Tells devices that synced past the backup to start over (RESTORE_MARKER). */
async function markRestore(file: string): Promise<void> {
  await withDatabase(file, sqlite3.OPEN_READWRITE, (db) =>
    all(
      db,
      `INSERT INTO changes (seq, entity, entity_id, op, created_at)
       SELECT kept.seq + ?, ?, kept.seq, ?, ? FROM (SELECT coalesce(max(seq), 0) AS seq FROM changes) AS kept`,
      [RESTORE_CURSOR_JUMP, RESTORE_MARKER.entity, RESTORE_MARKER.op, toUtcTimestamp(new Date())],
    ),
  );
}

/**
 * Puts a checked backup in place of the database: copied beside it under a temporary name, then
 * renamed over it in one step, so the database file is always either the old one or the new one
 * whole. The old one's -wal and -shm go first: SQLite would replay an old write-ahead log into the
 * new file. The server must be stopped; one that still has the file open is detected and refused.
 */
export async function restoreSqlite(backupFile: string, targetFile: string): Promise<void> {
  await checkBaTimesDatabase(backupFile);
  if (fs.existsSync(targetFile) && (await inUse(targetFile))) {
    throw new DatabaseFileError(`${targetFile} is in use by a running server: stop the server first, then restore.`);
  }
  fs.mkdirSync(path.dirname(targetFile), { recursive: true });
  const temporary = `${targetFile}.restoring-${crypto.randomBytes(4).toString('hex')}`;
  try {
    fs.copyFileSync(backupFile, temporary);
    await markRestore(temporary);
    const handle = fs.openSync(temporary, 'r+');
    try {
      fs.fsyncSync(handle);
    } finally {
      fs.closeSync(handle);
    }
    for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(targetFile + suffix, { force: true });
    fs.renameSync(temporary, targetFile);
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}
