import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import type { Config } from '../../api/config';
import { createDb, migrateLatest, type Db } from '../../api/db/connection';

export type DatabaseKind = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL as well when TEST_DATABASE_URL names a server. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDatabase {
  config: Config['database'];
  drop(): Promise<void>;
}

/** A database of its own: a fresh SQLite file, or a fresh PostgreSQL schema on the server `url` names. */
export async function freshDatabase(kind: DatabaseKind, url = process.env.TEST_DATABASE_URL): Promise<TestDatabase> {
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  if (kind === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-times-'));
    return {
      config: { client: 'sqlite', file: path.join(dir, `${name}.sqlite`) },
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  if (!url) throw new Error('A PostgreSQL database needs TEST_DATABASE_URL.');
  const admin = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
  await admin.raw(`CREATE SCHEMA "${name}"`);
  await admin.destroy();
  return {
    config: { client: 'postgres', url, schema: name },
    drop: async () => {
      const cleaner = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
      await cleaner.raw(`DROP SCHEMA IF EXISTS "${name}" CASCADE`);
      await cleaner.destroy();
    },
  };
}

/** A fresh database with the schema in place, and a connection to it, for tests of the server's parts. */
export async function migratedDatabase(kind: DatabaseKind): Promise<{ db: Db; close(): Promise<void> }> {
  const database = await freshDatabase(kind);
  const db = createDb(database.config);
  await migrateLatest(db);
  return {
    db,
    async close() {
      await db.destroy();
      await database.drop();
    },
  };
}
