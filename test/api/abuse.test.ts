import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/config';
import { createDb } from '../../api/db/connection';
import { databaseKinds, type DatabaseKind } from '../support/databases';
import { expectRateLimited, testClock, type Clock } from '../support/rateLimits';
import { ADMIN_DISCORD_ID, startServer, type TestServer } from '../support/server';
import { fiveManRound } from '../fixtures/rounds';

// RATE_LIMIT_SCALE=0.1 on the policy's per-minute limits: 30 sign-ins, 20 plugin tokens, 60 uploads a token, 300 an address.
const SCALED = { RATE_LIMIT_SCALE: '0.1' };
const SIGN_IN_LIMIT = 3;
const PLUGIN_TOKEN_LIMIT = 2;
const UPLOADS_PER_TOKEN = 6;
const UPLOADS_PER_ADDRESS = 30;
const MINUTE = 60_000;

// The first step of every sign-in: one request to the sign-in count, answered 200.
const devPagePath = (server: TestServer) => `/api/v1/auth/discord/login/?redirect_uri=${encodeURIComponent(`${server.config.publicUrl ?? server.baseUrl}/auth/callback`)}`;

describe.each(databaseKinds)('rate limits on %s', (kind: DatabaseKind) => {
  const started: TestServer[] = [];
  const start = async (env: Record<string, string>, clock: Clock = testClock(), other?: TestServer) => {
    const server = await startServer(kind, env, other?.config.database, { rateLimitClock: clock.now });
    started.push(server);
    return server;
  };
  afterEach(async () => {
    // Servers sharing a database stop before the one that owns it.
    for (const server of started.splice(0).reverse()) await server.stop();
  });

  const openDevPage = (server: TestServer, headers: Record<string, string> = {}) => server.request('GET', devPagePath(server), { headers });

  it('refuses the sign-in request past the limit from one address with 429, Retry-After and the envelope', async () => {
    const server = await start(SCALED);
    expect((await openDevPage(server)).status).toBe(200);
    expect((await server.request('GET', '/api/v1/auth/dev/?state=unknown')).status).toBe(302);
    expect((await openDevPage(server)).status).toBe(200);

    expectRateLimited(await openDevPage(server), 45);
    // Every sign-in route shares the count, however the path is written.
    expectRateLimited(await server.request('GET', '/api/v1/auth/discord/callback/?code=x&state=y'), 45);
    expectRateLimited(await server.request('GET', '/api/v1/AUTH/Dev?state=y'), 45);
    expectRateLimited(await server.request('POST', '/api/v1/auth/session', { body: { code: 'x', verifier: 'y' } }), 45);
    await expect(server.signIn('second-user')).rejects.toThrow(/starting a sign-in failed: 429/);
    // Routes outside the policy are not limited.
    expect((await server.request('GET', '/api/v1/rounds/')).status).toBe(200);
  });

  it('allows 30 sign-in requests a minute from one address at scale 1', async () => {
    const server = await start({ RATE_LIMIT_SCALE: '1' });
    for (let i = 0; i < 30; i++) expect((await openDevPage(server)).status).toBe(200);
    expectRateLimited(await openDevPage(server), 45);
  });

  it('shares the count between two server processes on the same database', async () => {
    const clock = testClock();
    const first = await start(SCALED, clock);
    const second = await start(SCALED, clock, first);
    expect((await openDevPage(first)).status).toBe(200);
    expect((await openDevPage(second)).status).toBe(200);
    expect((await openDevPage(first)).status).toBe(200);
    expectRateLimited(await openDevPage(second), 45);
    expectRateLimited(await openDevPage(first), 45);
  });

  it('starts a new count when the window ends, and forgets windows older than the last one', async () => {
    const clock = testClock();
    const server = await start(SCALED, clock);
    for (let i = 0; i < SIGN_IN_LIMIT; i++) expect((await openDevPage(server)).status).toBe(200);
    expectRateLimited(await openDevPage(server), 45);
    clock.advance(44_000);
    expectRateLimited(await openDevPage(server), 1);

    clock.advance(1_000);
    for (let i = 0; i < SIGN_IN_LIMIT; i++) expect((await openDevPage(server)).status).toBe(200);
    expectRateLimited(await openDevPage(server), 60);

    clock.advance(MINUTE);
    expect((await openDevPage(server)).status).toBe(200);
    const firstWindow = Date.UTC(2030, 0, 1, 12, 0, 0);
    await expect
      .poll(async () => (await server.app.db('rate_limits').orderBy('window_start')).map((row) => [Number(row.window_start), Number(row.count)]))
      .toEqual([
        [firstWindow + MINUTE, SIGN_IN_LIMIT + 1],
        [firstWindow + 2 * MINUTE, 1],
      ]);
  });

  it('counts uploads per bearer token, and stores no token in clear', async () => {
    const secondAdminId = '900000000000000002';
    const clock = testClock();
    const server = await start({ ...SCALED, ADMIN_DISCORD_IDS: `${ADMIN_DISCORD_ID},${secondAdminId}` }, clock);
    // A sign-in takes three requests (start, sign in, trade the code): one a minute at this scale.
    const first = await server.signInAdmin();
    clock.advance(MINUTE);
    const second = await server.signIn('second-admin', secondAdminId);
    const upload = (token: string, i: number) => server.request('POST', '/api/v1/rounds/', { token, body: fiveManRound({ round_time: 600 + i * 0.6 }) });

    for (let i = 0; i < UPLOADS_PER_TOKEN; i++) expect((await upload(first, i)).status).toBe(201);
    expectRateLimited(await upload(first, UPLOADS_PER_TOKEN), 45);
    expect((await upload(second, UPLOADS_PER_TOKEN + 1)).status).toBe(201);

    const rows: { bucket: string; count: number | string }[] = await server.app.db('rate_limits');
    // Sign-ins (a window each) and uploads by address, and one count per token.
    expect(rows.map((row) => Number(row.count)).sort((a, b) => a - b)).toEqual([1, 3, 3, UPLOADS_PER_TOKEN + 1, UPLOADS_PER_TOKEN + 2]);
    for (const { bucket } of rows) {
      expect(bucket).not.toContain(first);
      expect(bucket).not.toContain(second);
    }
  });

  it('counts uploads per address across tokens, so a clan behind one address shares a larger limit', async () => {
    const clock = testClock();
    const tokenCount = UPLOADS_PER_ADDRESS / UPLOADS_PER_TOKEN + 1;
    const adminIds = Array.from({ length: tokenCount }, (_, i) => `90000000000000010${i}`);
    const server = await start({ ...SCALED, ADMIN_DISCORD_IDS: adminIds.join(',') }, clock);
    const tokens: string[] = [];
    for (const [i, id] of adminIds.entries()) {
      // A sign-in takes three requests: one a minute at this scale.
      if (i > 0) clock.advance(MINUTE);
      tokens.push(await server.signIn(`clan-member-${i}`, id));
    }
    clock.advance(MINUTE);

    let n = 0;
    const upload = (token: string) => server.request('POST', '/api/v1/rounds/', { token, body: fiveManRound({ round_time: 600 + n++ * 0.6 }) });
    for (const token of tokens.slice(0, -1)) {
      for (let i = 0; i < UPLOADS_PER_TOKEN; i++) expect((await upload(token)).status).toBe(201);
    }
    // The last member's first upload is over the address's limit.
    expectRateLimited(await upload(tokens.at(-1)!), 45);
  });

  it('refuses a plugin token request past its limit, whatever the route answers below it', async () => {
    const server = await start(SCALED);
    for (let i = 0; i < PLUGIN_TOKEN_LIMIT; i++) {
      expect((await server.request('POST', '/api/v1/tokens/public/', { body: {} })).status).not.toBe(429);
    }
    expectRateLimited(await server.request('POST', '/api/v1/tokens/public/', { body: {} }), 45);
    expectRateLimited(await server.request('POST', '/api/v1/tokens/public', { body: {} }), 45);
    // Sign-in keeps its own count.
    expect((await openDevPage(server)).status).toBe(200);
  });

  it('counts by the connecting address, and behind a trusted proxy by the address that proxy added last', async () => {
    const direct = await start(SCALED);
    for (let i = 0; i < SIGN_IN_LIMIT; i++) {
      expect((await openDevPage(direct, { 'X-Forwarded-For': `203.0.113.${i + 1}` })).status).toBe(200);
    }
    expectRateLimited(await openDevPage(direct, { 'X-Forwarded-For': '203.0.113.99' }), 45);

    const proxied = await start({ ...SCALED, PUBLIC_URL: 'https://ba-times.example', TRUSTED_PROXIES: '127.0.0.1' });
    for (let i = 0; i < SIGN_IN_LIMIT; i++) {
      expect((await openDevPage(proxied, { 'X-Forwarded-For': '203.0.113.7' })).status).toBe(200);
    }
    expectRateLimited(await openDevPage(proxied, { 'X-Forwarded-For': '203.0.113.7' }), 45);
    expectRateLimited(await openDevPage(proxied, { 'X-Forwarded-For': '198.51.100.1, 203.0.113.7' }), 45);
    expect((await openDevPage(proxied, { 'X-Forwarded-For': '203.0.113.8' })).status).toBe(200);
  });

  it('counts requests sent at once exactly: of twice the limit, the limit pass and the rest are refused', async () => {
    const server = await start(SCALED);
    const replies = await Promise.all(Array.from({ length: 2 * SIGN_IN_LIMIT }, () => openDevPage(server)));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(SIGN_IN_LIMIT);
    for (const reply of replies.filter((r) => r.status !== 200)) expectRateLimited(reply, 45);
    expect((await server.app.db('rate_limits')).map((row) => Number(row.count))).toEqual([2 * SIGN_IN_LIMIT]);
  });

  it('answers a request far below its limits without waiting for its count, which still lands', async () => {
    const clock = testClock();
    const server = await start({ RATE_LIMIT_SCALE: '1' }, clock);
    const blocker = createDb(server.config.database);
    const holding = await blocker.transaction();
    try {
      // Another connection holds the write lock on the counters, as a long write would.
      if (kind === 'postgres') await holding.raw('LOCK TABLE rate_limits IN EXCLUSIVE MODE');
      else await holding('write_locks').where({ name: 'uploads' }).increment('version', 1);
      // The development page only reads: an unknown state is sent to /login.
      const page = await server.request('GET', '/api/v1/auth/dev/?state=unknown', { timeoutMs: 3_000 });
      expect(page.status).toBe(302);
    } finally {
      await holding.rollback();
    }
    await expect.poll(async () => (await server.app.db('rate_limits')).map((row) => Number(row.count))).toEqual([1]);
    await blocker.destroy();
  });

  it('turns every limit off with RATE_LIMIT_SCALE=0', async () => {
    const server = await start({ RATE_LIMIT_SCALE: '0' });
    for (let i = 0; i < 40; i++) expect((await openDevPage(server)).status).toBe(200);
    await server.signIn('still-welcome');
    expect(await server.app.db('rate_limits')).toEqual([]);
  });
});

describe('RATE_LIMIT_SCALE', () => {
  it.each(['', '-1', 'off', '1e3'])('refuses %j as a setting instead of guessing', (value) => {
    expect(() => loadConfig({ RATE_LIMIT_SCALE: value })).toThrow('Invalid configuration: RATE_LIMIT_SCALE: must be a number, 0 or more');
  });

  it('reads fractions and defaults to 1', () => {
    expect(loadConfig({ RATE_LIMIT_SCALE: '0.25' }).rateLimitScale).toBe(0.25);
    expect(loadConfig({}).rateLimitScale).toBe(1);
  });
});
