import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkAccount, signedInUser } from '../support/api';
import { databaseKinds } from '../support/databases';
import { ADMIN_DISCORD_ID, startServer, startSignedIn, type TestServer } from '../support/server';
import { codeOf, devSignIn, startSignIn, tradeCode } from '../support/signIn';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const EVIL = 'https://evil.example/auth/callback';
const SITE = 'https://ba-times.example';
const NOT_ALLOWED = { status: 'error', error: 'redirect_uri: must be an address of this site.', code: 'redirect_not_allowed' };
const UNAVAILABLE = { status: 'error', error: 'Sign-in is not configured on this server.', code: 'sign_in_unavailable' };
const UNAUTHORIZED = { status: 'error', error: 'Please sign in to do that.', code: 'unauthorized' };

/** Posts the development sign-in form as a browser would, without following the redirect. */
async function postDevSignIn(server: TestServer, fields: Record<string, string>) {
  const res = await fetch(`${server.baseUrl}/api/v1/auth/dev/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  const text = await res.text();
  const body = (res.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text;
  return { status: res.status, location: res.headers.get('location'), body };
}

const stateOf = (url: string) => new URL(url).searchParams.get('state')!;

const q = (value: string) => encodeURIComponent(value);

describe.each(databaseKinds)('sign-in and sessions on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let callback: string;

  beforeAll(async () => {
    ({ server, admin } = await startSignedIn(kind));
    callback = `${server.baseUrl}/auth/callback`;
  });
  afterAll(() => server.stop());

  describe('GET /auth/discord/login', () => {
    it('answers the dev sign-in page of this server with a state, and a verifier for the browser alone', async () => {
      const res = await server.request('GET', `/api/v1/auth/discord/login/?redirect_uri=${q(callback)}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok', data: { url: expect.any(String), verifier: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) } });
      const url = new URL(res.body.data.url);
      expect(url.origin).toBe(server.baseUrl);
      expect(url.pathname).toBe('/api/v1/auth/dev/');
      expect([...url.searchParams.keys()]).toEqual(['state']);
      expect(res.body.data.url).not.toContain(res.body.data.verifier);
    });

    it('answers the same path without the trailing slash', async () => {
      const res = await server.request('GET', `/api/v1/auth/discord/login?redirect_uri=${q(callback)}`);
      expect(res.status).toBe(200);
      expect(new URL(res.body.data.url).searchParams.get('state')).toBeTruthy();
    });

    it.each([
      EVIL,
      'https://127.0.0.1.evil.example/auth/callback',
      'https://127.0.0.1/auth/callback',
    ])('refuses a redirect_uri on another origin: %s', async (target) => {
      const res = await server.request('GET', `/api/v1/auth/discord/login/?redirect_uri=${q(target)}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(NOT_ALLOWED);
    });

    it('refuses a redirect_uri that only looks like this site (user-info trick)', async () => {
      const host = new URL(server.baseUrl).host;
      const res = await server.request('GET', `/api/v1/auth/discord/login/?redirect_uri=${q(`http://${host}@evil.example/auth/callback`)}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(NOT_ALLOWED);
    });

    it.each([
      ['missing', '/api/v1/auth/discord/login/'],
      ['empty', '/api/v1/auth/discord/login/?redirect_uri='],
      ['not a URL', '/api/v1/auth/discord/login/?redirect_uri=auth-callback'],
      ['not http(s)', `/api/v1/auth/discord/login/?redirect_uri=${q('javascript:alert(1)')}`],
    ])('refuses a %s redirect_uri with a 400 naming it', async (_case, path) => {
      const res = await server.request('GET', path);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: 'error', error: 'redirect_uri: must be an http(s) URL', code: 'invalid_input' });
    });
  });

  describe('the development sign-in page', () => {
    it('is HTML that says it is a development sign-in and not Discord, carrying the state', async () => {
      const { url } = await startSignIn(server.baseUrl);
      const res = await fetch(url);
      const body = await res.text();
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(body).toContain('<h1>Development sign-in</h1>');
      expect(body).toContain('This is a development sign-in, not Discord.');
      expect(body).toContain(`name="state" value="${stateOf(url)}"`);
      expect(body).toContain('site-admin <b>(admin)</b>');
    });

    it('escapes user names', async () => {
      const created = await server.request('POST', '/api/v1/users/', {
        token: admin,
        body: { discord_id: '700000000000000001', discord_username: '<script>x</script>' },
      });
      expect(created.status).toBe(201);
      const res = await fetch((await startSignIn(server.baseUrl)).url);
      const body = await res.text();
      expect(res.status).toBe(200);
      expect(body).not.toContain('<script>');
      expect(body).toContain('&#60;script&#62;x&#60;/script&#62;');
    });

    it('sends a state it never gave to /login, saying the sign-in expired', async () => {
      const res = await server.request('GET', '/api/v1/auth/dev/?state=made-up');
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/login?reason=sign_in_expired');
    });

    it('refuses a missing state with a 400 naming it', async () => {
      const res = await server.request('GET', '/api/v1/auth/dev/');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: 'error', error: 'state: is required', code: 'invalid_input' });
    });
  });

  describe('POST /auth/dev and POST /auth/session', () => {
    it('signs in an existing user by discord_id: back to redirect_uri with a one-time code in the fragment, traded for a session', async () => {
      const started = await startSignIn(server.baseUrl);
      const res = await postDevSignIn(server, { state: stateOf(started.url), discord_id: '700000000000000001' });
      expect(res.status).toBe(302);
      const location = new URL(res.location!);
      expect(`${location.origin}${location.pathname}`).toBe(callback);
      expect(location.search).toBe('');
      const code = codeOf(res.location!);
      expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const traded = await tradeCode(server.baseUrl, code!, started.verifier);
      expect(traded.status).toBe(201);
      expect(traded.body).toEqual({ status: 'ok', data: { token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) } });
      const me = await server.request('GET', '/api/v1/auth/me', { token: traded.body.data.token });
      expect(me.status).toBe(200);
      expect(me.body.data).toMatchObject({ discord_id: '700000000000000001', discord_username: '<script>x</script>', role: 'user' });
    });

    it('keeps the query of the redirect_uri and puts the code in the fragment', async () => {
      const started = await startSignIn(server.baseUrl, `${callback}?next=%2Fadmin`);
      const res = await postDevSignIn(server, { state: stateOf(started.url), discord_id: ADMIN_DISCORD_ID });
      expect(res.status).toBe(302);
      const location = new URL(res.location!);
      expect(location.searchParams.get('next')).toBe('/admin');
      expect([...location.searchParams.keys()]).toEqual(['next']);
      expect(codeOf(res.location!)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('creates a new user for a new discord_username', async () => {
      const before = await server.request('GET', '/api/v1/users/all', { token: admin });
      const token = await devSignIn(server.baseUrl, { discord_username: 'Fresh Face' });
      const me = await server.request('GET', '/api/v1/auth/me', { token });
      expect(me.body.data).toMatchObject({ discord_username: 'Fresh Face', role: 'user', accounts: [], main_account_id: null, region: null });
      expect(me.body.data.discord_id).toMatch(/^\d{18}$/);
      const after = await server.request('GET', '/api/v1/users/all', { token: admin });
      expect(after.body.data).toHaveLength(before.body.data.length + 1);
      expect(after.body.data.at(-1)).toMatchObject({ id: me.body.data.id, discord_username: 'Fresh Face' });
    });

    it('needs a discord_username when the discord_id is unknown, and the sign-in can still be finished', async () => {
      const started = await startSignIn(server.baseUrl);
      const res = await postDevSignIn(server, { state: stateOf(started.url), discord_id: '123456789' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: 'error', error: 'discord_username: is required', code: 'invalid_input' });
      const retried = await postDevSignIn(server, { state: stateOf(started.url), discord_id: ADMIN_DISCORD_ID });
      expect(retried.status).toBe(302);
      expect(codeOf(retried.location!)).toBeTruthy();
    });

    it('sends a state it never gave to /login and signs no one in', async () => {
      const users = await server.app.db('users').count({ n: '*' }).first();
      const res = await postDevSignIn(server, { state: 'made-up', discord_username: 'Nobody Asked' });
      expect(res.status).toBe(302);
      expect(res.location).toBe('/login?reason=sign_in_expired');
      expect(await server.app.db('users').count({ n: '*' }).first()).toEqual(users);
    });

    it('refuses a missing state with a 400 naming it', async () => {
      const res = await postDevSignIn(server, { discord_id: ADMIN_DISCORD_ID });
      expect(res.status).toBe(400);
      expect(res.location).toBeNull();
      expect(res.body).toEqual({ status: 'error', error: 'state: is required', code: 'invalid_input' });
    });

    it.each([
      [{}, 'code: is required'],
      [{ code: 'x' }, 'verifier: is required'],
      [{ code: 'x'.repeat(129), verifier: 'y' }, 'code: is not a sign-in code'],
    ])('refuses an exchange of %j with a 400 naming the field', async (body, error) => {
      const res = await server.request('POST', '/api/v1/auth/session', { body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: 'error', error, code: 'invalid_input' });
    });
  });

  describe('GET /auth/me', () => {
    it('answers the signed-in user with role admin for an admin Discord ID', async () => {
      const res = await server.request('GET', '/api/v1/auth/me', { token: admin });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: 'ok',
        data: {
          id: expect.any(Number),
          discord_id: ADMIN_DISCORD_ID,
          discord_username: 'site-admin',
          role: 'admin',
          uuid_key: expect.stringMatching(UUID_V4),
          accounts: [],
          main_account_id: null,
          region: null,
          announce_pbs: false,
        },
      });
    });

    it('answers role user for anyone else, with their accounts and main account', async () => {
      const token = await server.signIn('Linked Lou', '700000000000000002');
      const me = await signedInUser(server, token);
      const accountId = await linkAccount(server, admin, me.id, 'Lou Main');
      const res = await server.request('GET', '/api/v1/auth/me', { token });
      expect(res.body).toEqual({
        status: 'ok',
        data: {
          id: me.id,
          discord_id: '700000000000000002',
          discord_username: 'Linked Lou',
          role: 'user',
          uuid_key: expect.stringMatching(UUID_V4),
          accounts: [{ id: accountId, character_name: 'Lou Main', linked_via: 'admin', created_at: expect.any(String) }],
          main_account_id: accountId,
          region: null,
          announce_pbs: false,
        },
      });
      expect(res.body.data.uuid_key).not.toBe((await server.request('GET', '/api/v1/auth/me', { token: admin })).body.data.uuid_key);
    });

    it('is 401 without a token, with a garbage token, or with another scheme', async () => {
      for (const headers of [{} as Record<string, string>, { Authorization: 'Bearer not-a-real-token' }, { Authorization: `Basic ${admin}` }, { Authorization: 'Bearer' }]) {
        const res = await server.request('GET', '/api/v1/auth/me', { headers });
        expect(res.status).toBe(401);
        expect(res.body).toEqual(UNAUTHORIZED);
      }
    });

    it('does not keep session tokens in clear in the database', async () => {
      const rows = await server.app.db('sessions').select('*');
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) for (const value of Object.values(row)) expect(String(value)).not.toContain(admin);
    });
  });

  describe('POST /auth/logout', () => {
    it('revokes that session on the server and leaves the user’s other sessions alone', async () => {
      const first = await server.signIn('Two Tabs', '700000000000000003');
      const second = await server.signIn('Two Tabs', '700000000000000003');
      const out = await server.request('POST', '/api/v1/auth/logout', { token: first });
      expect(out.status).toBe(200);
      expect(out.body).toEqual({ status: 'ok', data: { signed_out: true } });

      const gone = await server.request('GET', '/api/v1/auth/me', { token: first });
      expect(gone.status).toBe(401);
      expect(gone.body).toEqual(UNAUTHORIZED);
      const again = await server.request('POST', '/api/v1/auth/logout', { token: first });
      expect(again.status).toBe(401);

      const still = await server.request('GET', '/api/v1/auth/me', { token: second });
      expect(still.status).toBe(200);
      expect(still.body.data.discord_id).toBe('700000000000000003');
    });

    it('is 401 without a token', async () => {
      const res = await server.request('POST', '/api/v1/auth/logout');
      expect(res.status).toBe(401);
      expect(res.body).toEqual(UNAUTHORIZED);
    });
  });
});

describe.each(databaseKinds)('sign-in in production on %s', (kind) => {
  describe('without DEV_LOGIN', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(kind, { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32), PUBLIC_URL: SITE });
    });
    afterAll(() => server.stop());

    it('answers 503 sign_in_unavailable on the login call, the dev page and the dev sign-in', async () => {
      const login = await server.request('GET', `/api/v1/auth/discord/login/?redirect_uri=${q(`${SITE}/auth/callback`)}`);
      expect(login.status).toBe(503);
      expect(login.body).toEqual(UNAVAILABLE);
      const page = await server.request('GET', '/api/v1/auth/dev/?state=anything');
      expect(page.status).toBe(503);
      expect(page.body).toEqual(UNAVAILABLE);
      const post = await postDevSignIn(server, { state: 'anything', discord_id: ADMIN_DISCORD_ID, discord_username: 'sneaky' });
      expect(post.status).toBe(503);
      expect(post.location).toBeNull();
      expect(post.body).toEqual(UNAVAILABLE);
      expect(Number((await server.app.db('users').count({ n: '*' }).first())!.n)).toBe(0);
    });
  });

  describe('with DEV_LOGIN=1', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(kind, { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32), DEV_LOGIN: '1', PUBLIC_URL: SITE });
    });
    afterAll(() => server.stop());

    it('offers the dev sign-in on the public address and signs in, returning to the public address only', async () => {
      const login = await server.request('GET', `/api/v1/auth/discord/login/?redirect_uri=${q(`${SITE}/auth/callback`)}`);
      expect(login.status).toBe(200);
      const devPage = new URL(login.body.data.url);
      expect(`${devPage.origin}${devPage.pathname}`).toBe(`${SITE}/api/v1/auth/dev/`);
      const page = await server.request('GET', `/api/v1/auth/dev/${devPage.search}`);
      expect(page.status).toBe(200);
      expect(page.body).toContain('This is a development sign-in, not Discord.');
      const post = await postDevSignIn(server, { state: devPage.searchParams.get('state')!, discord_id: ADMIN_DISCORD_ID, discord_username: 'site-admin' });
      expect(post.location).toMatch(new RegExp(`^${SITE}/auth/callback#code=`));
      const traded = await tradeCode(server.baseUrl, codeOf(post.location!)!, login.body.data.verifier);
      const token = traded.body.data.token;
      const me = await server.request('GET', '/api/v1/auth/me', { token });
      expect(me.status).toBe(200);
      expect(me.body.data).toMatchObject({ discord_id: ADMIN_DISCORD_ID, role: 'admin' });
    });
  });
});
