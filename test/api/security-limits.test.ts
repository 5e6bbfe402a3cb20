import { afterEach, describe, expect, it } from 'vitest';
import type { ReplayData, ReplayEntity } from '../../domain/types';
import { addressKey } from '../../api/http/clientAddress';
import { ROUND_BODY_LIMIT } from '../../api/modules/rounds/routes';
import { MAX_STREAMS_PER_ADDRESS } from '../../api/modules/sync/routes';
import { pluginToken } from '../support/api';
import { databaseKinds, type DatabaseKind } from '../support/databases';
import { expectRateLimited, testClock } from '../support/rateLimits';
import { startServer, type TestServer } from '../support/server';
import { openEventStream, type EventStream } from '../support/sse';
import { pluginReport } from '../fixtures/plugin';

// Behind the site's proxy, so each request may say which client it is for.
const PROXIED = { PUBLIC_URL: 'https://ba-times.example', TRUSTED_PROXIES: '127.0.0.1' };
// RATE_LIMIT_SCALE=0.1: 12 searches a minute per address.
const SCALED = { ...PROXIED, RATE_LIMIT_SCALE: '0.1' };
const SEARCHES = 12;

const from = (address: string) => ({ headers: { 'X-Forwarded-For': address } });

const TEAM = ['Main Attacker', '2nd Attacker', 'Healer', 'Collector', 'Defender'];
const PENANCE = ['Penance Fighter', 'Penance Ranger', 'Penance Runner', 'Penance Healer'];
const ITEMS = ['Hammer', 'Logs', 'Logs', 'GoodFood', 'BadFood', 'GoodFood', 'BadFood', 'GoodFood', 'BadFood', 'GoodFood', 'BadFood'];
const WAVE_TICKS = 600;

/**
 * The largest real report: an hour-long round (ten waves of 600 ticks at 0.6 s) whose replay holds,
 * every tick, the team, six of each penance (their in-game limit alive at once) and eleven items on the floor.
 */
function maximalReport() {
  const frame = (wave: number, tick: number): ReplayEntity[] => {
    const kinds = [...TEAM.map((type) => ({ type })), ...PENANCE.flatMap((id) => Array.from({ length: 6 }, () => ({ type: 'npc', id }))), ...ITEMS.map((id) => ({ type: 'GroundItem', id }))];
    return kinds.map((kind, i) => ({ x: 10 + ((i * 7 + tick + wave) % 54), y: 10 + ((i * 3 + tick * 2) % 46), ...kind }));
  };
  const replay: ReplayData = {};
  for (let wave = 1; wave <= 10; wave++) {
    replay[String(wave)] = Object.fromEntries(Array.from({ length: WAVE_TICKS }, (_, tick) => [String(tick), frame(wave, tick)]));
  }
  return pluginReport({
    round_time: 3600,
    scroller: true,
    wave_data: Array.from({ length: 10 }, (_, i) => ({ wave_number: i + 1, wave_time: 360, qs_time: i === 0 ? 0 : 4, good_premove: true, reset: false })),
    replay_data: replay,
  });
}

describe('the address key of per-address limits', () => {
  it('is an IPv4 address as it is, however it is written, and an IPv6 address by its /64', () => {
    expect(addressKey('203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('2001:db8:a:b::1')).toBe('2001:db8:a:b::/64');
    expect(addressKey('2001:DB8:A:B:ffff:ffff:ffff:ffff')).toBe('2001:db8:a:b::/64');
    expect(addressKey('2001:db8:a:c::1')).toBe('2001:db8:a:c::/64');
  });
});

describe.each(databaseKinds)('limits on expensive reads on %s', (kind: DatabaseKind) => {
  const started: TestServer[] = [];
  const start = async (env: Record<string, string>, clock = testClock()) => {
    const server = await startServer(kind, env, undefined, { rateLimitClock: clock.now });
    started.push(server);
    return server;
  };
  afterEach(async () => {
    for (const server of started.splice(0)) await server.stop();
  });

  const search = (server: TestServer, address: string, text = 'hammer') => server.request('GET', `/api/v1/round-times/?search=${text}`, from(address));

  it('counts every address of one IPv6 /64 as one client, another /64 as another, and an IPv4-mapped address as its IPv4 address', async () => {
    const server = await start(SCALED);
    for (let i = 0; i < SEARCHES; i++) expect((await search(server, `2001:db8:a:b::${i + 1}`)).status).toBe(200);
    expectRateLimited(await search(server, '2001:db8:a:b:1234:5678:9abc:def0'), 45);
    expect((await search(server, '2001:db8:a:c::1')).status).toBe(200);

    for (let i = 0; i < SEARCHES; i++) expect((await search(server, '::ffff:198.51.100.7')).status).toBe(200);
    expectRateLimited(await search(server, '198.51.100.7'), 45);
  });

  it('refuses a flood of searches from one address with 429, while its reads without a search go on', async () => {
    const clock = testClock();
    const server = await start(SCALED, clock);
    const flooder = '203.0.113.66';
    for (let i = 0; i < SEARCHES; i++) expect((await search(server, flooder, `player${i}`)).status).toBe(200);
    expectRateLimited(await search(server, flooder, 'more'), 45);
    // Every search shares the count, the admin's user search too (refused before its sign-in is asked for).
    expectRateLimited(await server.request('GET', '/api/v1/users/all?search=more', from(flooder)), 45);

    for (const read of ['/api/v1/round-times/', '/api/v1/round-times/?search=', '/api/v1/round-times/?search=%20%20&page_size=10', '/api/v1/players/leaderboard/']) {
      expect((await server.request('GET', read, from(flooder))).status).toBe(200);
    }
    expect((await search(server, '203.0.113.67')).status).toBe(200);
    clock.advance(45_000);
    expect((await search(server, flooder, 'again')).status).toBe(200);
  });

  it('allows 120 searches a minute from one address at scale 1', async () => {
    const server = await start({ ...PROXIED, RATE_LIMIT_SCALE: '1' });
    const typist = '203.0.113.20';
    for (let i = 0; i < 120; i++) expect((await search(server, typist, 'hammer'.slice(0, 1 + (i % 6)))).status).toBe(200);
    expectRateLimited(await search(server, typist, 'h'), 45);
  });

  describe('event streams', () => {
    // Streams left open end as their server stops.
    const open = async (server: TestServer, address: string) => {
      const stream = await openEventStream(`${server.baseUrl}/api/v1/events`, { 'X-Forwarded-For': address });
      await stream.waitFor((frame) => frame.event === 'cursor');
      return stream;
    };
    /** The answer to one more stream: a refusal as it is, a stream that opened after all by its status alone. */
    const refused = async (server: TestServer, address: string) => {
      const leave = new AbortController();
      const res = await fetch(`${server.baseUrl}/api/v1/events`, { headers: { Accept: 'text/event-stream', 'X-Forwarded-For': address }, signal: leave.signal });
      if (res.ok) leave.abort();
      return res.ok ? { status: res.status } : { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
    };

    it(`refuses the ${MAX_STREAMS_PER_ADDRESS + 1}st stream open from one address with 429, and a closed one frees its place`, async () => {
      const server = await start({ ...PROXIED, RATE_LIMIT_SCALE: '1' });
      const held: EventStream[] = [];
      for (let i = 0; i < MAX_STREAMS_PER_ADDRESS; i++) held.push(await open(server, `2001:db8:5:6::${i + 1}`));

      expect(await refused(server, '2001:db8:5:6:ffff::1')).toEqual({
        status: 429,
        retryAfter: '60',
        body: { status: 'error', error: 'Too many event streams are open from this address. Try again in 60 seconds.', code: 'rate_limited' },
      });
      await open(server, '2001:db8:5:7::1');

      held[0]!.close();
      await expect.poll(() => server.app.changeWatcher.clientCount).toBe(MAX_STREAMS_PER_ADDRESS);
      await open(server, '2001:db8:5:6::99');
      expect((await refused(server, '2001:db8:5:6::100')).status).toBe(429);
    });

    it('follows RATE_LIMIT_SCALE, and with RATE_LIMIT_SCALE=0 lifts every one of these limits', async () => {
      const scaled = await start(SCALED);
      for (let i = 0; i < MAX_STREAMS_PER_ADDRESS / 10; i++) await open(scaled, '192.0.2.8');
      expect((await refused(scaled, '192.0.2.8')).status).toBe(429);

      const unlimited = await start({ ...PROXIED, RATE_LIMIT_SCALE: '0' });
      const address = '2001:db8:10ad:1::1';
      for (let i = 0; i < MAX_STREAMS_PER_ADDRESS + 5; i++) await open(unlimited, address);
      for (let i = 0; i < 125; i++) expect((await search(unlimited, address, `p${i}`)).status).toBe(200);
      expect(await unlimited.app.db('rate_limits')).toEqual([]);
    });
  });

  it('accepts the largest real report, with a replay of an hour-long round, and refuses a body just over the limit with 413', async () => {
    const server = await start({});
    const token = await pluginToken(server, 'Hammer Time');
    const body = JSON.stringify(maximalReport());
    // The limit fits the largest report with modest headroom, and no more.
    expect(body.length).toBeLessThan(ROUND_BODY_LIMIT);
    expect(body.length).toBeGreaterThan(ROUND_BODY_LIMIT * 0.8);

    const accepted = await server.request('POST', '/api/v1/rounds/', { token, rawBody: body, headers: { 'Content-Type': 'application/json' } });
    expect(accepted.status).toBe(201);
    const stored = await server.request('GET', `/api/v1/rounds/${accepted.body.data.id}/`);
    expect(Object.keys(stored.body.data.data.replay_data['10'])).toHaveLength(WAVE_TICKS);

    const over = await server.request('POST', '/api/v1/rounds/', { token, rawBody: body.padEnd(ROUND_BODY_LIMIT + 1), headers: { 'Content-Type': 'application/json' } });
    expect(over.status).toBe(413);
    expect(over.body).toEqual({ status: 'error', error: 'The request body is too large.', code: 'payload_too_large' });
  });
});
