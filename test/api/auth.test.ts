import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkAccount, signedInUser } from '../support/api';
import { databaseKinds } from '../support/databases';
import { ADMIN_DISCORD_ID, startServer, startSignedIn, type TestServer } from '../support/server';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const EVIL = 'https://evil.example/auth/callback';
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
    it('answers the dev sign-in page of this server, carrying the redirect_uri', async () => {
      const res = await server.request('GET', `/api/v1/auth/discord/login/?redirect_uri=${q(callback)}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok', data: { url: expect.any(String) } });
      const url = new URL(res.body.data.url);
      expect(url.origin).toBe(server.baseUrl);
      expect(url.pathname).toBe('/api/v1/auth/dev/');
      expect([...url.searchParams.keys()]).toEqual(['redirect_uri']);
      expect(url.searchParams.get('redirect_uri')).toBe(callback);
    });

    it('answers the same path without the trailing slash', async () => {
      const res = await server.request('GET', `/api/v1/auth/discord/login?redirect_uri=${q(callback)}`);
      expect(res.status).toBe(200);
      expect(new URL(res.body.data.url).searchParams.get('redirect_uri')).toBe(callback);
    });

    it.each([
      EVIL,
      'http://127.0.0.1:1/auth/callback',
      'https://127.0.0.1.evil.example/auth/callback',
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
    it('is HTML that says it is a development sign-in and not Discord', async () => {
      const res = await server.request('GET', `/api/v1/auth/dev/?redirect_uri=${q(callback)}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.body).toContain('<h1>Development sign-in</h1>');
      expect(res.body).toContain('This is a development sign-in, not Discord.');
      expect(res.body).toContain(`name="redirect_uri" value="${callback}"`);
      expect(res.body).toContain('site-admin <b>(admin)</b>');
    });

    it('escapes user names', async () => {
      const created = await server.request('POST', '/api/v1/users/', {
        token: admin,
        body: { discord_id: '700000000000000001', discord_username: '<script>x</script>' },
      });
      expect(created.status).toBe(201);
      const res = await server.request('GET', `/api/v1/auth/dev/?redirect_uri=${q(callback)}`);
      expect(res.status).toBe(200);
      expect(res.body).not.toContain('<script>');
      expect(res.body).toContain('&#60;script&#62;x&#60;/script&#62;');
    });

    it('escapes the redirect_uri it carries', async () => {
      const res = await server.request('GET', `/api/v1/auth/dev/?redirect_uri=${q(`${callback}?a=1&b=2`)}`);
      expect(res.status).toBe(200);
      expect(res.body).toContain(`name="redirect_uri" value="${callback}?a=1&#38;b=2"`);
      expect(res.body).not.toContain('?a=1&b=2');
    });

    it('refuses a redirect_uri on another origin (no open redirect)', async () => {
      const res = await server.request('GET', `/api/v1/auth/dev/?redirect_uri=${q(EVIL)}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(NOT_ALLOWED);
    });

    it('refuses a missing redirect_uri with a 400 naming it', async () => {
      const res = await server.request('GET', '/api/v1/auth/dev/');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: 'error', error: 'redirect_uri: must be an http(s) URL', code: 'invalid_input' });
    });
  });

  describe('POST /auth/dev', () => {
    it('signs in an existing user by discord_id and redirects to redirect_uri with a token', async () => {
      const res = await postDevSignIn(server, { redirect_uri: callback, discord_id: '700000000000000001' });
      expect(res.status).toBe(302);
      const location = new URL(res.location!);
      expect(`${location.origin}${location.pathname}`).toBe(callback);
      const token = location.searchParams.get('token');
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const me = await server.request('GET', '/api/v1/auth/me', { token: token! });
      expect(me.status).toBe(200);
      expect(me.body.data).toMatchObject({ discord_id: '700000000000000001', discord_username: '<script>x</script>', role: 'user' });
    });

    it('keeps the query of the redirect_uri and adds the token to it', async () => {
      const res = await postDevSignIn(server, { redirect_uri: `${callback}?next=%2Fadmin`, discord_id: ADMIN_DISCORD_ID });
      expect(res.status).toBe(302);
      const location = new URL(res.location!);
      expect(location.searchParams.get('next')).toBe('/admin');
      expect(location.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('creates a new user for a new discord_username', async () => {
      const before = await server.request('GET', '/api/v1/users/all', { token: admin });
      const res = await postDevSignIn(server, { redirect_uri: callback, discord_username: 'Fresh Face' });
      expect(res.status).toBe(302);
      const token = new URL(res.location!).searchParams.get('token')!;
      const me = await server.request('GET', '/api/v1/auth/me', { token });
      expect(me.body.data).toMatchObject({ discord_username: 'Fresh Face', role: 'user', accounts: [], main_account_id: null, region: null });
      expect(me.body.data.discord_id).toMatch(/^\d{18}$/);
      const after = await server.request('GET', '/api/v1/users/all', { token: admin });
      expect(after.body.data).toHaveLength(before.body.data.length + 1);
      expect(after.body.data.at(-1)).toMatchObject({ id: me.body.data.id, discord_username: 'Fresh Face' });
    });

    it('needs a discord_username when the discord_id is unknown', async () => {
      const res = await postDevSignIn(server, { redirect_uri: callback, discord_id: '123456789' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: 'error', error: 'discord_username: is required', code: 'invalid_input' });
    });

    it('refuses a redirect_uri on another origin and signs no one in', async () => {
      const res = await postDevSignIn(server, { redirect_uri: EVIL, discord_id: ADMIN_DISCORD_ID });
      expect(res.status).toBe(400);
      expect(res.location).toBeNull();
      expect(res.body).toEqual(NOT_ALLOWED);
    });

    it('refuses a missing redirect_uri with a 400 naming it', async () => {
      const res = await postDevSignIn(server, { discord_id: ADMIN_DISCORD_ID });
      expect(res.status).toBe(400);
      expect(res.location).toBeNull();
      expect(res.body.code).toBe('invalid_input');
      expect(res.body.error).toMatch(/^redirect_uri: /);
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
          accounts: [{ id: accountId, character_name: 'Lou Main' }],
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
      server = await startServer(kind, { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32) });
    });
    afterAll(() => server.stop());

    it('answers 503 sign_in_unavailable on the login call, the dev page and the dev sign-in', async () => {
      const callback = `${server.baseUrl}/auth/callback`;
      const login = await server.request('GET', `/api/v1/auth/discord/login/?redirect_uri=${q(callback)}`);
      expect(login.status).toBe(503);
      expect(login.body).toEqual(UNAVAILABLE);
      const page = await server.request('GET', `/api/v1/auth/dev/?redirect_uri=${q(callback)}`);
      expect(page.status).toBe(503);
      expect(page.body).toEqual(UNAVAILABLE);
      const post = await postDevSignIn(server, { redirect_uri: callback, discord_id: ADMIN_DISCORD_ID, discord_username: 'sneaky' });
      expect(post.status).toBe(503);
      expect(post.location).toBeNull();
      expect(post.body).toEqual(UNAVAILABLE);
      expect(Number((await server.app.db('users').count({ n: '*' }).first())!.n)).toBe(0);
    });
  });

  describe('with DEV_LOGIN=1', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(kind, { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32), DEV_LOGIN: '1' });
    });
    afterAll(() => server.stop());

    it('offers the dev sign-in and signs in', async () => {
      const callback = `${server.baseUrl}/auth/callback`;
      const login = await server.request('GET', `/api/v1/auth/discord/login/?redirect_uri=${q(callback)}`);
      expect(login.status).toBe(200);
      expect(new URL(login.body.data.url).pathname).toBe('/api/v1/auth/dev/');
      const page = await server.request('GET', `/api/v1/auth/dev/?redirect_uri=${q(callback)}`);
      expect(page.status).toBe(200);
      expect(page.body).toContain('This is a development sign-in, not Discord.');
      const token = await server.signInAdmin();
      const me = await server.request('GET', '/api/v1/auth/me', { token });
      expect(me.status).toBe(200);
      expect(me.body.data).toMatchObject({ discord_id: ADMIN_DISCORD_ID, role: 'admin' });
    });
  });
});
