import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { afterAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../api/db/errors';
import { failureOf } from '../support/failures';
import { freePort } from '../support/processServer';

/** Runs `work` in a transaction that stays open until released: resolves once the transaction is under way. */
async function heldTransaction(db: Knex, work: (trx: Knex.Transaction) => Promise<unknown> = async () => undefined): Promise<{ release(): Promise<void> }> {
  let release!: () => void;
  let started!: () => void;
  const underWay = new Promise<void>((resolve) => (started = resolve));
  const done = db.transaction(async (trx) => {
    await work(trx);
    started();
    await new Promise<void>((resolve) => (release = resolve));
  });
  await underWay;
  return {
    release: async () => {
      release();
      await done;
    },
  };
}

/** PostgreSQL's errors carry their SQLSTATE as `code`, as node-postgres raises them. */
const postgresError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });

describe('which database failures answer 503 database_unavailable', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-times-errors-'));
  const opened: Knex[] = [];
  const sqlite = (file: string, options: Partial<Knex.Config> = {}) => {
    const db = knexFactory({ client: 'sqlite3', connection: { filename: path.join(dir, file) }, useNullAsDefault: true, pool: { min: 1, max: 1 }, ...options });
    opened.push(db);
    return db;
  };
  afterAll(async () => {
    await Promise.all(opened.map((db) => db.destroy()));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a PostgreSQL server nobody answers at (connection refused)', async () => {
    const db = knexFactory({ client: 'pg', connection: `postgres://nobody@127.0.0.1:${await freePort()}/none`, pool: { min: 0, max: 1 } });
    opened.push(db);
    expect(isDatabaseUnavailable(await failureOf(db.raw('select 1')))).toBe(true);
  });

  it('no connection free in the pool in time', async () => {
    const db = sqlite('pool.sqlite', { acquireConnectionTimeout: 50 });
    const held = await heldTransaction(db);
    const err = await failureOf(db.raw('select 1'));
    await held.release();
    expect((err as Error).name).toBe('KnexTimeoutError');
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it('SQLite still locked by another connection', async () => {
    const holder = sqlite('locked.sqlite');
    const other = sqlite('locked.sqlite');
    await holder.schema.createTable('t', (t) => t.integer('n'));
    const held = await heldTransaction(holder, (trx) => trx('t').insert({ n: 1 }));
    const err = await failureOf(other('t').insert({ n: 2 }));
    await held.release();
    expect((err as { code?: string }).code).toBe('SQLITE_BUSY');
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['a connection reset', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['admin_shutdown (57P01)', postgresError('57P01', 'terminating connection due to administrator command')],
    ['cannot_connect_now (57P03)', postgresError('57P03', 'the database system is starting up')],
    ['a connection exception (08006)', postgresError('08006', 'connection failure')],
    ['a connection lost mid-query', new Error('select 1 - Connection terminated unexpectedly')],
    ['a refusal wrapped as a cause', new Error('query failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) })],
  ])('%s', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', postgresError('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error (42601)', postgresError('42601', 'syntax error at or near "selec"')],
    ['a SQLite constraint', Object.assign(new Error('SQLITE_CONSTRAINT: UNIQUE constraint failed'), { code: 'SQLITE_CONSTRAINT' })],
    ['a bug of our own', new TypeError('Cannot read properties of undefined')],
  ])('not %s, which stays a 500', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});
