import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../api/db/connection';
import { captureLog } from '../support/logCapture';
import { databaseKinds, migratedDatabase } from '../support/databases';
import { failureOf } from '../support/failures';

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  code: string;
  constraint?: string;
}

/** What the server's own logger writes for `err`, as errorEnvelope logs a failed request. */
function logged(err: unknown): { text: string; err: LoggedError } {
  const log = captureLog();
  log.logger.error({ err, path: '/api/v1/users', method: 'POST' }, 'request failed');
  return { text: log.text(), err: log.lines()[0]!.err as LoggedError };
}

describe.each(databaseKinds)('a failed query in the log on %s', (kind) => {
  let db: Db;
  let close: () => Promise<void>;
  // Fits users.uuid_key, a varchar(36).
  const secret = `SECRET-${crypto.randomBytes(12).toString('hex')}`;
  const placeholder = kind === 'sqlite' ? '?' : '$1';
  const user = (uuidKey: string) => ({ discord_id: crypto.randomUUID().slice(0, 18), discord_username: 'Alice', uuid_key: uuidKey, created_at: 'now', updated_at: 'now' });

  beforeAll(async () => {
    ({ db, close } = await migratedDatabase(kind));
    await db('users').insert(user(secret));
  });
  afterAll(() => close());

  it('a duplicate key: the query and the unique index, not the key', async () => {
    const { text, err } = logged(await failureOf(db('users').insert(user(secret))));
    expect(text).not.toContain(secret);
    expect(err.message).toMatch(/^insert into .users. \(.*\) values \((\?|\$1), /);
    if (kind === 'sqlite') {
      expect(err).toMatchObject({ code: 'SQLITE_CONSTRAINT', message: expect.stringContaining('UNIQUE constraint failed: users.uuid_key') });
    } else {
      expect(err).toMatchObject({ code: '23505', constraint: 'users_uuid_key_unique', message: expect.stringContaining('duplicate key value') });
    }
    expect(err.stack).toContain(err.message);
  });

  it('a missing column: the query with its placeholder, not the value', async () => {
    const { text, err } = logged(await failureOf(db('users').where({ no_such_column: secret })));
    expect(text).not.toContain(secret);
    expect(err.message).toContain(`where ${kind === 'sqlite' ? '`no_such_column`' : '"no_such_column"'} = ${placeholder}`);
    expect(err.code).toBe(kind === 'sqlite' ? 'SQLITE_ERROR' : '42703');
  });

  it('a failed query inside another error: as its cause, or among an AggregateError’s errors', async () => {
    const failed = await failureOf(db('users').insert(user(secret)));
    const caused = logged(new Error('could not add the user', { cause: failed }));
    expect(caused.text).not.toContain(secret);
    expect(caused.err.message).toMatch(/^could not add the user: insert into .users./);
    const aggregate = logged(new AggregateError([failed], 'could not add the users'));
    expect(aggregate.text).not.toContain(secret);
    expect(aggregate.text).toContain('insert into');
  });

  it('a query past its timeout: not the bindings knex attaches', async () => {
    // Long enough on either database to pass its timeout; PostgreSQL's is cancelled, SQLite's left to finish.
    const slow =
      kind === 'postgres'
        ? db.raw('select pg_sleep(5), ?::text', [secret]).timeout(50, { cancel: true })
        : db.raw('with recursive n(i) as (select 1 union all select i + 1 from n where i < 3000000) select count(*), ? from n', [secret]).timeout(50);
    const { text, err } = logged(await failureOf(slow));
    expect(text).not.toContain(secret);
    expect(err).toMatchObject({ type: 'KnexTimeoutError', message: expect.stringContaining('timeout of 50ms'), sql: expect.stringContaining(placeholder) });
  });
});

// Only PostgreSQL refuses a value for its column's type, quoting it in its message.
describe.each(databaseKinds.filter((kind) => kind === 'postgres'))('a refused value in the log on %s', (kind) => {
  let db: Db;
  let close: () => Promise<void>;
  const secret = `SECRET-${crypto.randomBytes(12).toString('hex')}`;

  beforeAll(async () => {
    ({ db, close } = await migratedDatabase(kind));
  });
  afterAll(() => close());

  it('a value its column’s type refuses: not the value PostgreSQL quotes', async () => {
    const { text, err } = logged(await failureOf(db('users').where({ id: secret })));
    expect(text).not.toContain(secret);
    expect(err).toMatchObject({ code: '22P02', message: expect.stringContaining('where "id" = $1 - invalid input syntax for type integer') });
  });

});
