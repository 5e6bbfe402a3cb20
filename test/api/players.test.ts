import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkAccount, submitRound } from '../support/api';
import { databaseKinds } from '../support/databases';
import { startSignedIn, type TestServer } from '../support/server';
import { duoHealRound, fiveManRound, leechRound } from '../fixtures/rounds';

interface Entry {
  player_name: string;
  region: string | null;
  role_times: Record<string, { roles: Record<string, number | null>; average_time: number | null; rank: number | null; sub_time_counts: { total: number; per_role: Record<string, number> } }>;
}

describe.each(databaseKinds)('player leaderboard on %s', (kind) => {
  let server: TestServer;
  let admin: string;

  const entries = async (query = ''): Promise<Entry[]> => {
    const res = await server.request('GET', `/api/v1/players/leaderboard/${query}`);
    expect(res.status).toBe(200);
    return res.body.data.data;
  };
  const byName = (list: Entry[], name: string) => list.find((e) => e.player_name === name);

  beforeAll(async () => {
    ({ server, admin } = await startSignedIn(kind));
    const user = await server.request('POST', '/api/v1/users/', { token: admin, body: { discord_id: '424242', discord_username: 'mainman' } });
    const userId = user.body.data.data.id as number;
    await linkAccount(server, admin, userId, 'Main Man');
    await linkAccount(server, admin, userId, 'Alt Man');
    await server.request('PUT', '/api/v1/users/region/', { token: admin, body: { region: 'EU', user_id: userId } });

    await submitRound(server, admin, fiveManRound({ round_time: 612.6 }));
    const withAlt = fiveManRound({
      round_time: 598.8,
      players: [
        { character_name: 'alt man', role: 'Healer' },
        { character_name: 'Defender Dan', role: 'Defender' },
        { character_name: 'Coll Lector', role: 'Collector' },
        { character_name: 'Second Sam', role: '2nd Attacker' },
        { character_name: 'Other Main', role: 'Main Attacker' },
      ],
    });
    await submitRound(server, admin, withAlt);
    await submitRound(server, admin, leechRound({ round_time: 650.4 }));
  });
  afterAll(() => server.stop());

  it("counts a user's linked characters as one player named after the main account, with the user's region", async () => {
    const list = await entries();
    expect(byName(list, 'Alt Man')).toBeUndefined();
    const main = byName(list, 'Main Man')!;
    expect(main.region).toBe('EU');
    expect(main.role_times.five_man!.roles).toEqual({ 'Main Attacker': 612.6, '2nd Attacker': null, Healer: 598.8, Collector: null, Defender: null });
    // (612.6×1.0 + 598.8×1.0 + 720×(0.4 + 0.6 + 1.0)) / 4.0
    expect(main.role_times.five_man!.average_time).toBeCloseTo(662.85, 6);
    expect(main.role_times.five_man!.sub_time_counts).toEqual({ total: 1, per_role: { 'Main Attacker': 0, '2nd Attacker': 0, Healer: 1, Collector: 0, Defender: 0 } });
    expect(main.role_times.leech).toMatchObject({ average_time: null, rank: null });
  });

  it('lists a character on no user as a player of its own with no region, ranked by average', async () => {
    const list = await entries();
    const dan = byName(list, 'Defender Dan')!;
    expect(dan.region).toBeNull();
    expect(dan.role_times.five_man!.roles.Defender).toBe(598.8);
    const ranked = list
      .filter((e) => e.role_times.five_man!.rank !== null)
      .sort((a, b) => a.role_times.five_man!.rank! - b.role_times.five_man!.rank!);
    const averages = ranked.map((e) => e.role_times.five_man!.average_time!);
    expect(averages).toEqual([...averages].sort((a, b) => a - b));
    expect(ranked[0]!.role_times.five_man!.rank).toBe(1);
    expect(byName(list, 'Leech Def')!.role_times.leech).toMatchObject({ rank: 1, roles: { Attacker: null, Healer: null, Collector: null, Defender: 650.4 } });
  });

  it('ranks 5 Man and Leech only: a duo heal round lists no new player and moves no average', async () => {
    const before = await entries();
    const duoHeal = duoHealRound({ players: [{ character_name: 'Main Man', role: 'Attacker' }, { character_name: 'Only Duo', role: 'Main Healer' }] });
    await submitRound(server, admin, duoHeal);
    const after = await entries();
    expect(after).toEqual(before);
    expect(byName(after, 'Only Duo')).toBeUndefined();
    expect(Object.keys(byName(after, 'Main Man')!.role_times)).toEqual(['five_man', 'leech']);
  });

  it('filters by region and ranks within it; Other holds players of no known region', async () => {
    const eu = await entries('?region=EU');
    expect(eu.map((e) => e.player_name)).toEqual(['Main Man']);
    expect(eu[0]!.role_times.five_man!.rank).toBe(1);
    expect(await entries('?region=NA')).toEqual([]);
    const other = await entries('?region=OTHER');
    expect(other.map((e) => e.player_name)).toContain('Defender Dan');
    expect(other.map((e) => e.player_name)).not.toContain('Main Man');
  });

  it('refuses an unknown region naming the field', async () => {
    const res = await server.request('GET', '/api/v1/players/leaderboard/?region=Mars');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'error', error: 'region: must be one of: NA, EU, OTHER', code: 'invalid_input' });
  });

  it('answers 304 to a client holding the current version, and a new version after a change', async () => {
    const first = await server.request('GET', '/api/v1/players/leaderboard/');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const again = await server.request('GET', '/api/v1/players/leaderboard/', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    await submitRound(server, admin, leechRound({ round_time: 640.2 }));
    const changed = await server.request('GET', '/api/v1/players/leaderboard/', { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(byName(changed.body.data.data, 'Leech Def')!.role_times.leech!.roles.Defender).toBe(640.2);
  });

  it('still answers 304 after a change that moves no one on the leaderboard, such as a slower round of known players', async () => {
    const etag = (await server.request('GET', '/api/v1/players/leaderboard/')).headers.get('etag')!;
    await submitRound(server, admin, leechRound({ round_time: 990 }));
    expect((await server.request('GET', '/api/v1/players/leaderboard/', { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });
});
