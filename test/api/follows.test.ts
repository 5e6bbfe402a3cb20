import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FOLLOWS } from '../../domain/schemas/account';
import type { User } from '../../domain/types';
import { linkAccount, signedInUser } from '../support/api';
import { databaseKinds } from '../support/databases';
import { startServer, type TestServer } from '../support/server';

describe.each(databaseKinds)('follows API on %s', (kind) => {
  let server: TestServer;
  let alice: string;
  let bob: string;
  let dan: User;

  beforeAll(async () => {
    server = await startServer(kind);
    const admin = await server.signInAdmin();
    alice = await server.signIn('Alice Wonder', '810000000000000001');
    bob = await server.signIn('Bob Builder', '810000000000000002');
    const danToken = await server.signIn('Defender Dan', '810000000000000003');
    dan = await signedInUser(server, danToken);
    // Dan's first character is his main account, as the Leaderboard names him.
    await linkAccount(server, admin, dan.id, 'Defender Dan');
    await linkAccount(server, admin, dan.id, 'Dan Alt');
  });
  afterAll(() => server.stop());

  const follows = async (token: string) => {
    const res = await server.request('GET', '/api/v1/follows', { token });
    expect(res.status).toBe(200);
    return res.body.data.data;
  };
  const follow = (token: string, character_name: unknown) => server.request('POST', '/api/v1/follows', { token, body: { character_name } });

  it('follows a player by a character: 201, then 200 for the same player by any of their characters, in any case', async () => {
    const first = await follow(alice, 'dan alt');
    expect(first.status).toBe(201);
    expect(first.body.data.data).toEqual({ character_name: 'dan alt', player_name: 'Defender Dan' });
    for (const name of ['Dan Alt', 'DEFENDER DAN']) {
      const again = await follow(alice, name);
      expect(again.status).toBe(200);
      expect(again.body.data.data).toEqual({ character_name: 'dan alt', player_name: 'Defender Dan' });
    }
    expect(await follow(alice, 'Solo Sam')).toMatchObject({ status: 201 });
    expect(await follows(alice)).toEqual([
      { character_name: 'dan alt', player_name: 'Defender Dan' },
      { character_name: 'Solo Sam', player_name: 'Solo Sam' },
    ]);
  });

  it("keeps each user's list apart, on every device they sign in on", async () => {
    expect(await follows(bob)).toEqual([]);
    await follow(bob, 'Defender Dan');
    const bobElsewhere = await server.signIn('Bob Builder', '810000000000000002');
    expect(await follows(bobElsewhere)).toEqual([{ character_name: 'Defender Dan', player_name: 'Defender Dan' }]);
    expect((await follows(alice)).map((f: { player_name: string }) => f.player_name)).toEqual(['Defender Dan', 'Solo Sam']);
  });

  it('unfollows by any of the player’s characters; unfollowing someone not followed is a 404 that says so', async () => {
    const res = await server.request('DELETE', `/api/v1/follows/${encodeURIComponent('Defender Dan')}`, { token: alice });
    expect(res.status).toBe(200);
    expect(res.body.data.data).toEqual({ character_name: 'dan alt', player_name: 'Defender Dan' });
    expect(await follows(alice)).toEqual([{ character_name: 'Solo Sam', player_name: 'Solo Sam' }]);
    const again = await server.request('DELETE', `/api/v1/follows/${encodeURIComponent('Dan Alt')}`, { token: alice });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ status: 'error', error: 'You do not follow Dan Alt.', code: 'not_found' });
  });

  it('refuses a visitor, and a name that is no character name, naming the field, storing nothing', async () => {
    expect((await server.request('GET', '/api/v1/follows')).status).toBe(401);
    expect((await server.request('POST', '/api/v1/follows', { body: { character_name: 'Anyone' } })).status).toBe(401);
    for (const bad of ['', 'x'.repeat(13), 'Bad<Name>', 12, null]) {
      const res = await follow(bob, bad);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/^character_name: /);
    }
    expect(await follows(bob)).toEqual([{ character_name: 'Defender Dan', player_name: 'Defender Dan' }]);
  });

  it(`stops a user at ${MAX_FOLLOWS} players, saying so, and keeps what they had`, async () => {
    const carl = await server.signIn('Carl Counter', '810000000000000004');
    const carlUser = await signedInUser(server, carl);
    const now = '2026-11-28T10:00:00.000000';
    await server.app.db('follows').insert(Array.from({ length: MAX_FOLLOWS }, (_, i) => ({ user_id: carlUser.id, character_name: `P ${i}`, name_key: `p ${i}`, created_at: now })));
    const res = await follow(carl, 'One More');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'error', error: `You can follow at most ${MAX_FOLLOWS} players.`, code: 'too_many_follows' });
    expect(await follows(carl)).toHaveLength(MAX_FOLLOWS);
    expect((await follow(carl, 'P 7')).status).toBe(200);
  });
});
