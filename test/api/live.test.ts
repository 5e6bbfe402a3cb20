import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pluginReport } from '../fixtures/plugin';
import { fiveManRound } from '../fixtures/rounds';
import { epochOf, pluginToken, submitRound } from '../support/api';
import { databaseKinds } from '../support/databases';
import { startServer, type TestServer } from '../support/server';

const PATH = '/api/v1/run-sessions/checkpoints';
let teams = 0;

/** A team of its own, as the plugin's team scan names it. */
function teamOf() {
  const tag = `Live ${++teams}`;
  return pluginReport().players.map((p, i) => ({ character_name: `${tag} ${i}`, role: p.role }));
}

/**
 * A checkpoint's body exactly as the plugin's Gson writes it: keys in the plugin's order, nulls
 * left out (no uuid_key on teammates, no spawn point when it has none).
 */
function pluginCheckpoint(players: { character_name: string; role: string }[], startedAt: string, wave: number, extra: Record<string, unknown> = {}): string {
  const withKey = players.map((p, i) => (i === 0 ? { ...p, uuid_key: '00000000-0000-4000-8000-00000000abcd' } : p));
  return JSON.stringify({ format: 'five_man', players: withKey, reporter: players[0]!.character_name, scroller: true, round_started_at: startedAt, wave_number: wave, qs_time: 4, good_premove: true, x_qs_spawn: 17, y_qs_spawn: 31, ...extra });
}

describe.each(databaseKinds)('live rounds on %s', (kind) => {
  let server: TestServer;
  let token: string;
  const minuteAgo = () => new Date(Date.now() - 60_000).toISOString();

  beforeAll(async () => {
    server = await startServer(kind);
    token = await pluginToken(server, 'Live Scroller');
    // Three rounds first: the rounds played here take no top place, and count at once.
    const admin = await server.signInAdmin();
    for (const round_time of [600, 603, 606]) await submitRound(server, admin, fiveManRound({ round_time }));
  });
  afterAll(() => server?.stop());

  const send = (rawBody: string, bearer: string | null = token) =>
    server.request('POST', PATH, { rawBody, token: bearer ?? undefined, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
  const live = async () => (await server.request('GET', '/api/v1/live')).body.data.data as { id: number; state: string; round_id: number | null; round_time: number | null; checkpoints: { wave_number: number; qs_time: number }[]; players: unknown[] }[];

  it('takes the plugin’s checkpoint byte for byte: 201 the first time, 200 for a retry, stored once', async () => {
    const players = teamOf();
    const startedAt = minuteAgo();
    const first = await send(pluginCheckpoint(players, startedAt, 2));
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ status: 'ok', data: { data: { live_round_id: expect.any(Number), wave_number: 2 } } });
    const retry = await send(pluginCheckpoint(players, startedAt, 2, { qs_time: 9 }));
    expect(retry.status).toBe(200);
    expect(retry.body.data.data.live_round_id).toBe(first.body.data.data.live_round_id);
    expect((await send(pluginCheckpoint(players, startedAt, 3))).status).toBe(201);

    const round = (await live()).find((r) => r.id === first.body.data.data.live_round_id)!;
    expect(round).toMatchObject({ state: 'live', round_id: null, players: players.map(({ character_name, role }) => ({ character_name, role })) });
    expect(round.checkpoints.map((c) => [c.wave_number, c.qs_time])).toEqual([
      [2, 4],
      [3, 4],
    ]);
    expect(Number((await server.app.db('live_checkpoints').where({ live_round_id: round.id }).count({ n: '*' }).first())!.n)).toBe(2);
  });

  it('reads round_started_at as any ISO 8601 instant: with or without fractional seconds or a zone', async () => {
    const at = new Date(Date.now() - 90_000);
    const iso = at.toISOString();
    for (const startedAt of [iso, iso.replace(/\.\d+Z$/, 'Z'), iso.replace('Z', ''), iso.replace('Z', '+00:00')]) {
      expect((await send(pluginCheckpoint(teamOf(), startedAt, 2))).status, startedAt).toBe(201);
    }
  });

  it.each([
    ['a wave outside 2–10', { wave_number: 1 }, 'wave_number: checkpoints come from waves 2 to 10'],
    ['wave 11', { wave_number: 11 }, 'wave_number: checkpoints come from waves 2 to 10'],
    ['3 QS ticks', { qs_time: 3 }, 'qs_time: must be a whole number of ticks, at least 4'],
    ['a fraction of a tick', { qs_time: 4.5 }, 'qs_time: must be a whole number of ticks, at least 4'],
    ['a reporter not in the team', { reporter: 'Someone Else' }, 'reporter: must be one of the players'],
    ['scroller false', { scroller: false }, "scroller: must be true: only the scroller's client sends checkpoints"],
    ['an unknown format', { format: 'trio_heal' }, 'format: must be one of the supported formats: five_man, leech, duo_heal'],
    ['a start that is no timestamp', { round_started_at: 'just now' }, 'round_started_at: must be an ISO 8601 timestamp'],
    ['a start 6 minutes ahead', { round_started_at: new Date(Date.now() + 6 * 60_000).toISOString() }, 'round_started_at: is more than 5 minutes in the future'],
    ['a start 3 hours ago', { round_started_at: new Date(Date.now() - 3 * 60 * 60_000).toISOString() }, 'round_started_at: is more than 2 hours ago'],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_case, override, error) => {
    const before = Number((await server.app.db('live_checkpoints').count({ n: '*' }).first())!.n);
    const reply = await send(pluginCheckpoint(teamOf(), minuteAgo(), 2, override));
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ status: 'error', error, code: 'invalid_input' });
    expect(Number((await server.app.db('live_checkpoints').count({ n: '*' }).first())!.n)).toBe(before);
  });

  it('refuses an unknown role for the format, naming it', async () => {
    const players = teamOf().map((p, i) => (i === 1 ? { ...p, role: 'Attacker' } : p));
    const reply = await send(pluginCheckpoint(players, minuteAgo(), 2));
    expect(reply.body).toEqual({ status: 'error', error: 'players.1.role: is not a five_man role (Main Attacker, 2nd Attacker, Healer, Collector, Defender)', code: 'invalid_input' });
  });

  it('refuses a request without a valid plugin token with 401', async () => {
    for (const bearer of [null, 'not-a-token']) {
      const reply = await send(pluginCheckpoint(teamOf(), minuteAgo(), 2), bearer);
      expect(reply.status).toBe(401);
      expect(reply.body.code).toBe('unauthorized');
    }
  });

  it('finishes the live round with the upload of its round, which keeps its checkpoints, real start and real time', async () => {
    const players = teamOf();
    const startedAt = new Date(Date.now() - 11 * 60_000);
    const { body } = await send(pluginCheckpoint(players, startedAt.toISOString(), 2));
    const liveId = body.data.data.live_round_id as number;
    await send(pluginCheckpoint(players, startedAt.toISOString(), 3, { qs_time: 5 }));
    const report = pluginReport({ players, submitted_by: players[0]!.character_name, round_time: 620.4, round_started_at: new Date(startedAt.getTime() + 800).toISOString(), elapsed_real_time: 641.3 });
    const roundId = await submitRound(server, token, report);

    expect((await live()).find((r) => r.id === liveId)).toMatchObject({ state: 'finished', round_id: roundId, round_time: 620.4 });
    const round = (await server.request('GET', `/api/v1/rounds/${roundId}/`)).body.data.data;
    expect(round).toMatchObject({ elapsed_real_time: 641.3, live_checkpoints: [{ wave_number: 2, qs_time: 4 }, { wave_number: 3, qs_time: 5 }] });
    expect((await server.request('GET', `/api/v1/rounds/${roundId}/checkpoints`)).body.data.data).toEqual(round.live_checkpoints);
    expect(epochOf(round.round_started_at)).toBe(startedAt.getTime() + 800);
    // The list and the device's copy carry them too.
    const listed = ((await server.request('GET', '/api/v1/rounds/')).body.data.data as { id: number }[]).find((r) => r.id === roundId);
    expect(listed).toMatchObject({ round_started_at: round.round_started_at, elapsed_real_time: 641.3 });
  });

  it("merges teammates' reports by their start and team, within 2 s, whatever their times", async () => {
    const players = teamOf();
    const startedAt = new Date(Date.now() - 12 * 60_000);
    const report = (i: number, startMs: number, time: number) =>
      pluginReport({ players, submitted_by: players[i]!.character_name, round_time: time, round_started_at: new Date(startMs).toISOString() });
    const first = await submitRound(server, await pluginToken(server, players[0]!.character_name), report(0, startedAt.getTime(), 640.2));
    // A non-scroller's timer may read a few ticks off: the start says it is the same round.
    expect(await submitRound(server, await pluginToken(server, players[1]!.character_name), report(1, startedAt.getTime() + 1500, 642))).toBe(first);
    // Three seconds apart: another round of the same team.
    expect(await submitRound(server, await pluginToken(server, players[2]!.character_name), report(2, startedAt.getTime() + 3000, 640.2))).not.toBe(first);
  });

  it('abandons a live round after 15 minutes without a checkpoint or upload, and lists it no more', async () => {
    const players = teamOf();
    const { body } = await send(pluginCheckpoint(players, minuteAgo(), 2));
    const liveId = body.data.data.live_round_id as number;
    expect((await live()).map((r) => r.id)).toContain(liveId);
    await server.app.db('live_rounds').where({ id: liveId }).update({ last_heard_at: new Date(Date.now() - 16 * 60_000).toISOString().replace('Z', '000') });
    expect((await live()).map((r) => r.id)).not.toContain(liveId);
    // The next write marks it: a read never writes, however often pages ask.
    expect((await server.app.db('live_rounds').where({ id: liveId }).first()).state).toBe('live');
    await send(pluginCheckpoint(teamOf(), minuteAgo(), 2));
    expect((await server.app.db('live_rounds').where({ id: liveId }).first()).state).toBe('abandoned');
  });

  it('moves the change stream with each checkpoint, so a page following it hears of the round', async () => {
    const cursor = async () => Number((await server.app.db('changes').max({ seq: 'seq' }).first())!.seq);
    const before = await cursor();
    await send(pluginCheckpoint(teamOf(), minuteAgo(), 2));
    expect(await cursor()).toBeGreaterThan(before);
    const changes = await server.app.db('changes').where('seq', '>', before).pluck('entity');
    expect(changes).toEqual(['live']);
  });
});

describe.each(databaseKinds.filter((kind) => kind === 'postgres'))('live rounds across two processes on %s', (kind) => {
  it('answers the same live rounds from either process, and stores a checkpoint sent to both once', async () => {
    const first = await startServer(kind);
    const second = await startServer(kind, {}, first.config.database);
    try {
      const token = await pluginToken(first, 'Two Process');
      const players = teamOf();
      const body = pluginCheckpoint(players, new Date(Date.now() - 60_000).toISOString(), 2);
      const headers = { 'Content-Type': 'application/json' };
      const replies = await Promise.all([first, second].map((server) => server.request('POST', PATH, { rawBody: body, token, headers })));
      expect(replies.map((r) => r.status).sort()).toEqual([200, 201]);
      const lists = await Promise.all([first, second].map(async (server) => (await server.request('GET', '/api/v1/live')).body.data.data));
      expect(lists[0]).toEqual(lists[1]);
      expect(lists[0]).toHaveLength(1);
      expect(lists[0][0].checkpoints).toHaveLength(1);
    } finally {
      await second.stop();
      await first.stop();
    }
  });
});
