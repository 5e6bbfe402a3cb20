import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_PUSH_ATTEMPTS, NOT_ASKED, ROUND_GONE } from '../../api/modules/push/pusher';
import { fiveManRound } from '../fixtures/rounds';
import { FakePushService, type DeviceSubscription } from '../fakes/pushService';
import { submitRound } from '../support/api';
import { databaseKinds } from '../support/databases';
import { captureLog, type CapturedLog } from '../support/logCapture';
import { startServer, type TestServer } from '../support/server';

const WAIT = { timeout: 10_000, interval: 20 };
const SUBJECT = 'mailto:admins@ba-times.example';
const FOLLOWED = 'Heals R Us';

/** The fixture's team with its own names, the followed healer kept: `suffix` makes each team new. */
const teamWith = (suffix: string, healer = FOLLOWED) =>
  fiveManRound().players.map((p: { character_name: string; role: string }) => ({ ...p, character_name: p.role === 'Healer' ? healer : `${p.character_name.slice(0, 8)} ${suffix}` }));

describe.each(databaseKinds)('Web Push sending on %s', (kind) => {
  let pushService: FakePushService;
  let server: TestServer;
  let admin: string;
  let log: CapturedLog;
  let teams = 0;

  async function start(settleMs = 0, backoffMs = 20): Promise<void> {
    pushService = await new FakePushService().start();
    log = captureLog();
    server = await startServer(kind, { ANNOUNCE_SETTLE_MS: String(settleMs), VAPID_SUBJECT: SUBJECT }, undefined, { logger: log.logger, pusher: { pollMs: 20, backoffMs } });
    admin = await server.signInAdmin();
  }

  afterEach(async () => {
    await server.stop();
    await pushService.stop();
  });

  /** A round of the followed healer's (a new team each time), counted at once: an admin's. */
  const round = (round_time: number, healer = FOLLOWED) => submitRound(server, admin, fiveManRound({ round_time, players: teamWith(`t${++teams}`, healer) }));
  /** A signed-in user with devices subscribed, following `follows`. */
  async function user(name: string, follows: string[], devices = 1, notify: Record<string, boolean> = {}): Promise<{ token: string; devices: DeviceSubscription[] }> {
    const token = await server.signIn(name);
    for (const character_name of follows) expect((await server.request('POST', '/api/v1/follows', { token, body: { character_name } })).status).toBe(201);
    const subscriptions = Array.from({ length: devices }, () => pushService.subscribe());
    for (const device of subscriptions) expect((await server.request('POST', '/api/v1/push/subscriptions', { token, body: { ...device, notify } })).status).toBe(201);
    return { token, devices: subscriptions };
  }
  const count = async (table: string, where: Record<string, unknown> = {}) => Number((await server.app.db(table).where(where).count({ n: '*' }).first())!.n);
  /** Every event fanned out and every push settled: nothing more will be sent. */
  const settled = () =>
    vi.waitFor(async () => {
      expect(await count('push_events')).toBe(0);
      expect(Number((await server.app.db('push_deliveries').whereIn('state', ['pending', 'sending']).count({ n: '*' }).first())!.n)).toBe(0);
    }, WAIT);
  const deliveryOf = (eventPrefix: string) => server.app.db('push_deliveries').where('event_key', 'like', `${eventPrefix}%`).first('state', 'attempts', 'last_error');

  it("sends a followed player's new PB to each of the follower's devices once: its words, a TTL, the site's VAPID signature, decrypted with the device's keys", async () => {
    await start();
    const alice = await user('Push Alice', [FOLLOWED], 2);
    await user('Push Bob', [], 1);
    // A first time in the role is no PB; the second, faster, is.
    await round(660);
    const best = await round(648);
    await pushService.receivedReach(2);
    await settled();
    const publicKey = (await server.request('GET', '/api/v1/push/key')).body.data.data.public_key;
    expect(pushService.received.map((push) => push.device).sort()).toEqual(alice.devices.map((d) => pushService.deviceOf(d.endpoint)).sort());
    for (const push of pushService.received) {
      expect(push.message).toEqual({ title: 'Heals R Us: new Healer PB', body: '10:48.0 in 5 Man', url: `/details/${best}`, tag: `pb:${best}:heals r us:Healer` });
      expect(push.ttl).toBe(24 * 60 * 60);
      expect(push.vapid).toMatchObject({ sub: SUBJECT, publicKey });
      expect(push.vapid.exp * 1000).toBeGreaterThan(Date.now());
    }
    expect(pushService.attempts).toHaveLength(2);
  });

  it('sends a new world record to every device that asked for records, and not to one that did not', async () => {
    await start();
    const fan = await user('Record Fan', [], 1, { records: true });
    const quiet = await user('Record Quiet', [], 1);
    await round(640, 'Someone Else');
    const record = await round(597.4, 'Someone Else');
    await pushService.receivedReach(2);
    await settled();
    // The first round of a format is a record too: both went to the fan alone.
    expect(pushService.pushesTo(quiet.devices[0]!.endpoint)).toEqual([]);
    // The team as the round was entered.
    const names = teamWith(`t${teams}`, 'Someone Else').map((p: { character_name: string }) => p.character_name);
    expect(pushService.pushesTo(fan.devices[0]!.endpoint).at(-1)!.message).toEqual({
      title: 'New 5 Man world record',
      body: `9:57.4 by ${names.slice(0, -1).join(', ')}, and ${names.at(-1)}`,
      url: `/details/${record}`,
      tag: `record:${record}`,
    });
  });

  it("waits out a 429 for the push service's Retry-After and a 503 with backoff, then sends once", async () => {
    await start();
    const alice = await user('Retry Alice', [FOLLOWED]);
    await round(660);
    pushService.answerNext({ status: 429, retryAfter: '1' }, { status: 503 });
    await round(650);
    await pushService.receivedReach(1);
    await settled();
    const [limited, down, taken] = pushService.attempts;
    expect([limited!.status, down!.status, taken!.status]).toEqual([429, 503, 201]);
    expect(down!.at - limited!.at).toBeGreaterThanOrEqual(1000);
    expect(pushService.pushesTo(alice.devices[0]!.endpoint)).toHaveLength(1);
    expect(await deliveryOf('pb:')).toMatchObject({ state: 'sent', attempts: 3, last_error: null });
  });

  it('gives a push up after a few failed tries, with the reason logged', async () => {
    await start();
    await user('Unlucky Alice', [FOLLOWED]);
    await round(660);
    pushService.answerNext(...Array.from({ length: MAX_PUSH_ATTEMPTS }, () => ({ status: 503 as const })));
    await round(650);
    await settled();
    expect(await deliveryOf('pb:')).toMatchObject({ state: 'failed', attempts: MAX_PUSH_ATTEMPTS, last_error: 'The push service answered 503: scripted' });
    expect(log.lines()).toContainEqual(expect.objectContaining({ level: 50, msg: 'push given up', attempts: MAX_PUSH_ATTEMPTS }));
  });

  it('removes a subscription the push service answers 410 for, and sends that device nothing more', async () => {
    await start();
    const alice = await user('Gone Alice', [FOLLOWED], 2);
    const [gone, kept] = alice.devices as [DeviceSubscription, DeviceSubscription];
    await round(660);
    // Devices are sent to in the order they subscribed: the first is told it is gone.
    pushService.answerNext({ status: 410 });
    await round(650);
    await pushService.receivedReach(1);
    await settled();
    expect(await count('push_subscriptions', { endpoint: gone.endpoint })).toBe(0);
    expect(await count('push_subscriptions', { endpoint: kept.endpoint })).toBe(1);

    await round(640);
    await pushService.receivedReach(2);
    await settled();
    expect(pushService.pushesTo(gone.endpoint)).toEqual([]);
    expect(pushService.pushesTo(kept.endpoint).map((push) => push.message.body)).toEqual(['10:50.0 in 5 Man', '10:40.0 in 5 Man']);
    expect(pushService.attempts.filter((attempt) => attempt.device === pushService.deviceOf(gone.endpoint))).toHaveLength(1);
  });

  it('sends each push once while two processes of the site read the same outboxes', async () => {
    await start();
    const second = await startServer(kind, { ANNOUNCE_SETTLE_MS: '0', VAPID_SUBJECT: SUBJECT }, server.config.database, { pusher: { pollMs: 5 } });
    try {
      const alice = await user('Twice Alice', [FOLLOWED], 3);
      await round(660);
      const bests = 6;
      for (let i = 0; i < bests; i++) await round(650 - i);
      await pushService.receivedReach(bests * alice.devices.length);
      await settled();
      expect(pushService.received).toHaveLength(bests * alice.devices.length);
      const sent = pushService.received.map((push) => `${push.device} ${push.message.tag}`);
      expect(new Set(sent).size).toBe(sent.length);
    } finally {
      await second.app.close();
    }
  });

  it('stops sending PBs of a player once unfollowed, and sends none to a device that turned PBs off', async () => {
    await start();
    const alice = await user('Fickle Alice', [FOLLOWED]);
    const bob = await user('Picky Bob', [FOLLOWED], 1, { pbs: false });
    await round(660);
    await round(650);
    await pushService.receivedReach(1);
    await settled();
    expect(pushService.pushesTo(bob.devices[0]!.endpoint)).toEqual([]);

    expect((await server.request('DELETE', `/api/v1/follows/${encodeURIComponent(FOLLOWED)}`, { token: alice.token })).status).toBe(200);
    await round(640);
    await settled();
    expect(pushService.received).toHaveLength(1);
    expect(await count('push_deliveries')).toBe(1);
  });

  it('does not push a round deleted before its push was sent, whether it was still waiting to be fanned out or already retrying', async () => {
    await start(60_000, 60_000);
    await user('Careful Alice', [FOLLOWED]);
    await round(660);
    const deleted = await round(650);
    expect((await server.request('DELETE', `/api/v1/rounds/${deleted}/`, { token: admin })).status).toBe(200);
    await server.app.db('push_events').update({ next_attempt_at: '2000-01-01T00:00:00.000000' });
    await settled();
    expect(await count('push_deliveries')).toBe(0);

    // Its push failed once and waits to be tried again when the round goes.
    pushService.answerNext({ status: 503 });
    const retrying = await round(645);
    await server.app.db('push_events').update({ next_attempt_at: '2000-01-01T00:00:00.000000' });
    await vi.waitFor(async () => expect(await deliveryOf('pb:')).toMatchObject({ state: 'pending', attempts: 1 }), WAIT);
    expect((await server.request('DELETE', `/api/v1/rounds/${retrying}/`, { token: admin })).status).toBe(200);
    await server.app.db('push_deliveries').update({ next_attempt_at: '2000-01-01T00:00:00.000000' });
    await vi.waitFor(async () => expect(await deliveryOf('pb:')).toMatchObject({ state: 'cancelled', attempts: 2, last_error: ROUND_GONE }), WAIT);
    expect(pushService.received).toEqual([]);
    expect(pushService.attempts).toHaveLength(1);
  });

  it('cancels a push whose device turned that kind off before it was sent', async () => {
    await start(0, 60_000);
    const alice = await user('Switching Alice', [FOLLOWED]);
    await round(660);
    pushService.answerNext({ status: 503 });
    await round(650);
    await vi.waitFor(async () => expect(await deliveryOf('pb:')).toMatchObject({ state: 'pending', attempts: 1 }), WAIT);
    await server.request('POST', '/api/v1/push/subscriptions', { token: alice.token, body: { ...alice.devices[0], notify: { pbs: false } } });
    await server.app.db('push_deliveries').update({ next_attempt_at: '2000-01-01T00:00:00.000000' });
    await vi.waitFor(async () => expect(await deliveryOf('pb:')).toMatchObject({ state: 'cancelled', last_error: NOT_ASKED }), WAIT);
    expect(pushService.received).toEqual([]);
  });

  it("tells followers a player's live round has begun, once a sitting, opening the Live page", async () => {
    await start();
    const alice = await user('Live Alice', [FOLLOWED]);
    const token = (await server.request('POST', '/api/v1/tokens/', { token: admin, body: { description: 'live' } })).body.data.data.token as string;
    const players = teamWith('lv');
    const checkpoint = (startedAt: string) =>
      server.request('POST', '/api/v1/run-sessions/checkpoints', {
        token,
        body: { format: 'five_man', players, reporter: players[0]!.character_name, scroller: true, round_started_at: startedAt, wave_number: 2, qs_time: 4, good_premove: true },
      });
    expect((await checkpoint(new Date(Date.now() - 60_000).toISOString())).status).toBe(201);
    await pushService.receivedReach(1);
    await settled();
    const live = await server.app.db('live_rounds').first('id');
    expect(pushService.pushesTo(alice.devices[0]!.endpoint).map((push) => [push.message, push.ttl])).toEqual([
      [{ title: 'Heals R Us is playing 5 Man', body: 'Live now: follow the round wave by wave.', url: '/live', tag: `live:${live.id}` }, 600],
    ]);

    // The team's next round, minutes later: the same sitting, so no second push.
    expect((await checkpoint(new Date().toISOString())).status).toBe(201);
    await vi.waitFor(async () => expect(await count('live_rounds')).toBe(2), WAIT);
    await settled();
    expect(pushService.received).toHaveLength(1);
  });
});
