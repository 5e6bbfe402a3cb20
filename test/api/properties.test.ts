import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discordKeys, rawPublicKeyHex, signatureHeaders } from '../fixtures/discord';
import { pluginHeaders, pluginReport } from '../fixtures/plugin';
import { fiveManRound } from '../fixtures/rounds';
import { databaseKinds } from '../support/databases';
import { expectClearRefusal, NO_PARTIAL_ROWS, partialRows, rowCounts, type Table } from '../support/integrity';
import { bodyText, jsonWithCharset, queryString, timestampLike, wrongContentType } from '../support/nastyInput';
import { startServer, type Reply, type TestRequestOptions, type TestServer } from '../support/server';

const RUNS = { numRuns: 50 };

/** A slash command as Discord sends it from a server channel. */
const linkCommand = {
  id: '1200000000000000001',
  application_id: '2222222222222222222',
  type: 2,
  token: 'interaction-token',
  version: 1,
  member: { user: { id: '1300000000000000042', username: 'fuzzed-player' } },
  data: { id: '1', name: 'link', type: 1, options: [{ name: 'character_name', type: 3, value: 'Fuzz Main' }] },
};

describe.each(databaseKinds)('random, oversized, nested, wrong-typed and unicode input on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let user: string;
  let privateKey: string;
  let userId: number;
  let accountId: number;
  let interactions = 0;

  beforeAll(async () => {
    server = await startServer(kind, { DISCORD_PUBLIC_KEY: rawPublicKeyHex(discordKeys.publicKey) });
    admin = await server.signInAdmin();
    user = await server.signIn('plain-user', '700000000000000001');
    userId = (await server.request('GET', '/api/v1/users', { token: user })).body.data.data.id;
    accountId = (await server.request('POST', '/api/v1/accounts', { token: admin, body: { user_id: userId, character_name: 'Plain Main' } })).body.data.data.id;
    privateKey = (await server.request('POST', '/api/v1/tokens', { token: admin, body: { description: 'fuzzing' } })).body.data.data.token;
  });
  afterAll(() => server.stop());

  /**
   * Sends one request and checks what any client may rely on: never a 500; a refusal is the error
   * envelope with a readable message and leaves every table as it was; an accepted write is whole.
   */
  // Every request counts towards its rate limits, refused or not, and the count may land after the answer.
  const isData = (table: Table) => table !== 'rate_limits';

  async function expectSound(method: string, path: string, options: TestRequestOptions, unchangedOnRefusal: (table: Table) => boolean = isData): Promise<Reply> {
    const before = await rowCounts(server.app.db);
    const reply = await server.request(method, path, options);
    expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(500);
    if (reply.status >= 400) {
      expectClearRefusal(reply);
      const after = await rowCounts(server.app.db);
      for (const table of Object.keys(before) as Table[]) {
        if (unchangedOnRefusal(table)) expect(after[table], `rows in ${table}`).toBe(before[table]);
      }
    } else {
      expect(await partialRows(server.app.db)).toEqual(NO_PARTIAL_ROWS);
    }
    return reply;
  }

  /** An admin's round is stored as sent: every player and every wave. */
  async function expectWholeRound(id: number, rawBody: string): Promise<void> {
    const sent = JSON.parse(rawBody) as { players: unknown[]; wave_data?: unknown[] };
    const stored = (await server.request('GET', `/api/v1/rounds/${id}`)).body.data.data;
    expect(stored.players).toHaveLength(sent.players.length);
    expect(stored.wave_data).toHaveLength(sent.wave_data?.length ?? 0);
  }

  /** Names the route in a failure: the counterexample alone does not say which one it was sent to. */
  const naming = (route: { name: string }) => (err: Error) => {
    err.message = `${route.name}: ${err.message}`;
    throw err;
  };

  const jsonRoutes = () => [
    { name: 'POST /rounds by an admin', method: 'POST', path: '/api/v1/rounds', token: admin, valid: fiveManRound() },
    { name: 'POST /rounds by an API key', method: 'POST', path: '/api/v1/rounds', token: privateKey, valid: pluginReport() },
    { name: 'POST /accounts', method: 'POST', path: '/api/v1/accounts', token: admin, valid: { user_id: userId, character_name: 'Fuzz Alt' } },
    { name: 'POST /users', method: 'POST', path: '/api/v1/users', token: admin, valid: { discord_id: '800000000000000001', discord_username: 'fuzz user' } },
    { name: 'PUT /users/main-account', method: 'PUT', path: '/api/v1/users/main-account', token: user, valid: { main_account_id: accountId } },
    { name: 'PUT /users/region', method: 'PUT', path: '/api/v1/users/region', token: user, valid: { region: 'EU' } },
    { name: 'PUT /users/region of another user by an admin', method: 'PUT', path: '/api/v1/users/region', token: admin, valid: { region: 'NA', user_id: userId } },
    { name: 'POST /tokens', method: 'POST', path: '/api/v1/tokens', token: admin, valid: { description: 'a key' } },
  ];

  it('answers every JSON body of the API routes with a success or a clear refusal that writes nothing', async () => {
    for (const route of jsonRoutes()) {
      await fc.assert(
        fc.asyncProperty(bodyText(route.valid), async (rawBody) => {
          const reply = await expectSound(route.method, route.path, { token: route.token, rawBody, headers: { 'Content-Type': 'application/json' } });
          if (reply.status === 201 && route.token === admin && route.path === '/api/v1/rounds') await expectWholeRound(reply.body.data.id, rawBody);
        }),
        RUNS,
      ).catch(naming(route));
    }
  }, 120_000);

  it('stores a round dated by any ISO 8601-looking timestamp whole, or refuses it clearly', async () => {
    for (const route of jsonRoutes().filter((r) => r.path === '/api/v1/rounds')) {
      await fc.assert(
        fc.asyncProperty(timestampLike, async (roundDate) => {
          await expectSound(route.method, route.path, { token: route.token, body: { ...route.valid, round_date: roundDate } });
        }),
        RUNS,
      ).catch(naming(route));
    }
  });

  it('refuses a valid body sent as another media type with a clear 415 that writes nothing', async () => {
    for (const route of jsonRoutes()) {
      await fc.assert(
        fc.asyncProperty(wrongContentType, async (type) => {
          const reply = await expectSound(route.method, route.path, { token: route.token, rawBody: JSON.stringify(route.valid), headers: { 'Content-Type': type } });
          expect(reply.status).toBe(415);
        }),
        { numRuns: 10 },
      ).catch(naming(route));
    }
  });

  it('answers a valid body labelled with any character set with a success or a clear refusal', async () => {
    for (const route of jsonRoutes()) {
      await fc.assert(
        fc.asyncProperty(jsonWithCharset, async (type) => {
          await expectSound(route.method, route.path, { token: route.token, rawBody: JSON.stringify(route.valid), headers: { 'Content-Type': type } });
        }),
        { numRuns: 10 },
      ).catch(naming(route));
    }
  });

  it('answers the plugin token endpoint with a token or a clear refusal, whatever the signed body holds', async () => {
    await fc.assert(
      fc.asyncProperty(bodyText({ description: 'Hammer Time' }), async (rawBody) => {
        // A signed request uses up its nonce whatever its body says, so it cannot be replayed.
        await expectSound('POST', '/api/v1/tokens/public', { rawBody, headers: { ...pluginHeaders(), 'Content-Type': 'application/json' } }, (table) => isData(table) && table !== 'plugin_nonces');
      }),
      RUNS,
    );
  });

  it('answers a signed Discord interaction with a reply or a clear refusal, whatever its body holds', async () => {
    await fc.assert(
      fc.asyncProperty(bodyText(linkCommand), async (fuzzed) => {
        // Each run is a new interaction: a repeated id is refused as a replay before its body is read.
        const rawBody = fuzzed.replace(linkCommand.id, String(BigInt(linkCommand.id) + BigInt(++interactions)));
        const reply = await expectSound('POST', '/api/v1/discord/interactions', { rawBody, headers: signatureHeaders(rawBody) }, (table) => isData(table) && table !== 'discord_interactions_seen');
        if (reply.status < 300) expect(reply.body).toMatchObject({ type: expect.any(Number) });
      }),
      RUNS,
    );
  });

  it('answers every query string of the API with a success or a clear refusal', async () => {
    const routes = [
      { path: '/api/v1/rounds', names: ['since', 'format', 'limit'] },
      { path: '/api/v1/players/leaderboard', names: ['region'] },
      { path: '/api/v1/players/pbs', names: ['name', 'format', 'role'] },
      { path: '/api/v1/users/all', names: ['search', 'limit', 'offset'], token: admin },
      { path: '/api/v1/auth/discord/login', names: ['redirect_uri'] },
      { path: '/api/v1/auth/dev', names: ['state'] },
      { path: '/api/v1/auth/discord/callback', names: ['code', 'state', 'error'] },
    ];
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(queryString(route.names), async (query) => {
          const reply = await expectSound('GET', `${route.path}?${query}`, { token: route.token });
          // Round-list answers are large; the envelope check above covers every refusal.
          if (reply.status < 300 && typeof reply.body === 'object') expect(reply.body).toMatchObject({ status: 'ok' });
        }),
        RUNS,
      );
    }
  }, 60_000);

  it('answers the development sign-in form with a redirect or a clear refusal', async () => {
    await fc.assert(
      fc.asyncProperty(queryString(['state', 'discord_id', 'discord_username']), async (form) => {
        await expectSound('POST', '/api/v1/auth/dev', { rawBody: form, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
      }),
      RUNS,
    );
  });

  it('answers any id in a path with a success or a clear refusal', async () => {
    const segment = fc.oneof(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }), fc.integer().map(String), fc.constantFrom('0', '-1', '1.5', '1e3', '2147483648', '9'.repeat(400), '%00', '..'));
    await fc.assert(
      fc.asyncProperty(segment, fc.constantFrom('GET /rounds/:id', 'DELETE /rounds/:id', 'POST /tokens/:id/disable'), async (id, route) => {
        const [method, template] = route.split(' ') as [string, string];
        await expectSound(method, `/api/v1${template.replace(':id', encodeURIComponent(id))}`, { token: admin });
      }),
      RUNS,
    );
  });

  describe('inputs the properties found answering 500', () => {
    it.each(['0000-01-01T00:00', '0000-01-01T00:00:00+01:00', '9999-12-31T23:59:59-01:00'])('refuses a round dated %s, which has no seconds or falls outside the years 0000 to 9999 in UTC', async (roundDate) => {
      // A key of its own: the path property above disables keys by random id, the suite's own among them.
      const key = (await server.request('POST', '/api/v1/tokens', { token: admin, body: { description: 'dates' } })).body.data.data.token as string;
      for (const token of [admin, key]) {
        const reply = await expectSound('POST', '/api/v1/rounds', { token, body: pluginReport({ round_date: roundDate }) });
        expect(reply.status).toBe(400);
        expect(reply.body.error).toBe('round_date: must give the seconds and fall in the years 0000 to 9999 (UTC)');
      }
    });

    it.each([
      ['POST', '/api/v1/tokens', { description: 'a\u0000b' }, 'description'],
      ['POST', '/api/v1/users', { discord_id: '800000000000000009', discord_username: 'nul\u0000name' }, 'discord_username'],
      ['POST', '/api/v1/rounds', fiveManRound({ world_region: '\u0000' }), 'world_region'],
    ])('refuses the NUL character in %s %s with a 400 naming the field', async (method, path, body, field) => {
      const reply = await expectSound(method, path, { token: admin, body });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ status: 'error', error: `${field}: must not contain the NUL character (U+0000)`, code: 'invalid_input' });
    });

    it.each([
      ['/api/v1/users/region', { region: 'NA', user_id: 2 ** 31 }, 'user_id: must be a user id'],
      ['/api/v1/users/main-account', { main_account_id: 2 ** 31 }, 'main_account_id: must be an account id'],
    ])('refuses an id past the 32-bit range in PUT %s with a 400', async (path, body, message) => {
      const reply = await expectSound('PUT', path, { token: admin, body });
      expect(reply.status).toBe(400);
      expect(reply.body.error).toBe(message);
    });

    it('refuses the NUL character in a search of the users', async () => {
      const reply = await expectSound('GET', '/api/v1/users/all?search=%00', { token: admin });
      expect(reply.status).toBe(400);
      expect(reply.body.error).toBe('search: must not contain the NUL character (U+0000)');
    });

    it('refuses the NUL character in the Discord username of an interaction, creating no user', async () => {
      const rawBody = JSON.stringify({ ...linkCommand, member: { user: { id: '1300000000000000043', username: 'a\u0000' } } });
      const reply = await expectSound('POST', '/api/v1/discord/interactions', { rawBody, headers: signatureHeaders(rawBody) });
      expect(reply.status).toBe(400);
      expect(reply.body.error).toBe('member.user.username: must not contain the NUL character (U+0000)');
    });
  });
});
