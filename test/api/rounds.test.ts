import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases';
import { submitRound } from '../support/api';
import { startServer, startSignedIn, type TestServer } from '../support/server';
import { duoHealRound, fiveManRound, leechRound } from '../fixtures/rounds';
import { seedDemoIfEmpty } from '../../api/demo/seed';
import { ROUND_BODY_LIMIT } from '../../api/modules/rounds/routes';

describe.each(databaseKinds)('rounds API on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let user: string;

  beforeAll(async () => {
    ({ server, admin, user } = await startSignedIn(kind));
  });
  afterAll(() => server.stop());

  /** The submission under test: its whole answer, whoever sends it. */
  const submit = (body: unknown, token = admin) => server.request('POST', '/api/v1/rounds/', { token, body });

  it('lists nothing on an empty site, with a cursor to sync from', async () => {
    const res = await server.request('GET', '/api/v1/rounds/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', data: { data: [], cursor: expect.any(Number) } });
  });

  it('lets an admin submit a round and lists it as the site shows it', async () => {
    const created = await submit(fiveManRound());
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ status: 'ok', data: { id: expect.any(Number) } });

    const list = await server.request('GET', '/api/v1/rounds/');
    const round = list.body.data.data.find((r: { id: number }) => r.id === created.body.data.id);
    expect(round).toMatchObject({
      format: 'five_man',
      round_time: 612.6,
      round_date: '2026-05-01T18:30:00.000000',
      rank: 1,
      scroller: true,
      has_replay: false,
    });
    expect(round.players.map((p: { role: string }) => p.role)).toEqual(['Main Attacker', '2nd Attacker', 'Healer', 'Collector', 'Defender']);
    expect(round.wave_data).toHaveLength(10);
    expect(round.wave_data[0]).toEqual({ wave_number: 1, wave_time: 30, qs_time: null, good_premove: null, reset: false });
    expect(round.wave_data[5]).toMatchObject({ wave_number: 6, qs_time: 4, good_premove: false, reset: false });
    expect(round).not.toHaveProperty('replay_data');
    expect(round).not.toHaveProperty('team_key');
  });

  it('ranks rounds within their format, equal times sharing a rank', async () => {
    await submitRound(server, admin, fiveManRound({ round_time: 600.6, round_date: '2026-06-01T10:00:00Z' }));
    await submitRound(server, admin, fiveManRound({ round_time: 612.6, round_date: '2026-04-01T10:00:00Z' }));
    await submitRound(server, admin, leechRound());
    const list = await server.request('GET', '/api/v1/rounds/');
    const rows = list.body.data.data as { format: string; round_time: number; rank: number }[];
    const fiveMan = rows.filter((r) => r.format === 'five_man').map((r) => [r.round_time, r.rank]);
    expect(fiveMan).toEqual([
      [612.6, 2],
      [600.6, 1],
      [612.6, 2],
    ]);
    expect(rows.find((r) => r.format === 'leech')?.rank).toBe(1);
  });

  it("gives a round's page and a sync pull the rank the list shows, equal times sharing it", async () => {
    const listed = (await server.request('GET', '/api/v1/rounds/')).body.data.data as { id: number; rank: number }[];
    const pulled = (await server.request('GET', '/api/v1/rounds/?since=0')).body.data.data as { id: number; rank: number }[];
    expect(new Set(listed.map((r) => r.rank)).size).toBeLessThan(listed.length);
    for (const { id, rank } of listed) {
      expect((await server.request('GET', `/api/v1/rounds/${id}/`)).body.data.data.rank).toBe(rank);
      expect(pulled.find((r) => r.id === id)?.rank).toBe(rank);
    }
  });

  it('lets an admin submit a duo heal round, its team in the plugin\'s role order, ranked among duo heal rounds alone', async () => {
    const id = await submitRound(server, admin, duoHealRound());
    const round = (await server.request('GET', `/api/v1/rounds/${id}/`)).body.data.data;
    expect(round).toMatchObject({ format: 'duo_heal', round_time: 668.4, rank: 1, scroller: true });
    expect(round.players).toEqual([
      { character_name: 'Duo Att', role: 'Attacker' },
      { character_name: 'Duo Second', role: '2nd Healer' },
      { character_name: 'Duo Main', role: 'Main Healer' },
      { character_name: 'Duo Coll', role: 'Collector' },
      { character_name: 'Duo Def', role: 'Defender' },
    ]);
    expect(round.wave_data).toHaveLength(10);
  });

  it('filters the list by format', async () => {
    const res = await server.request('GET', '/api/v1/rounds/?format=leech');
    expect(res.body.data.data.map((r: { format: string }) => r.format)).toEqual(['leech']);
    const duo = await server.request('GET', '/api/v1/rounds/?format=duo_heal');
    expect(duo.body.data.data.map((r: { format: string; round_time: number }) => [r.format, r.round_time])).toEqual([['duo_heal', 668.4]]);
    const bad = await server.request('GET', '/api/v1/rounds/?format=trio_heal');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ status: 'error', error: 'format: must be one of the supported formats: five_man, leech, duo_heal', code: 'invalid_input' });
  });

  it('answers the same path without the trailing slash', async () => {
    const withSlash = await server.request('GET', '/api/v1/rounds/?format=leech');
    const without = await server.request('GET', '/api/v1/rounds?format=leech');
    expect(without.status).toBe(200);
    expect(without.body).toEqual(withSlash.body);
  });

  it('serves one round with its replay data', async () => {
    const replay = { '1': { '0': [{ x: 10, y: 20, type: 'Defender' }], '1': [{ x: 11, y: 20, type: 'Defender' }] } };
    const id = await submitRound(server, admin, leechRound({ replay_data: replay }));
    const res = await server.request('GET', `/api/v1/rounds/${id}/`);
    expect(res.status).toBe(200);
    expect(res.body.data.data).toMatchObject({ id, format: 'leech', has_replay: true, replay_data: replay });
    const list = await server.request('GET', '/api/v1/rounds/?format=leech');
    expect(list.body.data.data.find((r: { id: number }) => r.id === id)).toMatchObject({ has_replay: true });
  });

  it("keeps a duo heal round's replay with both healers", async () => {
    const replay = { '1': { '0': [{ x: 10, y: 20, type: '2nd Healer' }, { x: 12, y: 20, type: 'Main Healer' }, { x: 14, y: 20, type: 'Attacker' }] } };
    const id = await submitRound(server, admin, duoHealRound({ round_time: 701.4, replay_data: replay }));
    const res = await server.request('GET', `/api/v1/rounds/${id}/`);
    expect(res.body.data.data).toMatchObject({ format: 'duo_heal', has_replay: true, replay_data: replay });
  });

  it.each([
    ['an unknown entity type', { '1': { '0': [{ x: 10, y: 20, type: 'Dragon' }] } }, 'replay_data.1.0.0.type: must be one of: Main Attacker, 2nd Attacker, Attacker, Healer, 2nd Healer, Main Healer, Collector, Defender, npc, GroundItem'],
    ['a position outside the arena', { '1': { '0': [{ x: 10, y: 900, type: 'Defender' }] } }, 'replay_data.1.0.0.y: is outside the arena'],
    ['a wave 11', { '11': { '0': [{ x: 10, y: 20, type: 'Defender' }] } }, 'wave numbers run from 1 to 10'],
    ['a tick that is not a number', { '1': { soon: [{ x: 10, y: 20, type: 'Defender' }] } }, 'ticks are whole numbers from 0 to 9999'],
    ['a crowded tick', { '1': { '0': Array.from({ length: 201 }, () => ({ x: 10, y: 20, type: 'npc' })) } }, 'replay_data.1.0: a tick holds at most 200 entities'],
    ['a wave of 3001 ticks', { '1': Object.fromEntries(Array.from({ length: 3001 }, (_, t) => [String(t), []])) }, 'replay_data.1: a wave holds at most 3000 ticks'],
    [
      'more entities than are kept',
      Object.fromEntries(['1', '2'].map((wave) => [wave, Object.fromEntries(Array.from({ length: 1300 }, (_, t) => [String(t), Array.from({ length: 100 }, () => ({ x: 1, y: 1, type: 'npc' }))]))])),
      'replay_data: holds 260000 entities; at most 250000 are kept',
    ],
  ])('refuses a replay with %s, saying why, and stores nothing', async (_, replay, message) => {
    const before = (await server.request('GET', '/api/v1/rounds/')).body.data.data.length;
    const res = await submit(leechRound({ replay_data: replay }));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_input');
    expect(res.body.error).toContain(message);
    expect((await server.request('GET', '/api/v1/rounds/')).body.data.data).toHaveLength(before);
  });

  it('says a missing round does not exist, and a bad id is a bad request', async () => {
    const missing = await server.request('GET', '/api/v1/rounds/999999/');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ status: 'error', error: 'Round does not exist.', code: 'not_found' });
    const bad = await server.request('GET', '/api/v1/rounds/abc/');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('must be a number');
  });

  it('refuses submissions without a session (401) and from non-admins (403)', async () => {
    const anonymous = await server.request('POST', '/api/v1/rounds/', { body: fiveManRound() });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('unauthorized');
    const plain = await submit(fiveManRound(), user);
    expect(plain.status).toBe(403);
    expect(plain.body).toEqual({ status: 'error', error: 'Only admins can do that.', code: 'forbidden' });
  });

  it.each([
    [{ format: 'trio_heal' }, 'format: must be one of the supported formats: five_man, leech, duo_heal'],
    [{ format: 'duo_heal' }, 'players.1.role: is not a duo_heal role (Attacker, 2nd Healer, Main Healer, Collector, Defender)'],
    [{ round_time: -5 }, 'round_time: must be at least 300 seconds (5:00.0): no round is faster'],
    [{ round_time: 3601 }, 'round_time: must be at most 3600 seconds (60:00.0)'],
    [{ round_time: 'fast' }, 'round_time: must be a number of seconds'],
    [{ players: [] }, 'players: must list at least one player'],
    [{ players: [{ character_name: 'Leech Att', role: 'Attacker' }] }, 'players.0.role: is not a five_man role (Main Attacker, 2nd Attacker, Healer, Collector, Defender)'],
    [{ players: [{ character_name: 'A name far too long', role: 'Healer' }] }, 'players.0.character_name: must be at most 12 characters'],
    [{ wave_data: [{ wave_number: 11, wave_time: 3 }] }, 'wave_data.0.wave_number: waves are numbered 1 to 10'],
    [{ round_date: 'yesterday' }, 'round_date: must be an ISO 8601 timestamp'],
  ])('refuses a bad submission %j with a message naming the field', async (override, message) => {
    const before = await server.request('GET', '/api/v1/rounds/');
    const res = await submit(fiveManRound(override));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'error', error: message, code: 'invalid_input' });
    const after = await server.request('GET', '/api/v1/rounds/');
    expect(after.body.data.data).toHaveLength(before.body.data.data.length);
  });

  it('refuses a body that is not JSON, and one that is too large', async () => {
    const notJson = await server.request('POST', '/api/v1/rounds/', { token: admin, rawBody: '{"format":', headers: { 'Content-Type': 'application/json' } });
    expect(notJson.status).toBe(400);
    expect(notJson.body).toEqual({ status: 'error', error: 'The request body is not valid JSON.', code: 'invalid_json' });
    const huge = await server.request('POST', '/api/v1/rounds/', { token: admin, rawBody: JSON.stringify({ pad: 'x'.repeat(ROUND_BODY_LIMIT) }), headers: { 'Content-Type': 'application/json' } });
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('payload_too_large');
  });

  it('lets an admin delete a round, and only an admin', async () => {
    const id = await submitRound(server, admin, leechRound({ round_time: 700.2 }));
    expect((await server.request('DELETE', `/api/v1/rounds/${id}/`)).status).toBe(401);
    expect((await server.request('DELETE', `/api/v1/rounds/${id}/`, { token: user })).status).toBe(403);
    const deleted = await server.request('DELETE', `/api/v1/rounds/${id}/`, { token: admin });
    expect(deleted.status).toBe(200);
    expect((await server.request('GET', `/api/v1/rounds/${id}/`)).status).toBe(404);
    const again = await server.request('DELETE', `/api/v1/rounds/${id}/`, { token: admin });
    expect(again.status).toBe(404);
    expect(again.body.error).toBe('Round does not exist.');
  });
});

describe.each(databaseKinds)('the full list on %s', (kind) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    ({ server, admin } = await startSignedIn(kind));
  });
  afterAll(() => server.stop());

  const listed = async () => (await server.request('GET', '/api/v1/rounds/')).body.data.data as { id: number; round_time: number; rank: number }[];
  const submit = (round_time: number) => submitRound(server, admin, leechRound({ round_time }));

  it('answers the cursor of the data it lists even when the data arrived while the list was warming up', async () => {
    const fresh = await startServer(kind);
    try {
      // The server warms its list cache as it starts; the demo data lands meanwhile.
      await seedDemoIfEmpty(fresh.app.db, { arenaMapFile: fresh.config.arenaMapFile, now: new Date() });
      const list = await fresh.request('GET', '/api/v1/rounds/');
      const latest = await fresh.app.db('changes').max({ seq: 'seq' }).first();
      expect(list.body.data.cursor).toBe(Number(latest!.seq));
      const since = await fresh.request('GET', `/api/v1/rounds/?since=${list.body.data.cursor}`);
      expect(since.body.data).toEqual({ data: [], deleted: [], cursor: list.body.data.cursor, has_more: false });
    } finally {
      await fresh.stop();
    }
  }, 60_000);

  it('follows every write: new rounds re-rank the others, deleted ones leave', async () => {
    const slow = await submit(700.2);
    expect(await listed()).toEqual([expect.objectContaining({ id: slow, rank: 1 })]);
    const fast = await submit(650.4);
    expect((await listed()).map((r) => [r.id, r.rank])).toEqual([
      [slow, 2],
      [fast, 1],
    ]);
    await server.request('DELETE', `/api/v1/rounds/${fast}/`, { token: admin });
    expect((await listed()).map((r) => [r.id, r.rank])).toEqual([[slow, 1]]);
  });

  it('shows what another server process wrote to the same database', async () => {
    const before = await listed();
    const other = await startServer(kind, {}, server.config.database);
    try {
      const id = await submitRound(other, await other.signInAdmin(), leechRound({ round_time: 640.2 }));
      const after = await listed();
      expect(after).toHaveLength(before.length + 1);
      expect(after.find((r) => r.id === id)).toMatchObject({ round_time: 640.2, rank: 1 });
    } finally {
      await other.stop();
    }
  });
});

describe.each(databaseKinds)('round sync on %s', (kind) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    ({ server, admin } = await startSignedIn(kind));
  });
  afterAll(() => server.stop());

  it('returns only what changed after the cursor: new rounds, deleted ids and the next cursor', async () => {
    const first = await submitRound(server, admin, fiveManRound());
    const full = await server.request('GET', '/api/v1/rounds/');
    const cursor = full.body.data.cursor as number;

    const nothing = await server.request('GET', `/api/v1/rounds/?since=${cursor}`);
    expect(nothing.body).toEqual({ status: 'ok', data: { data: [], deleted: [], cursor, has_more: false } });
    expect(JSON.stringify(nothing.body).length).toBeLessThan(200);

    const second = await submitRound(server, admin, leechRound());
    await server.request('DELETE', `/api/v1/rounds/${first}/`, { token: admin });
    const changed = await server.request('GET', `/api/v1/rounds/?since=${cursor}`);
    expect(changed.body.data.data.map((r: { id: number }) => r.id)).toEqual([second]);
    expect(changed.body.data.deleted).toEqual([first]);
    expect(changed.body.data.cursor).toBeGreaterThan(cursor);
    expect(changed.body.data.has_more).toBe(false);

    const caughtUp = await server.request('GET', `/api/v1/rounds/?since=${changed.body.data.cursor}`);
    expect(caughtUp.body.data.data).toEqual([]);
  });

  it('pages through changes with has_more', async () => {
    const start = (await server.request('GET', '/api/v1/rounds/')).body.data.cursor as number;
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push(await submitRound(server, admin, leechRound({ round_time: 660 + i * 0.6 })));
    const page1 = await server.request('GET', `/api/v1/rounds/?since=${start}&limit=2`);
    expect(page1.body.data.data.map((r: { id: number }) => r.id)).toEqual(ids.slice(0, 2));
    expect(page1.body.data.has_more).toBe(true);
    const page2 = await server.request('GET', `/api/v1/rounds/?since=${page1.body.data.cursor}&limit=2`);
    expect(page2.body.data.data.map((r: { id: number }) => r.id)).toEqual(ids.slice(2));
    expect(page2.body.data.has_more).toBe(false);
  });

  it('tells a client whose cursor it does not know to resync', async () => {
    const res = await server.request('GET', '/api/v1/rounds/?since=99999999');
    expect(res.status).toBe(410);
    expect(res.body.code).toBe('cursor_invalid');
    const bad = await server.request('GET', '/api/v1/rounds/?since=-1');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^since: /);
  });
});
