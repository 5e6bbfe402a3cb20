import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkAccount, ownUser, signedInUser } from '../support/api';
import { databaseKinds } from '../support/databases';
import { startServer, startSignedIn, type TestServer } from '../support/server';

const UNAUTHORIZED = { status: 'error', error: 'Please sign in to do that.', code: 'unauthorized' };
const ADMINS_ONLY = { status: 'error', error: 'Only admins can do that.', code: 'forbidden' };
/** The one timestamp form the API sends: UTC, without a zone suffix. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/;

describe.each(databaseKinds)('accounts API on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let alice: string;
  let aliceId: number;
  let bobId: number;

  /** The link under test: its whole answer, whoever asks. */
  const link = (body: unknown, token = admin) => server.request('POST', '/api/v1/accounts/', { token, body });
  const accountCount = async () => Number((await server.app.db('accounts').count({ n: '*' }).first())!.n);

  beforeAll(async () => {
    ({ server, admin } = await startSignedIn(kind));
    alice = await server.signIn('alice');
    aliceId = (await signedInUser(server, alice)).id;
    bobId = (await signedInUser(server, await server.signIn('bob'))).id;
  });
  afterAll(() => server.stop());

  describe('POST /accounts', () => {
    it('links a character to a user (201); the first account becomes the main account', async () => {
      const res = await link({ user_id: aliceId, character_name: 'Alice Main' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ status: 'ok', data: { data: { id: expect.any(Number), user_id: aliceId, character_name: 'Alice Main' } } });
      const mainId = res.body.data.data.id;
      const user = await ownUser(server, alice);
      expect(user.accounts).toEqual([{ id: mainId, character_name: 'Alice Main', linked_via: 'admin', created_at: expect.stringMatching(TIMESTAMP) }]);
      expect(user.main_account_id).toBe(mainId);

      const second = await link({ user_id: aliceId, character_name: 'Alice Alt' });
      expect(second.status).toBe(201);
      const after = await ownUser(server, alice);
      expect(after.accounts).toEqual([
        { id: mainId, character_name: 'Alice Main', linked_via: 'admin', created_at: expect.stringMatching(TIMESTAMP) },
        { id: second.body.data.data.id, character_name: 'Alice Alt', linked_via: 'admin', created_at: expect.stringMatching(TIMESTAMP) },
      ]);
      expect(after.main_account_id).toBe(mainId);
    });

    it('trims the name it is given', async () => {
      const res = await link({ user_id: aliceId, character_name: '  Trim Me  ' });
      expect(res.status).toBe(201);
      expect(res.body.data.data.character_name).toBe('Trim Me');
    });

    it('moves a name another user holds, whatever its capitals, naming who held it', async () => {
      const before = await accountCount();
      const held = await link({ user_id: aliceId, character_name: 'Alice Spare' });
      const res = await link({ user_id: bobId, character_name: 'ALICE spare' });
      expect(res.status).toBe(200);
      expect(res.body.data.data).toMatchObject({ id: held.body.data.data.id, user_id: bobId, character_name: 'Alice Spare', previous_user_id: aliceId, previous_owner: { id: aliceId } });
      expect(await accountCount()).toBe(before + 1);
      const back = await link({ user_id: aliceId, character_name: 'Alice Spare' });
      expect(back.body.data.data).toMatchObject({ user_id: aliceId, previous_user_id: bobId });
    });

    it('answers 200 and adds nothing when the same user already holds the name', async () => {
      const before = await ownUser(server, alice);
      const res = await link({ user_id: aliceId, character_name: 'alice MAIN' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok', data: { data: { id: before.accounts[0]!.id, user_id: aliceId, character_name: 'Alice Main' } } });
      expect(await ownUser(server, alice)).toEqual(before);
    });

    it('is 404 for a user that does not exist', async () => {
      const before = await accountCount();
      const res = await link({ user_id: 999999, character_name: 'Ghost' });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ status: 'error', error: 'User 999999 does not exist.', code: 'not_found' });
      expect(await accountCount()).toBe(before);
    });

    it.each([
      ['', 'character_name: is required'],
      ['   ', 'character_name: is required'],
      ['A name far too long', 'character_name: must be at most 12 characters'],
      ['Bad<Name>', 'character_name: may hold only letters, digits, spaces, hyphens and underscores'],
      ['Zezima!', 'character_name: may hold only letters, digits, spaces, hyphens and underscores'],
      [42, 'character_name: must be a character name'],
    ])('refuses the name %j with a 400 naming character_name', async (name, message) => {
      const before = await accountCount();
      const res = await link({ user_id: aliceId, character_name: name });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: 'error', error: message, code: 'invalid_input' });
      expect(await accountCount()).toBe(before);
    });

    it('refuses a missing user_id with a 400 naming it', async () => {
      const res = await link({ character_name: 'Nobody' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: 'error', error: 'user_id: must be a user id', code: 'invalid_input' });
    });

    it('is 401 for a visitor and 403 for a non-admin', async () => {
      const before = await accountCount();
      const visitor = await server.request('POST', '/api/v1/accounts/', { body: { user_id: aliceId, character_name: 'Sneaky' } });
      expect(visitor.status).toBe(401);
      expect(visitor.body).toEqual(UNAUTHORIZED);
      const plain = await link({ user_id: aliceId, character_name: 'Sneaky' }, alice);
      expect(plain.status).toBe(403);
      expect(plain.body).toEqual(ADMINS_ONLY);
      expect(await accountCount()).toBe(before);
    });
  });
});

describe.each(databaseKinds)('claims on %s', (kind) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    ({ server, admin } = await startSignedIn(kind));
  });
  afterAll(() => server.stop());

  it('lists none on a site where nobody tried to link a character another user holds', async () => {
    const res = await server.request('GET', '/api/v1/accounts/claims', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', data: { data: [], total: 0 } });
  });
});

describe.each(databaseKinds)('alts map on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let carolId: number;
  let daveId: number;

  beforeAll(async () => {
    ({ server, admin } = await startSignedIn(kind));
    carolId = (await signedInUser(server, await server.signIn('carol'))).id;
    daveId = (await signedInUser(server, await server.signIn('dave'))).id;
  });
  afterAll(() => server.stop());

  it('is empty on a site without alts', async () => {
    const res = await server.request('GET', '/api/v1/accounts/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', data: { data: {} } });
  });

  it('maps each name of a user with several accounts to the others, and leaves out single accounts', async () => {
    for (const name of ['Carol One', 'Carol Two', 'Carol Three']) await linkAccount(server, admin, carolId, name);
    await linkAccount(server, admin, daveId, 'Dave Solo');
    const res = await server.request('GET', '/api/v1/accounts/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ok',
      data: {
        data: {
          'Carol One': ['Carol Two', 'Carol Three'],
          'Carol Two': ['Carol One', 'Carol Three'],
          'Carol Three': ['Carol One', 'Carol Two'],
        },
      },
    });
    expect(res.headers.get('etag')).toMatch(/^"[^"]+"$/);
  });

  it('is open to visitors and answers the same path without the slash', async () => {
    const withSlash = await server.request('GET', '/api/v1/accounts/');
    const without = await server.request('GET', '/api/v1/accounts');
    expect(without.status).toBe(200);
    expect(without.body).toEqual(withSlash.body);
    expect(without.headers.get('etag')).toBe(withSlash.headers.get('etag'));
  });

  it('answers 304 with an empty body to If-None-Match with the current ETag, and the new map once it changes', async () => {
    const first = await server.request('GET', '/api/v1/accounts/');
    const etag = first.headers.get('etag')!;

    const unchanged = await server.request('GET', '/api/v1/accounts/', { headers: { 'If-None-Match': etag } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body).toBe('');
    const weak = await server.request('GET', '/api/v1/accounts/', { headers: { 'If-None-Match': `W/${etag}` } });
    expect(weak.status).toBe(304);
    const other = await server.request('GET', '/api/v1/accounts/', { headers: { 'If-None-Match': '"something-else"' } });
    expect(other.status).toBe(200);
    expect(other.body).toEqual(first.body);

    await linkAccount(server, admin, daveId, 'Dave Duo');
    const changed = await server.request('GET', '/api/v1/accounts/', { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    const newEtag = changed.headers.get('etag');
    expect(newEtag).toMatch(/^"[^"]+"$/);
    expect(newEtag).not.toBe(etag);
    expect(changed.body.data.data).toEqual({
      ...first.body.data.data,
      'Dave Solo': ['Dave Duo'],
      'Dave Duo': ['Dave Solo'],
    });

    const again = await server.request('GET', '/api/v1/accounts/', { headers: { 'If-None-Match': newEtag! } });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
  });
});

describe.each(databaseKinds)('linking at once on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer(kind);
  });
  afterAll(() => server.stop());

  it('links a name once when it is linked several times at once', async () => {
    const admin = await server.signInAdmin();
    const carol = await server.signIn('carol');
    const carolId = (await signedInUser(server, carol)).id;
    const body = { user_id: carolId, character_name: 'Carol Racer' };
    const replies = await Promise.all(Array.from({ length: 6 }, () => server.request('POST', '/api/v1/accounts/', { token: admin, body })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(replies.map((r) => r.body.data.data.id)).size).toBe(1);
    expect((await ownUser(server, carol)).accounts).toEqual([{ id: replies[0]!.body.data.data.id, character_name: 'Carol Racer', linked_via: 'admin', created_at: expect.stringMatching(TIMESTAMP) }]);
  });
});
