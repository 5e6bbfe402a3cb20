import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPushEndpoint } from '../../api/modules/push/services/endpoint';
import { vapidKeys } from '../../api/modules/push/services/keys';
import { MAX_PUSH_DEVICES } from '../../domain/push';
import { databaseKinds } from '../support/databases';
import { startServer, type TestServer } from '../support/server';

/** A subscription as a browser's PushSubscription.toJSON() writes it (keys of the right sizes). */
const subscription = (endpoint: string, extra: Record<string, unknown> = {}) => ({
  endpoint,
  expirationTime: null,
  keys: { p256dh: `B${'x'.repeat(86)}`, auth: 'y'.repeat(22) },
  ...extra,
});

describe.each(databaseKinds)('Web Push subscriptions API on %s', (kind) => {
  let server: TestServer;
  let alice: string;

  beforeAll(async () => {
    server = await startServer(kind);
    alice = await server.signIn('Push Alice', '830000000000000001');
  });
  afterAll(() => server.stop());

  const subscribe = (body: unknown, token: string | undefined = alice) => server.request('POST', '/api/v1/push/subscriptions', { token, body });

  it("gives the site's VAPID public key to anyone, the same at every ask, from one pair made once and kept", async () => {
    const first = await server.request('GET', '/api/v1/push/key');
    expect(first.status).toBe(200);
    expect(first.body.data.data.public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const again = await server.request('GET', '/api/v1/push/key');
    expect(again.body.data.data.public_key).toBe(first.body.data.data.public_key);
    // Processes starting together agree on one pair: the first to keep it wins.
    const [a, b] = await Promise.all([vapidKeys(server.app.db, { keys: null, subject: 'mailto:a@b.c' }), vapidKeys(server.app.db, { keys: null, subject: 'mailto:a@b.c' })]);
    expect(a).toEqual(b);
    expect(a.publicKey).toBe(first.body.data.data.public_key);
    expect(await server.app.db('push_keys').count('* as count').first()).toEqual({ count: kind === 'postgres' ? '1' : 1 });
  });

  it("keeps a device's subscription with the default choices, then its new choices for the same endpoint", async () => {
    const endpoint = 'https://push.example.net/send/alice-phone';
    const created = await subscribe(subscription(endpoint));
    expect(created.status).toBe(201);
    expect(created.body.data.data).toEqual({ endpoint, notify: { pbs: true, records: false, live: true } });
    const updated = await subscribe(subscription(endpoint, { notify: { records: true } }));
    expect(updated.status).toBe(200);
    expect(updated.body.data.data).toEqual({ endpoint, notify: { pbs: true, records: true, live: true } });
    expect(await server.app.db('push_subscriptions').where({ endpoint }).count('* as count').first()).toEqual({ count: kind === 'postgres' ? '1' : 1 });
  });

  it('forgets a device by its endpoint, and says so for one it does not have', async () => {
    const endpoint = 'https://push.example.net/send/alice-laptop';
    await subscribe(subscription(endpoint));
    const gone = await server.request('DELETE', '/api/v1/push/subscriptions', { token: alice, body: { endpoint } });
    expect(gone.status).toBe(200);
    expect(gone.body.data.data.endpoint).toBe(endpoint);
    const again = await server.request('DELETE', '/api/v1/push/subscriptions', { token: alice, body: { endpoint } });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ status: 'error', error: 'This device gets no notifications.', code: 'not_found' });
  });

  it('refuses a visitor, a malformed subscription naming the field, and an endpoint that is not https, storing nothing', async () => {
    const before = await server.app.db('push_subscriptions').count('* as count').first();
    expect((await server.request('POST', '/api/v1/push/subscriptions', { body: subscription('https://push.example.net/send/x') })).status).toBe(401);
    const cases: [unknown, string][] = [
      [{ keys: subscription('').keys }, 'endpoint: is required'],
      [subscription('not a url'), 'endpoint: must be a URL'],
      [subscription('https://push.example.net/a', { keys: { p256dh: 'short', auth: 'y'.repeat(22) } }), "keys.p256dh: must be the browser's P-256 key, base64url"],
      [subscription('https://push.example.net/a', { keys: { p256dh: `B${'x'.repeat(86)}` } }), 'keys.auth: is required'],
      [subscription('https://push.example.net/a', { notify: { pbs: 'yes' } }), 'notify.pbs: must be true or false'],
      [subscription('http://push.example.net/a'), 'endpoint: must be an https:// address'],
      [subscription('ftp://push.example.net/a'), 'endpoint: must be an https:// address'],
    ];
    for (const [body, error] of cases) {
      const res = await subscribe(body);
      expect(res.status, error).toBe(400);
      expect(res.body.error).toBe(error);
    }
    expect(await server.app.db('push_subscriptions').count('* as count').first()).toEqual(before);
  });

  it('takes a loopback http endpoint outside production, for development and tests', async () => {
    expect((await subscribe(subscription('http://127.0.0.1:9/push/dev'))).status).toBe(201);
  });

  it(`stops a user at ${MAX_PUSH_DEVICES} devices, saying so`, async () => {
    const bob = await server.signIn('Push Bob', '830000000000000002');
    for (let i = 0; i < MAX_PUSH_DEVICES; i++) expect((await subscribe(subscription(`https://push.example.net/send/bob-${i}`), bob)).status).toBe(201);
    const res = await subscribe(subscription('https://push.example.net/send/bob-more'), bob);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'error', error: `You can get notifications on at most ${MAX_PUSH_DEVICES} devices: turn them off on another first.`, code: 'too_many_devices' });
  });
});

describe('a push endpoint in production', () => {
  const resolvingTo = (...addresses: string[]) => async () => addresses.map((address) => ({ address }));
  const refusal = (promise: Promise<void>) => promise.then(() => null, (err: Error) => err.message);

  it('is refused where its host resolves to a loopback, private, link-local or other non-public address', async () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '192.168.0.4', '172.16.5.5', '169.254.169.254', '::1', 'fe80::1', 'fd00::1', '0.0.0.0', '100.64.0.1']) {
      expect(await refusal(checkPushEndpoint('https://push.example.net/send/a', true, resolvingTo(address))), address).toBe('endpoint: must be a push service on the public internet');
    }
    // One private address among public ones is enough to refuse: the server could be sent to it.
    expect(await refusal(checkPushEndpoint('https://push.example.net/a', true, resolvingTo('93.184.216.34', '10.0.0.1')))).toBe('endpoint: must be a push service on the public internet');
  });

  it('is refused when its host does not resolve, and when it is loopback http', async () => {
    expect(await refusal(checkPushEndpoint('https://nowhere.invalid/a', true, async () => Promise.reject(new Error('ENOTFOUND'))))).toBe('endpoint: its host does not resolve');
    expect(await refusal(checkPushEndpoint('http://127.0.0.1/a', true, resolvingTo('127.0.0.1')))).toBe('endpoint: must be an https:// address');
  });

  it('is taken on a public address', async () => {
    expect(await refusal(checkPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', true, resolvingTo('142.250.74.74', '2a00:1450:4007:80e::200a')))).toBeNull();
  });
});
