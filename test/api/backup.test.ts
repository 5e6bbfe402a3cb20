import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupSqlite, restoreSqlite } from '../../api/db/backup';
import { fiveManRound } from '../fixtures/rounds';
import { submitRound } from '../support/api';
import { runScript } from '../support/scripts';
import { startServer, type TestServer } from '../support/server';

async function roundsIn(file: string): Promise<unknown[]> {
  const db = knexFactory({ client: 'sqlite3', connection: { filename: file }, useNullAsDefault: true });
  try {
    return await db('rounds').orderBy('id').select();
  } finally {
    await db.destroy();
  }
}

const sha256 = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

describe('SQLite backup and restore', () => {
  let server: TestServer;
  let admin: string;
  let databaseFile: string;
  let dir: string;

  beforeAll(async () => {
    server = await startServer('sqlite');
    admin = await server.signInAdmin();
    if (server.config.database.client !== 'sqlite') throw new Error('expected a SQLite server');
    databaseFile = server.config.database.file;
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-times-backup-'));
  });
  afterAll(async () => {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const submit = (i: number) => submitRound(server, admin, fiveManRound({ round_time: 600 + i * 0.6 }));

  it('copies the live database while rounds are being written; the restored copy serves every round committed before the backup began, each whole', async () => {
    const written: number[] = [];
    for (let i = 0; i < 20; i++) written.push(await submit(i));

    let backingUp = true;
    let writesUnderway!: () => void;
    const underway = new Promise<void>((resolve) => (writesUnderway = resolve));
    const writer = (async () => {
      for (let i = 20; backingUp || i < 40; i++) {
        written.push(await submit(i));
        if (i === 25) writesUnderway();
      }
    })();
    // The backup begins while the writer is mid-stream, so it races the writes rather than preceding them.
    await underway;
    const committedBefore = [...written];
    const backup = await backupSqlite(databaseFile, path.join(dir, 'live.sqlite'));
    backingUp = false;
    await writer;
    expect(backup).toEqual({ file: path.join(dir, 'live.sqlite'), bytes: fs.statSync(backup.file).size });

    const restoredFile = path.join(dir, 'restored', 'ba-times.sqlite');
    await restoreSqlite(backup.file, restoredFile);
    const restored = await startServer('sqlite', {}, { client: 'sqlite', file: restoredFile });
    try {
      const list = await restored.request('GET', '/api/v1/rounds/');
      const ids = (list.body.data.data as { id: number }[]).map((round) => round.id).sort((a, b) => a - b);
      expect(ids).toEqual(expect.arrayContaining(committedBefore));
      // One snapshot of writes made one after another: the first n of them, nothing half-written.
      expect(ids).toEqual(written.slice(0, ids.length));
      const waveCounts = await restored.app.db('waves').select('round_id').count({ n: '*' }).groupBy('round_id');
      expect(waveCounts.map((row) => Number(row.n))).toEqual(ids.map(() => 10));
    } finally {
      await restored.stop();
    }
  });

  it('after a restore, a device that synced past the backup is sent back to the full list, even once the site has moved on; one synced before it carries on', async () => {
    await submit(50);
    const cursorAt = async (target: TestServer) => (await target.request('GET', '/api/v1/rounds/')).body.data.cursor as number;
    const beforeBackup = await cursorAt(server);
    const { file } = await backupSqlite(databaseFile, path.join(dir, 'restore-cursor.sqlite'));
    await submit(51);
    const pastBackup = await cursorAt(server);

    const restoredFile = path.join(dir, 'restore-cursor', 'ba-times.sqlite');
    await restoreSqlite(file, restoredFile);
    const restored = await startServer('sqlite', {}, { client: 'sqlite', file: restoredFile });
    try {
      const admin = await restored.signInAdmin();
      for (let i = 0; i < 3; i++) await submitRound(restored, admin, fiveManRound({ round_time: 700 + i * 0.6 }));
      const lost = await restored.request('GET', `/api/v1/rounds/?since=${pastBackup}`);
      expect(lost.status).toBe(410);
      expect(lost.body).toEqual({ status: 'error', error: 'The sync cursor is unknown to this server: fetch the full list again.', code: 'cursor_invalid' });

      const kept = await restored.request('GET', `/api/v1/rounds/?since=${beforeBackup}`);
      expect(kept.status).toBe(200);
      expect(kept.body.data.data.map((round: { round_time: number }) => round.round_time)).toEqual([700, 700.6, 701.2]);
      expect(kept.body.data.cursor).toBe(await cursorAt(restored));
    } finally {
      await restored.stop();
    }
  });

  it('refuses a file that is not a BA Times database with a clear message, and leaves the database in place untouched', async () => {
    const target = path.join(dir, 'kept', 'ba-times.sqlite');
    await restoreSqlite((await backupSqlite(databaseFile, path.join(dir, 'good.sqlite'))).file, target);
    const before = sha256(target);

    const text = path.join(dir, 'notes.txt');
    fs.writeFileSync(text, 'round times to check tomorrow\n'.repeat(200));
    await expect(restoreSqlite(text, target)).rejects.toThrow(`${text} is not a SQLite database.`);

    const foreign = path.join(dir, 'other.sqlite');
    const other = knexFactory({ client: 'sqlite3', connection: { filename: foreign }, useNullAsDefault: true });
    await other.schema.createTable('notes', (table) => table.string('text'));
    await other.destroy();
    await expect(restoreSqlite(foreign, target)).rejects.toThrow(`${foreign} is a SQLite database, but not a BA Times one: it has no knex_migrations table.`);

    await expect(restoreSqlite(path.join(dir, 'missing.sqlite'), target)).rejects.toThrow('missing.sqlite does not exist or is not a file.');
    expect(sha256(target)).toBe(before);
  });

  it('refuses to restore over the database a running server has open, which goes on serving', async () => {
    const { file } = await backupSqlite(databaseFile, path.join(dir, 'busy.sqlite'));
    const count = (await server.request('GET', '/api/v1/rounds/?since=0&limit=1000')).body.data.data.length as number;
    await expect(restoreSqlite(file, databaseFile)).rejects.toThrow(`${databaseFile} is in use by a running server: stop the server first, then restore.`);
    await submit(99);
    expect((await server.request('GET', '/api/v1/rounds/?since=0&limit=1000')).body.data.data).toHaveLength(count + 1);
  });

  it('npm run backup prints the copy and its size; npm run restore puts it in place; both refuse PostgreSQL, pointing to its tools', async () => {
    const target = path.join(dir, 'cli', 'copy.sqlite');
    const backup = await runScript('backup.ts', [target], { DATABASE_FILE: databaseFile });
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(`to ${target} (`);
    expect(backup.stdout).toContain(`${fs.statSync(target).size} bytes`);

    const restoredFile = path.join(dir, 'cli', 'restored.sqlite');
    const restore = await runScript('restore.ts', [target], { DATABASE_FILE: restoredFile });
    expect(restore.code).toBe(0);
    expect(await roundsIn(restoredFile)).toEqual(await roundsIn(target));

    const postgres = { DATABASE_URL: 'postgres://ba_times@127.0.0.1:5432/ba_times' };
    const refusedBackup = await runScript('backup.ts', [path.join(dir, 'cli', 'pg.sqlite')], postgres);
    expect(refusedBackup.code).toBe(1);
    expect(refusedBackup.stderr).toContain('DATABASE_URL names a PostgreSQL database: use pg_dump');
    const refusedRestore = await runScript('restore.ts', [target], postgres);
    expect(refusedRestore.code).toBe(1);
    expect(refusedRestore.stderr).toContain('use pg_restore or psql');
  });
});
