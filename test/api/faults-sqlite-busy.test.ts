import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../api/db/connection';
import { freshDatabase, type TestDatabase } from '../support/databases';
import { startServerProcess, type ServerProcess } from '../support/processServer';
import { stateOf } from '../support/signIn';
import { adminRoundOf, pluginRoundOf } from '../support/roundIntegrity';
import { pluginToken } from '../support/api';
import { pluginHeaders } from '../fixtures/plugin';

// Of each kind of write, per process.
const WRITES_EACH = 10;
// High enough never to refuse this test's requests, so every request also writes its rate-limit counters.
const RATE_LIMIT_SCALE = '100';

/** The status each kind of write answers when it succeeds. */
interface Write {
  kind: string;
  expected: number;
  send(): Promise<number>;
}

describe('two server processes writing to one SQLite file at once', () => {
  let database: TestDatabase;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await freshDatabase('sqlite');
    // One after the other: the first creates the tables.
    for (let i = 0; i < 2; i++) servers.push(await startServerProcess(database.config, { RATE_LIMIT_SCALE }));
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database.drop();
  });

  it('answers every write with success, never a 500, and every write lands', async () => {
    const admin = await servers[0]!.signInAdmin();
    const adminId = (await servers[0]!.request('GET', '/api/v1/auth/me/', { token: admin })).body.data.id as number;
    const pluginKey = await pluginToken(servers[0]!, 'Busy Test');
    // Rounds to delete during the storm, made beforehand.
    const doomed: number[] = [];
    for (let i = 0; i < 2 * WRITES_EACH; i++) {
      const res = await servers[i % 2]!.request('POST', '/api/v1/rounds/', { token: admin, body: adminRoundOf(`d${i}`) });
      expect(res.status).toBe(201);
      doomed.push(res.body.data.id as number);
    }

    const writes: Write[] = servers.flatMap((server, s) =>
      Array.from({ length: WRITES_EACH }, (_, i): Write[] => {
        const tag = `${s}x${i}`;
        const status = async (method: string, path: string, options: Parameters<ServerProcess['request']>[2]) => (await server.request(method, path, options)).status;
        return [
          // A first sign-in creates the user: a read, then a write.
          {
            kind: 'sign-in',
            expected: 302,
            send: async () =>
              status('POST', '/api/v1/auth/dev/', {
                headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
                rawBody: new URLSearchParams({ state: await stateOf(server.baseUrl), discord_username: `busy ${tag}` }).toString(),
              }),
          },
          { kind: 'link account', expected: 201, send: () => status('POST', '/api/v1/accounts/', { token: admin, body: { user_id: adminId, character_name: `acct ${tag}` } }) },
          { kind: 'admin upload', expected: 201, send: () => status('POST', '/api/v1/rounds/', { token: admin, body: adminRoundOf(`a${tag}`) }) },
          { kind: 'plugin upload', expected: 201, send: () => status('POST', '/api/v1/rounds/', { token: pluginKey, body: pluginRoundOf(`p${tag}`) }) },
          { kind: 'delete', expected: 200, send: () => status('DELETE', `/api/v1/rounds/${doomed[s * WRITES_EACH + i]}/`, { token: admin }) },
          { kind: 'admin key', expected: 201, send: () => status('POST', '/api/v1/tokens/', { token: admin, body: { description: `key ${tag}` } }) },
          { kind: 'plugin key', expected: 200, send: () => status('POST', '/api/v1/tokens/public/', { headers: pluginHeaders(), body: { description: `plug ${tag}` } }) },
        ];
      }).flat(),
    );
    const answers = await Promise.all(writes.map(async (write) => ({ kind: write.kind, expected: write.expected, status: await write.send() })));
    expect(answers.filter((a) => a.status !== a.expected), servers.map((server) => server.output()).join('\n')).toEqual([]);

    const db = createDb(database.config);
    try {
      const names = async (table: string, column: string, pattern: string) => (await db(table).where(column, 'like', pattern).pluck(column)).length;
      const total = 2 * WRITES_EACH;
      expect(await names('users', 'discord_username', 'busy %')).toBe(total);
      expect(await names('accounts', 'character_name', 'acct %')).toBe(total);
      expect(await names('rounds', 'submitted_by', 'a%a')).toBe(total);
      expect(await names('rounds', 'submitted_by', 'p%a')).toBe(total);
      expect(await db('rounds').whereIn('id', doomed).pluck('id')).toEqual([]);
      expect(await names('api_tokens', 'description', 'key %')).toBe(total);
      expect(await names('api_tokens', 'description', 'plug %')).toBe(total);
    } finally {
      await db.destroy();
    }
  }, 60_000);
});
