import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeDiscord } from '../fakes/discord';
import { pluginHeaders } from '../fixtures/plugin';
import { databaseKinds } from '../support/databases';
import { ADMIN_DISCORD_ID, startServer, type TestServer } from '../support/server';
import { codeOf, nextHop, startSignIn, tradeCode } from '../support/signIn';

const SITE = 'https://ba-times.example';
const EVIL = 'https://evil.example';
const NOT_ALLOWED = { status: 'error', error: 'redirect_uri: must be an address of this site.', code: 'redirect_not_allowed' };
const OTHER_BROWSER = {
  status: 'error',
  error: 'This sign-in was started in another browser or app. Use Login at the top right to sign in here; a sign-in link never works when it is sent to someone else.',
  code: 'sign_in_other_browser',
};
const EXPIRED = { status: 'error', error: 'This sign-in took too long or was already used. Use Login at the top right to start again.', code: 'sign_in_expired' };

const loginPath = (redirect: string) => `/api/v1/auth/discord/login/?redirect_uri=${encodeURIComponent(redirect)}`;

describe.each(databaseKinds)('sign-in, tried as an attacker would, on %s', (kind) => {
  let discord: FakeDiscord;
  let local: TestServer;
  let site: TestServer;

  beforeAll(async () => {
    discord = await new FakeDiscord().start();
    // A development server (no PUBLIC_URL) signing in through Discord, and a site behind its public address.
    local = await startServer(kind, { ...discord.env(), ADMIN_DISCORD_IDS: ADMIN_DISCORD_ID });
    site = await startServer(kind, { PUBLIC_URL: SITE, TRUSTED_PROXIES: '127.0.0.1' });
  });
  afterAll(async () => {
    await site?.stop();
    await local?.stop();
    await discord?.stop();
  });

  describe('where sign-in may return', () => {
    it.each([
      ['Host', { Host: 'evil.example' }],
      ['X-Forwarded-Host', { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' }],
      ['Forwarded', { Forwarded: 'host=evil.example;proto=https' }],
    ])('ignores a foreign origin named by %s, on a development server and behind a trusted proxy', async (_header, headers) => {
      for (const server of [local, site]) {
        const reply = await server.request('GET', loginPath(`${EVIL}/auth/callback`), { headers });
        expect(reply.status).toBe(400);
        expect(reply.body).toEqual(NOT_ALLOWED);
      }
    });

    it('refuses a foreign redirect_uri outright, and one on this server under another scheme or port', async () => {
      for (const target of [`${EVIL}/x`, 'https://ba-times.example.evil.example/auth/callback', 'http://ba-times.example/auth/callback', 'https://ba-times.example:8443/auth/callback']) {
        const reply = await site.request('GET', loginPath(target));
        expect(reply.body, target).toEqual(NOT_ALLOWED);
      }
    });

    it("sends Discord back to the configured address, whatever the request's Host says", async () => {
      const site2 = await startServer(kind, { ...discord.env(), PUBLIC_URL: SITE });
      try {
        const reply = await site2.request('GET', loginPath(`${SITE}/auth/callback`), { headers: { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' } });
        expect(reply.status).toBe(200);
        expect(new URL(reply.body.data.url).searchParams.get('redirect_uri')).toBe(`${SITE}/api/v1/auth/discord/callback`);
      } finally {
        await site2.stop();
      }
    });

    it('never redirects the development sign-in to a foreign origin', async () => {
      const devSite = await startServer(kind, { PUBLIC_URL: SITE });
      try {
        const reply = await devSite.request('GET', loginPath(`${EVIL}/x`), { headers: { Host: 'evil.example' } });
        expect(reply.body).toEqual(NOT_ALLOWED);
        // The form only ever names a state, and a state only ever returns to where it was started for.
        const form = new URLSearchParams({ redirect_uri: `${EVIL}/x`, discord_id: ADMIN_DISCORD_ID, state: 'forged' }).toString();
        const post = await devSite.request('POST', '/api/v1/auth/dev/', { rawBody: form, headers: { 'Content-Type': 'application/x-www-form-urlencoded', Host: 'evil.example' } });
        expect(post.status).toBe(302);
        expect(post.headers.get('location')).toBe('/login?reason=sign_in_expired');
      } finally {
        await devSite.stop();
      }
    });
  });

  describe('a sign-in finished in another browser', () => {
    /** The attacker starts a sign-in and sends its Discord link to the admin, who is already signed in at Discord. */
    async function linkFollowedByAdmin() {
      discord.nextUser = { id: ADMIN_DISCORD_ID, username: 'site-admin' };
      const attacker = await startSignIn(local.baseUrl);
      const backAtApp = await nextHop(await nextHop(attacker.url));
      return { attacker, backAtApp };
    }

    it("gives the admin's browser no session: it holds no verifier of that sign-in", async () => {
      const { backAtApp } = await linkFollowedByAdmin();
      // The code is in the fragment of our own app's address: no server, log or Referer sees it.
      expect(new URL(backAtApp).origin).toBe(local.baseUrl);
      expect(new URL(backAtApp).search).toBe('');
      const admins = await startSignIn(local.baseUrl);
      const traded = await tradeCode(local.baseUrl, codeOf(backAtApp)!, admins.verifier);
      expect(traded).toEqual({ status: 400, body: OTHER_BROWSER });
    });

    it('says the same to a browser that holds no verifier at all', async () => {
      const { backAtApp } = await linkFollowedByAdmin();
      expect(await tradeCode(local.baseUrl, codeOf(backAtApp)!, '')).toEqual({ status: 400, body: OTHER_BROWSER });
    });

    it('uses the code up on a wrong try, so the verifier that started it cannot trade it afterwards', async () => {
      const { attacker, backAtApp } = await linkFollowedByAdmin();
      expect((await tradeCode(local.baseUrl, codeOf(backAtApp)!, 'guessed-verifier')).body).toEqual(OTHER_BROWSER);
      expect(await tradeCode(local.baseUrl, codeOf(backAtApp)!, attacker.verifier)).toEqual({ status: 400, body: EXPIRED });
    });

    it("cannot sign a victim's browser in as the attacker (login CSRF): the victim's verifier does not fit the attacker's code", async () => {
      discord.nextUser = { id: '777777777777777777', username: 'attacker' };
      const attackers = await startSignIn(local.baseUrl);
      const attackersReturn = await nextHop(await nextHop(attackers.url));
      const victims = await startSignIn(local.baseUrl);
      expect(await tradeCode(local.baseUrl, codeOf(attackersReturn)!, victims.verifier)).toEqual({ status: 400, body: OTHER_BROWSER });
    });

    it('trades a code once, within two minutes', async () => {
      discord.nextUser = { id: '888888888888888888', username: 'honest' };
      const started = await startSignIn(local.baseUrl);
      const code = codeOf(await nextHop(await nextHop(started.url)))!;
      expect((await tradeCode(local.baseUrl, code, started.verifier)).status).toBe(201);
      expect(await tradeCode(local.baseUrl, code, started.verifier)).toEqual({ status: 400, body: EXPIRED });

      const late = await startSignIn(local.baseUrl);
      const lateCode = codeOf(await nextHop(await nextHop(late.url)))!;
      await local.app.db('sign_in_codes').update({ expires_at: '2000-01-01T00:00:00.000000' });
      expect(await tradeCode(local.baseUrl, lateCode, late.verifier)).toEqual({ status: 400, body: EXPIRED });
    });
  });

  describe('tokens in URLs', () => {
    it('puts no session token in any address of the round trip', async () => {
      discord.nextUser = { id: '999999999999999999', username: 'watcher' };
      const started = await startSignIn(local.baseUrl);
      const toCallback = await nextHop(started.url);
      const toApp = await nextHop(toCallback);
      const traded = await tradeCode(local.baseUrl, codeOf(toApp)!, started.verifier);
      const token = traded.body.data.token as string;
      for (const address of [started.url, toCallback, toApp]) {
        expect(address).not.toContain(token);
        expect(new URL(address).searchParams.has('token')).toBe(false);
      }
    });
  });

  describe('caching', () => {
    it('marks every answer that depends on the caller no-store, and leaves public ones cacheable', async () => {
      const token = await site.signIn('cached-user');
      const admin = await site.signInAdmin();
      const privateAnswers = [
        await site.request('GET', '/api/v1/auth/me', { token }),
        await site.request('GET', '/api/v1/users', { token }),
        await site.request('GET', '/api/v1/tokens', { token: admin }),
        await site.request('GET', '/api/v1/users/all', { token: admin }),
        await site.request('GET', loginPath(`${SITE}/auth/callback`)),
        await site.request('POST', '/api/v1/tokens/public/', { headers: pluginHeaders(), body: { description: 'Cache Check' } }),
      ];
      for (const reply of privateAnswers) {
        expect(reply.status).toBeLessThan(300);
        expect(reply.headers.get('cache-control')).toBe('no-store');
      }
      expect((await site.request('GET', '/api/v1/rounds')).headers.get('cache-control')).not.toBe('no-store');
    });

    it('answers the session exchange no-store', async () => {
      const started = await startSignIn(site.baseUrl, `${SITE}/auth/callback`);
      const returned = await site.request('POST', '/api/v1/auth/dev/', {
        rawBody: new URLSearchParams({ state: new URL(started.url).searchParams.get('state')!, discord_username: 'no-store-user' }).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      const res = await fetch(`${site.baseUrl}/api/v1/auth/session`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ code: codeOf(returned.headers.get('location')!), verifier: started.verifier }),
      });
      expect(res.status).toBe(201);
      expect(res.headers.get('cache-control')).toBe('no-store');
    });
  });

  describe('X-Forwarded-For', () => {
    const SCALED = { RATE_LIMIT_SCALE: '0.1' };
    const signInStarts = (server: TestServer, headers: Record<string, string>) => server.request('GET', loginPath(`${server.config.publicUrl ?? server.baseUrl}/auth/callback`), { headers });

    it('is not believed from a client that reaches the server directly, PUBLIC_URL or not', async () => {
      for (const env of [SCALED, { ...SCALED, PUBLIC_URL: SITE }, { ...SCALED, PUBLIC_URL: SITE, TRUSTED_PROXIES: '10.0.0.0/8' }]) {
        const server = await startServer(kind, env, undefined, { rateLimitClock: () => Date.UTC(2030, 0, 1, 12, 0, 15) });
        try {
          // A made-up address on every request does not make a new client of it.
          for (let i = 0; i < 3; i++) expect((await signInStarts(server, { 'X-Forwarded-For': `203.0.113.${i + 1}` })).status).toBe(200);
          expect((await signInStarts(server, { 'X-Forwarded-For': '203.0.113.99' })).status).toBe(429);
        } finally {
          await server.stop();
        }
      }
    });

    it('is believed from a proxy TRUSTED_PROXIES names: the address it added counts, not what the client wrote before it', async () => {
      const server = await startServer(kind, { ...SCALED, PUBLIC_URL: SITE, TRUSTED_PROXIES: '127.0.0.1' }, undefined, { rateLimitClock: () => Date.UTC(2030, 0, 1, 12, 0, 15) });
      try {
        for (let i = 0; i < 3; i++) expect((await signInStarts(server, { 'X-Forwarded-For': `198.51.100.${i}, 203.0.113.7` })).status).toBe(200);
        expect((await signInStarts(server, { 'X-Forwarded-For': '203.0.113.7' })).status).toBe(429);
        expect((await signInStarts(server, { 'X-Forwarded-For': '203.0.113.8' })).status).toBe(200);
      } finally {
        await server.stop();
      }
    });
  });
});
