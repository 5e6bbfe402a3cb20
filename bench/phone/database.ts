import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb, migrateLatest, type Db } from '../../api/db/connection';
import { seedDemoIfEmpty } from '../../api/demo/seed';
import { toUtcTimestamp } from '../../domain/time';

const root = path.resolve(import.meta.dirname, '..', '..');
const CACHE_DIR = path.join(root, '.tmp', 'bench');
/** What decides a built file's content: the schema, the demo, and this file's copying. */
const SOURCES = ['api/db/migrations', 'api/demo', 'bench/phone/database.ts'];
const DEMO_ROUNDS = 5000;
/** Each copy of the demo is moved this much further into the past, so the copies span years. */
const SHIFT_DAYS_PER_COPY = 91;

/** Private copies still in use: removed even when the run is interrupted. */
const copies = new Set<string>();
process.once('exit', () => {
  for (const dir of copies) fs.rmSync(dir, { recursive: true, force: true });
});

export interface BenchDatabase {
  file: string;
  dispose(): void;
}

function hashSources(): string {
  const hash = crypto.createHash('sha256');
  const add = (entry: string) => {
    const full = path.join(root, entry);
    if (fs.statSync(full).isDirectory()) {
      for (const name of fs.readdirSync(full).sort()) add(path.join(entry, name));
    } else {
      hash.update(entry).update(fs.readFileSync(full));
    }
  };
  SOURCES.forEach(add);
  return hash.digest('hex').slice(0, 12);
}

async function withDb(file: string, work: (db: Db) => Promise<void>): Promise<void> {
  const db = createDb({ client: 'sqlite', file });
  try {
    await migrateLatest(db);
    await work(db);
    // The file must hold everything once closed: it is copied without its write-ahead log.
    await db.raw('PRAGMA wal_checkpoint(TRUNCATE)');
  } finally {
    await db.destroy();
  }
}

function removeFile(file: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(file + suffix, { force: true });
}

/** Files built from other sources than today's are of no more use, and large. */
function removeOutdated(key: string): void {
  if (!fs.existsSync(CACHE_DIR)) return;
  for (const name of fs.readdirSync(CACHE_DIR)) {
    const built = /^phone-\d+-([0-9a-f]{12})\.sqlite$/.exec(name);
    if (built && built[1] !== key) removeFile(path.join(CACHE_DIR, name));
  }
}

/** Builds `file` with `build` once; a half-built file is never left under the final name. */
async function cached(file: string, build: (partial: string) => Promise<void>): Promise<string> {
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  removeFile(partial);
  try {
    await build(partial);
    fs.renameSync(partial, file);
  } finally {
    removeFile(partial);
  }
  return file;
}

type Column = { name: string; type: string; pk: number };

const columnsOf = async (db: Db, table: string): Promise<Column[]> => db.raw(`PRAGMA table_info("${table}")`);

/** Tables whose rows belong to a round, with the column naming it: found from the schema, so new ones are copied too. */
async function roundTables(db: Db): Promise<Array<{ table: string; column: string }>> {
  const tables: Array<{ name: string }> = await db.raw("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'");
  const found: Array<{ table: string; column: string }> = [];
  for (const { name } of tables) {
    const keys: Array<{ table: string; from: string; to: string }> = await db.raw(`PRAGMA foreign_key_list("${name}")`);
    for (const key of keys) if (key.table === 'rounds' && key.to === 'id') found.push({ table: name, column: key.from });
  }
  return found;
}

/** A column's value in a copy: ids moved by the offset, dates moved into the past, the rest as it is. */
function copiedValue(column: Column, idColumn: string, offset: number, shiftDays: number): string {
  if (column.name === idColumn) return `"${column.name}" + ${offset}`;
  if (/(_at|_date)$/.test(column.name)) {
    // Whole seconds through strftime, the stored fraction kept as it was.
    return `CASE WHEN "${column.name}" IS NULL THEN NULL ELSE strftime('%Y-%m-%dT%H:%M:%S', "${column.name}", '-${shiftDays} days') || substr("${column.name}", 20) END`;
  }
  return `"${column.name}"`;
}

/** Copies the demo's rounds, with everything that belongs to them, until there are `target` rounds. */
async function multiplyRounds(db: Db, target: number): Promise<void> {
  const baseIds = ((await db('rounds').orderBy('id').pluck('id')) as number[]).map(Number);
  const maxBaseId = baseIds.at(-1)!;
  const children = await roundTables(db);
  const roundColumns = await columnsOf(db, 'rounds');
  const childColumns = new Map<string, Column[]>();
  for (const { table, column } of children) {
    // An own integer key is numbered afresh; a key that is the round's id is moved with it.
    childColumns.set(table, (await columnsOf(db, table)).filter((c) => !(c.pk === 1 && c.name !== column && /int/i.test(c.type))));
  }
  await db.transaction(async (trx) => {
    let total = baseIds.length;
    for (let copy = 1; total < target; copy++) {
      const count = Math.min(baseIds.length, target - total);
      const lastId = baseIds[count - 1]!;
      const offset = copy * maxBaseId;
      const shift = copy * SHIFT_DAYS_PER_COPY;
      const names = (columns: Column[]) => columns.map((c) => `"${c.name}"`).join(', ');
      const values = (columns: Column[], idColumn: string) => columns.map((c) => copiedValue(c, idColumn, offset, shift)).join(', ');
      await trx.raw(`INSERT INTO rounds (${names(roundColumns)}) SELECT ${values(roundColumns, 'id')} FROM rounds WHERE id <= ${lastId} ORDER BY id`);
      for (const { table, column } of children) {
        const columns = childColumns.get(table)!;
        await trx.raw(`INSERT INTO "${table}" (${names(columns)}) SELECT ${values(columns, column)} FROM "${table}" WHERE "${column}" <= ${lastId}`);
      }
      total += count;
    }
    // One change per new round, in id order, as the app's writers record an upload.
    await trx.raw(
      `INSERT INTO changes (entity, entity_id, op, created_at) SELECT 'round', id, 'upsert', ? FROM rounds WHERE id > ${maxBaseId} ORDER BY id`,
      [toUtcTimestamp(new Date())],
    );
  });
}

async function demoFile(key: string): Promise<string> {
  return cached(path.join(CACHE_DIR, `phone-${DEMO_ROUNDS}-${key}.sqlite`), (partial) =>
    withDb(partial, async (db) => {
      await seedDemoIfEmpty(db, { arenaMapFile: null });
    }),
  );
}

/**
 * A private copy of a SQLite database holding `rounds` rounds: the demo's, copied further into the
 * past until there are enough. Built files are kept under .tmp/bench/ for the next run.
 */
export async function benchDatabase(rounds: number): Promise<BenchDatabase> {
  const key = hashSources();
  removeOutdated(key);
  const demo = await demoFile(key);
  const source =
    rounds <= DEMO_ROUNDS
      ? demo
      : await cached(path.join(CACHE_DIR, `phone-${rounds}-${key}.sqlite`), async (partial) => {
          fs.copyFileSync(demo, partial);
          await withDb(partial, (db) => multiplyRounds(db, rounds));
        });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-times-bench-phone-'));
  copies.add(dir);
  const file = path.join(dir, 'bench.sqlite');
  fs.copyFileSync(source, file);
  return {
    file,
    dispose: () => {
      fs.rmSync(dir, { recursive: true, force: true });
      copies.delete(dir);
    },
  };
}
