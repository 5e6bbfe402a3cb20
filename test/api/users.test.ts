import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../domain/types';
import { linkAccount, ownUser, signedInUser } from '../support/api';
import { databaseKinds } from '../support/databases';
import { ADMIN_DISCORD_ID, startServer, type TestServer } from '../support/server';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const UNAUTHORIZED = { status: 'error', error: 'Please sign in to do that.', code: 'unauthorized' };
const ADMINS_ONLY = { status: 'error', error: 'Only admins can do that.', code: 'forbidden' };
const NOT_YOURS = { status: 'error', error: "Only admins can change another user's account.", code: 'forbidden' };
const NOT_OWNED = { status: 'error', error: 'main_account_id: that account is not linked to this user.', code: 'account_not_owned' };

describe.each(databaseKinds)('users API on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let alice: string;
  let bob: string;
  let adminUser: User;
  let aliceUser: User;
  let bobUser: User;
  const accountIds: Record<string, number> = {};

  beforeAll(async () => {
    server = await startServer(kind);
    admin = await server.signInAdmin();
    alice = await server.signIn('Alice Wonder', '800000000000000001');
    bob = await server.signIn('Bob Builder', '800000000000000002');
    [adminUser, aliceUser, bobUser] = await Promise.all([signedInUser(server, admin), signedInUser(server, alice), signedInUser(server, bob)]);
    // In this order: a user's first account becomes their main account.
    const links: [User, string][] = [[aliceUser, 'Alice Main'], [aliceUser, 'Alice Alt'], [bobUser, 'Bob Main'], [bobUser, 'Bob Alt']];
    for (const [user, name] of links) accountIds[name] = await linkAccount(server, admin, user.id, name);
  });
  afterAll(() => server.stop());

  describe('GET /users', () => {
    it('answers the signed-in user’s own record with the UUID key', async () => {
      const res = await server.request('GET', '/api/v1/users', { token: alice });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: 'ok',
        data: {
          data: {
            id: aliceUser.id,
            discord_id: '800000000000000001',
            discord_username: 'Alice Wonder',
            role: 'user',
            uuid_key: expect.stringMatching(UUID_V4),
            accounts: [
              { id: accountIds['Alice Main'], character_name: 'Alice Main', linked_via: 'admin', created_at: expect.any(String) },
              { id: accountIds['Alice Alt'], character_name: 'Alice Alt', linked_via: 'admin', created_at: expect.any(String) },
            ],
            main_account_id: accountIds['Alice Main'],
            region: null,
            announce_pbs: false,
          },
        },
      });
      expect(res.body.data.data.uuid_key).toBe(aliceUser.uuid_key);
    });

    it('answers the same with a trailing slash', async () => {
      const res = await server.request('GET', '/api/v1/users/', { token: alice });
      expect(res.status).toBe(200);
      expect(res.body.data.data.id).toBe(aliceUser.id);
    });

    it('is 401 without a token', async () => {
      const res = await server.request('GET', '/api/v1/users');
      expect(res.status).toBe(401);
      expect(res.body).toEqual(UNAUTHORIZED);
    });
  });

  describe('GET /users/all', () => {
    it('lists every user for an admin, with accounts and main account but never the UUID key', async () => {
      const res = await server.request('GET', '/api/v1/users/all', { token: admin });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('ok');
      const users = res.body.data as Record<string, unknown>[];
      expect(users.map((u) => u.id)).toEqual([adminUser.id, aliceUser.id, bobUser.id]);
      expect(users[0]).toEqual({
        id: adminUser.id,
        discord_id: ADMIN_DISCORD_ID,
        discord_username: 'site-admin',
        role: 'admin',
        accounts: [],
        main_account_id: null,
        region: null,
        announce_pbs: false,
      });
      expect(users[2]).toEqual({
        id: bobUser.id,
        discord_id: '800000000000000002',
        discord_username: 'Bob Builder',
        role: 'user',
        accounts: [
          { id: accountIds['Bob Main'], character_name: 'Bob Main' },
          { id: accountIds['Bob Alt'], character_name: 'Bob Alt' },
        ],
        main_account_id: accountIds['Bob Main'],
        region: null,
        announce_pbs: false,
      });
      for (const user of users) expect(user).not.toHaveProperty('uuid_key');
      const raw = JSON.stringify(res.body);
      for (const u of [adminUser, aliceUser, bobUser]) expect(raw).not.toContain(u.uuid_key);
    });

    it('is 401 for a visitor and 403 for a non-admin', async () => {
      const visitor = await server.request('GET', '/api/v1/users/all');
      expect(visitor.status).toBe(401);
      expect(visitor.body).toEqual(UNAUTHORIZED);
      const plain = await server.request('GET', '/api/v1/users/all', { token: alice });
      expect(plain.status).toBe(403);
      expect(plain.body).toEqual(ADMINS_ONLY);
    });

    describe('?search=', () => {
      const search = async (term: string) => {
        const res = await server.request('GET', `/api/v1/users/all?search=${encodeURIComponent(term)}`, { token: admin });
        expect(res.status).toBe(200);
        return (res.body.data as { discord_username: string }[]).map((u) => u.discord_username);
      };

      it('matches a case-insensitive substring of the Discord username', async () => {
        expect(await search('ALICE w')).toEqual(['Alice Wonder']);
        expect(await search('builder')).toEqual(['Bob Builder']);
        expect(await search('e')).toEqual(['site-admin', 'Alice Wonder', 'Bob Builder']);
      });

      it('matches the exact Discord ID only', async () => {
        expect(await search('800000000000000002')).toEqual(['Bob Builder']);
        expect(await search('80000000000000000')).toEqual([]);
      });

      it('matches linked character names, whatever their capitals', async () => {
        expect(await search('bob al')).toEqual(['Bob Builder']);
        expect(await search('ALICE ALT')).toEqual(['Alice Wonder']);
        expect(await search('main')).toEqual(['Alice Wonder', 'Bob Builder']);
      });

      it('treats % and _ as plain characters', async () => {
        expect(await search('%')).toEqual([]);
        expect(await search('_')).toEqual([]);
      });

      it('lists everyone for an empty search and nobody for a search that matches nothing', async () => {
        expect(await search('')).toEqual(['site-admin', 'Alice Wonder', 'Bob Builder']);
        expect(await search('zzz-nobody')).toEqual([]);
      });
    });

    describe('?limit= and ?offset=', () => {
      const page = async (query: string) => {
        const res = await server.request('GET', `/api/v1/users/all?${query}`, { token: admin });
        expect(res.status).toBe(200);
        expect(res.body.status).toBe('ok');
        return res.body.data as { data: { discord_username: string }[]; total: number };
      };
      const names = (answer: { data: { discord_username: string }[] }) => answer.data.map((u) => u.discord_username);

      it('answers one page, by id, with how many users there are in all', async () => {
        const everyone = (await server.request('GET', '/api/v1/users/all', { token: admin })).body.data;
        const first = await page('limit=2');
        expect(first).toEqual({ data: everyone.slice(0, 2), total: 3 });
        expect(first.data[1]).toHaveProperty('accounts', everyone[1].accounts);
        expect(JSON.stringify(first)).not.toContain(aliceUser.uuid_key);
        expect(await page('limit=2&offset=2')).toEqual({ data: everyone.slice(2), total: 3 });
        expect(await page('limit=2&offset=3')).toEqual({ data: [], total: 3 });
      });

      it('pages the matches of a search, counting only them', async () => {
        const first = await page('search=main&limit=1');
        expect([names(first), first.total]).toEqual([['Alice Wonder'], 2]);
        const second = await page('search=main&limit=1&offset=1');
        expect([names(second), second.total]).toEqual([['Bob Builder'], 2]);
        expect(await page('search=zzz-nobody&limit=25')).toEqual({ data: [], total: 0 });
      });

      it.each([
        ['limit=0', 'limit: must be at least 1'],
        ['limit=101', 'limit: must be at most 100'],
        ['limit=many', 'limit: must be a number'],
        ['limit=1.5', 'limit: must be a whole number'],
        ['limit=10&offset=-1', 'offset: must not be negative'],
        ['limit=10&offset=two', 'offset: must be a number'],
        ['offset=10', 'offset: needs a limit'],
      ])('refuses ?%s with a 400 naming the field', async (query, message) => {
        const res = await server.request('GET', `/api/v1/users/all?${query}`, { token: admin });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ status: 'error', error: message, code: 'invalid_input' });
      });

      it('is 403 for a non-admin', async () => {
        const res = await server.request('GET', '/api/v1/users/all?limit=1', { token: alice });
        expect(res.status).toBe(403);
        expect(res.body).toEqual(ADMINS_ONLY);
      });
    });
  });

  describe('POST /users', () => {
    it('lets an admin add a user (201)', async () => {
      const res = await server.request('POST', '/api/v1/users/', { token: admin, body: { discord_id: '800000000000000010', discord_username: 'Carol Added' } });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        status: 'ok',
        data: {
          data: {
            id: expect.any(Number),
            discord_id: '800000000000000010',
            discord_username: 'Carol Added',
            role: 'user',
            accounts: [],
            main_account_id: null,
            region: null,
            announce_pbs: false,
          },
        },
      });
      const all = await server.request('GET', '/api/v1/users/all?search=800000000000000010', { token: admin });
      expect(all.body.data).toEqual([res.body.data.data]);
      const signedIn = await server.signIn('ignored', '800000000000000010');
      expect((await signedInUser(server, signedIn)).id).toBe(res.body.data.data.id);
    });

    it.each([
      [{ discord_id: '', discord_username: 'Empty Id' }, 'discord_id: is required'],
      [{ discord_id: '   ', discord_username: 'Blank Id' }, 'discord_id: is required'],
      [{ discord_username: 'No Id' }, 'discord_id: is required'],
      [{ discord_id: '800000000000000011', discord_username: '' }, 'discord_username: is required'],
      [{ discord_id: '800000000000000011', discord_username: '   ' }, 'discord_username: is required'],
      [{ discord_id: '800000000000000011' }, 'discord_username: is required'],
      [{ discord_id: '8000abc', discord_username: 'Letters' }, 'discord_id: must be a Discord ID (digits only)'],
      [{ discord_id: '-1', discord_username: 'Negative' }, 'discord_id: must be a Discord ID (digits only)'],
      [{ discord_id: '800000000000000011', discord_username: 'x'.repeat(65) }, 'discord_username: must be at most 64 characters'],
    ])('refuses %j with a 400 naming the field', async (body, message) => {
      const before = await server.request('GET', '/api/v1/users/all', { token: admin });
      const res = await server.request('POST', '/api/v1/users/', { token: admin, body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: 'error', error: message, code: 'invalid_input' });
      const after = await server.request('GET', '/api/v1/users/all', { token: admin });
      expect(after.body.data).toEqual(before.body.data);
    });

    it('refuses a Discord ID that already has a user (409 user_exists)', async () => {
      const res = await server.request('POST', '/api/v1/users/', { token: admin, body: { discord_id: '800000000000000001', discord_username: 'Alice Again' } });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ status: 'error', error: 'A user with Discord ID 800000000000000001 already exists.', code: 'user_exists' });
      const alices = await server.request('GET', '/api/v1/users/all?search=800000000000000001', { token: admin });
      expect(alices.body.data.map((u: { discord_username: string }) => u.discord_username)).toEqual(['Alice Wonder']);
    });

    it('is 401 for a visitor and 403 for a non-admin', async () => {
      const body = { discord_id: '800000000000000012', discord_username: 'Sneaky' };
      const visitor = await server.request('POST', '/api/v1/users/', { body });
      expect(visitor.status).toBe(401);
      expect(visitor.body).toEqual(UNAUTHORIZED);
      const plain = await server.request('POST', '/api/v1/users/', { token: bob, body });
      expect(plain.status).toBe(403);
      expect(plain.body).toEqual(ADMINS_ONLY);
      const all = await server.request('GET', '/api/v1/users/all?search=sneaky', { token: admin });
      expect(all.body.data).toEqual([]);
    });
  });

  describe('PUT /users/main-account', () => {
    it('lets a user pick one of their own accounts', async () => {
      const res = await server.request('PUT', '/api/v1/users/main-account/', { token: alice, body: { main_account_id: accountIds['Alice Alt'] } });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('ok');
      expect(res.body.data.data).toMatchObject({ id: aliceUser.id, main_account_id: accountIds['Alice Alt'] });
      expect((await ownUser(server, alice)).main_account_id).toBe(accountIds['Alice Alt']);
    });

    it('lets a user name themselves with user_id', async () => {
      const res = await server.request('PUT', '/api/v1/users/main-account', { token: alice, body: { main_account_id: accountIds['Alice Main'], user_id: aliceUser.id } });
      expect(res.status).toBe(200);
      expect((await ownUser(server, alice)).main_account_id).toBe(accountIds['Alice Main']);
    });

    it('refuses another user’s account (400 account_not_owned) and changes nothing', async () => {
      const res = await server.request('PUT', '/api/v1/users/main-account/', { token: alice, body: { main_account_id: accountIds['Bob Alt'] } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(NOT_OWNED);
      expect((await ownUser(server, alice)).main_account_id).toBe(accountIds['Alice Main']);
      expect((await ownUser(server, bob)).main_account_id).toBe(accountIds['Bob Main']);
    });

    it('refuses an account that does not exist', async () => {
      const res = await server.request('PUT', '/api/v1/users/main-account/', { token: alice, body: { main_account_id: 999999 } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(NOT_OWNED);
      expect((await ownUser(server, alice)).main_account_id).toBe(accountIds['Alice Main']);
    });

    it('refuses a non-admin naming another user (403) and changes nothing', async () => {
      const res = await server.request('PUT', '/api/v1/users/main-account/', { token: alice, body: { main_account_id: accountIds['Bob Alt'], user_id: bobUser.id } });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(NOT_YOURS);
      expect((await ownUser(server, bob)).main_account_id).toBe(accountIds['Bob Main']);
    });

    it('lets an admin set another user’s main account with user_id', async () => {
      const res = await server.request('PUT', '/api/v1/users/main-account/', { token: admin, body: { main_account_id: accountIds['Bob Alt'], user_id: bobUser.id } });
      expect(res.status).toBe(200);
      expect(res.body.data.data).toMatchObject({ id: bobUser.id, main_account_id: accountIds['Bob Alt'] });
      expect((await ownUser(server, bob)).main_account_id).toBe(accountIds['Bob Alt']);
      expect((await ownUser(server, admin)).main_account_id).toBeNull();
    });

    it('still checks ownership for an admin', async () => {
      const res = await server.request('PUT', '/api/v1/users/main-account/', { token: admin, body: { main_account_id: accountIds['Alice Alt'], user_id: bobUser.id } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(NOT_OWNED);
      expect((await ownUser(server, bob)).main_account_id).toBe(accountIds['Bob Alt']);
    });

    it('is 404 for an admin naming a user that does not exist', async () => {
      const res = await server.request('PUT', '/api/v1/users/main-account/', { token: admin, body: { main_account_id: accountIds['Bob Alt'], user_id: 999999 } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ status: 'error', error: 'User 999999 does not exist.', code: 'not_found' });
    });

    it.each([
      [{}, 'main_account_id: must be an account id'],
      [{ main_account_id: 'one' }, 'main_account_id: must be an account id'],
      [{ main_account_id: 1.5 }, 'main_account_id: must be an account id'],
      [{ main_account_id: 1, user_id: 'me' }, 'user_id: must be a user id'],
    ])('refuses %j with a 400 naming the field', async (body, message) => {
      const res = await server.request('PUT', '/api/v1/users/main-account/', { token: alice, body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: 'error', error: message, code: 'invalid_input' });
    });

    it('is 401 for a visitor', async () => {
      const res = await server.request('PUT', '/api/v1/users/main-account/', { body: { main_account_id: accountIds['Alice Alt'] } });
      expect(res.status).toBe(401);
      expect(res.body).toEqual(UNAUTHORIZED);
    });
  });

  describe('PUT /users/region', () => {
    it.each(['NA', 'EU', 'OTHER'])('lets a user set their own region to %s', async (region) => {
      const res = await server.request('PUT', '/api/v1/users/region/', { token: alice, body: { region } });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('ok');
      expect(res.body.data.data).toMatchObject({ id: aliceUser.id, region });
      expect((await ownUser(server, alice)).region).toBe(region);
    });

    it('refuses an unknown region with a 400 naming region, and changes nothing', async () => {
      await server.request('PUT', '/api/v1/users/region/', { token: alice, body: { region: 'EU' } });
      const res = await server.request('PUT', '/api/v1/users/region/', { token: alice, body: { region: 'Mars' } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: 'error', error: 'region: must be one of: NA, EU, OTHER', code: 'invalid_input' });
      expect((await ownUser(server, alice)).region).toBe('EU');
    });

    it('refuses a non-admin naming another user (403) and changes nothing', async () => {
      const res = await server.request('PUT', '/api/v1/users/region/', { token: alice, body: { region: 'NA', user_id: bobUser.id } });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(NOT_YOURS);
      expect((await ownUser(server, bob)).region).toBeNull();
    });

    it('lets an admin set another user’s region with user_id', async () => {
      const res = await server.request('PUT', '/api/v1/users/region', { token: admin, body: { region: 'NA', user_id: bobUser.id } });
      expect(res.status).toBe(200);
      expect(res.body.data.data).toMatchObject({ id: bobUser.id, region: 'NA' });
      expect((await ownUser(server, bob)).region).toBe('NA');
      expect((await ownUser(server, admin)).region).toBeNull();
      const all = await server.request('GET', '/api/v1/users/all', { token: admin });
      expect(all.body.data.map((u: { region: string | null }) => u.region)).toEqual([null, 'EU', 'NA', null]);
    });

    it('is 404 for an admin naming a user that does not exist', async () => {
      const res = await server.request('PUT', '/api/v1/users/region/', { token: admin, body: { region: 'NA', user_id: 999999 } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ status: 'error', error: 'User 999999 does not exist.', code: 'not_found' });
    });

    it('is 401 for a visitor', async () => {
      const res = await server.request('PUT', '/api/v1/users/region/', { body: { region: 'NA' } });
      expect(res.status).toBe(401);
      expect(res.body).toEqual(UNAUTHORIZED);
    });
  });
});

describe.each(databaseKinds)('adding users at once on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer(kind);
  });
  afterAll(() => server.stop());

  it('creates one user when the same Discord ID is added several times at once; the rest are 409', async () => {
    const admin = await server.signInAdmin();
    const body = { discord_id: '800000000000000099', discord_username: 'Racer' };
    const replies = await Promise.all(Array.from({ length: 6 }, () => server.request('POST', '/api/v1/users/', { token: admin, body })));
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const racers = await server.request('GET', '/api/v1/users/all?search=800000000000000099', { token: admin });
    expect(racers.body.data).toHaveLength(1);
  });
});
