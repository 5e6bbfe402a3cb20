import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { consumeOAuthState, createOAuthState } from '../../api/modules/auth/oauthState';
import { FakeDiscord } from '../fakes/discord';
import { databaseKinds } from '../support/databases';
import { startServer, type TestServer } from '../support/server';
import { finishSignIn, startSignIn } from '../support/signIn';

describe.each(databaseKinds)('Discord sign-in on %s', (kind) => {
  let discord: FakeDiscord;
  let server: TestServer;

  beforeAll(async () => {
    discord = await new FakeDiscord().start();
    server = await startServer(kind, { ...discord.env(), ADMIN_DISCORD_IDS: '444444444444444444', ALLOWED_ORIGINS: 'http://localhost:5173' });
  });
  afterAll(async () => {
    await server.stop();
    await discord.stop();
  });
  beforeEach(() => {
    discord.nextUser = { id: '333333333333333333', username: 'fake_player' };
    discord.failTokenExchange = false;
  });

  const userCount = async () => Number((await server.app.db('users').count({ n: '*' }).first())!.n);
  const loginUrl = async (redirect?: string) => new URL((await startSignIn(server.baseUrl, redirect)).url);
  /** Follows one redirect without following it further, as a browser's next hop. */
  const hop = async (url: string) => {
    const res = await fetch(url, { redirect: 'manual' });
    expect(res.status).toBe(302);
    return res.headers.get('location')!;
  };
  /** The whole round trip a browser makes: our login URL → Discord → our callback → the app, which trades the code. */
  const signInThroughDiscord = async (redirect?: string) => {
    const started = await startSignIn(server.baseUrl, redirect);
    const toCallback = await hop(started.url);
    // A development app on another port passes /api on to this server, as Vite's proxy does.
    const callbackHere = new URL(toCallback);
    const reached = new URL(`${callbackHere.pathname}${callbackHere.search}`, server.baseUrl).toString();
    const toApp = new URL(await hop(reached));
    const token = async () => finishSignIn(server.baseUrl, toApp.toString(), started.verifier);
    return { toCallback: reached, toApp, token };
  };

  it("points the browser at Discord's consent page with our client id, scope identify, our callback and a state", async () => {
    const url = await loginUrl();
    expect(url.origin + url.pathname).toBe(`${discord.baseUrl}/oauth2/authorize`);
    expect(url.searchParams.get('client_id')).toBe(discord.clientId);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('identify');
    expect(url.searchParams.get('redirect_uri')).toBe(`${server.baseUrl}/api/v1/auth/discord/callback`);
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const other = await loginUrl();
    expect(other.searchParams.get('state')).not.toBe(url.searchParams.get('state'));
  });

  it('signs a new player in: creates the user with a UUID v4 key and returns to the app with a session token', async () => {
    const { toApp, token: trade } = await signInThroughDiscord();
    expect(toApp.origin + toApp.pathname).toBe(`${server.baseUrl}/auth/callback`);
    expect(toApp.search).toBe('');
    const token = await trade();
    const me = await server.request('GET', '/api/v1/auth/me', { token });
    expect(me.body.data).toMatchObject({ discord_id: '333333333333333333', discord_username: 'fake_player', role: 'user', accounts: [], region: null });
    expect(me.body.data.uuid_key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('signs a returning player into the same user and keeps their username current', async () => {
    const first = await (await signInThroughDiscord()).token();
    const before = await userCount();
    discord.nextUser = { id: '333333333333333333', username: 'renamed_player' };
    const second = await (await signInThroughDiscord()).token();
    expect(await userCount()).toBe(before);
    const a = (await server.request('GET', '/api/v1/auth/me', { token: first })).body.data;
    const b = (await server.request('GET', '/api/v1/auth/me', { token: second })).body.data;
    expect(b.id).toBe(a.id);
    expect(b.discord_username).toBe('renamed_player');
  });

  it('makes a Discord id listed in ADMIN_DISCORD_IDS an admin', async () => {
    discord.nextUser = { id: '444444444444444444', username: 'the_admin' };
    const token = await (await signInThroughDiscord()).token();
    expect((await server.request('GET', '/api/v1/auth/me', { token })).body.data.role).toBe('admin');
    expect((await server.request('GET', '/api/v1/tokens/', { token })).status).toBe(200);
  });

  it("sends the player to the app's /login, creating nothing, when they cancel at Discord", async () => {
    discord.nextUser = null;
    const before = await userCount();
    const { toApp } = await signInThroughDiscord();
    expect(toApp.toString()).toBe(`${server.baseUrl}/login`);
    expect(await userCount()).toBe(before);
  });

  it('sends the player to /login when Discord fails to exchange the code', async () => {
    discord.nextUser = { id: '555555555555555555', username: 'unlucky' };
    discord.failTokenExchange = true;
    const before = await userCount();
    const { toApp } = await signInThroughDiscord();
    expect(toApp.toString()).toBe(`${server.baseUrl}/login`);
    expect(await userCount()).toBe(before);
  });

  it('refuses a state used twice or never issued, and a callback without a code', async () => {
    const { toCallback } = await signInThroughDiscord();
    expect(await hop(toCallback)).toBe('/login?reason=sign_in_expired');
    const forged = new URL(toCallback);
    forged.searchParams.set('state', 'made-up-state');
    expect(await hop(forged.toString())).toBe('/login?reason=sign_in_expired');
    expect(await hop(`${server.baseUrl}/api/v1/auth/discord/callback`)).toBe('/login?reason=sign_in_expired');
  });

  it('returns to an extra allowed origin, and refuses any other (never an open redirect)', async () => {
    const { toApp, token } = await signInThroughDiscord('http://localhost:5173/auth/callback');
    expect(toApp.origin).toBe('http://localhost:5173');
    expect(await token()).toBeTruthy();
    for (const evil of ['https://evil.example/auth/callback', 'http://localhost.evil.example:5173/auth/callback']) {
      const res = await server.request('GET', `/api/v1/auth/discord/login/?redirect_uri=${encodeURIComponent(evil)}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('redirect_not_allowed');
    }
  });

  it('turns the development sign-in off once Discord is configured', async () => {
    const page = await server.request('GET', '/api/v1/auth/dev/?state=anything');
    expect(page.status).toBe(503);
    expect(page.body.code).toBe('sign_in_unavailable');
  });

  it('forgets a state after ten minutes', async () => {
    const issued = new Date('2026-01-01T12:00:00Z');
    const { state } = await createOAuthState(server.app.db, `${server.baseUrl}/auth/callback`, issued);
    expect(await consumeOAuthState(server.app.db, state, new Date(issued.getTime() + 10 * 60 * 1000 + 1))).toBeNull();
    const fresh = await createOAuthState(server.app.db, `${server.baseUrl}/auth/callback`, issued);
    expect(await consumeOAuthState(server.app.db, fresh.state, new Date(issued.getTime() + 9 * 60 * 1000))).toMatchObject({ redirectUri: `${server.baseUrl}/auth/callback` });
  });
});
