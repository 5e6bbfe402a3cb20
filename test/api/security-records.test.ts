import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeDiscordWebhook } from '../fakes/discordWebhook';
import { pluginReport } from '../fixtures/plugin';
import { fiveManRound } from '../fixtures/rounds';
import { adminApiKey, announcementOf, epochOf, identifiedTeam, pluginToken, submitRound } from '../support/api';
import { databaseKinds } from '../support/databases';
import { startServer, type TestServer } from '../support/server';

/** The board before each attack: three counted rounds, the record at 10:00.0. */
const BOARD = [600, 603, 606];
const WAIT = { timeout: 10_000, interval: 25 };

describe.each(databaseKinds)('records, tried as an attacker would, on %s', (kind) => {
  let webhook: FakeDiscordWebhook;
  let server: TestServer;
  let admin: string;
  let teams = 0;

  beforeAll(async () => {
    webhook = await new FakeDiscordWebhook().start();
    server = await startServer(kind, webhook.env(0), undefined, { announcer: { pollMs: 20, backoffMs: 20 } });
    admin = await server.signInAdmin();
    for (const round_time of BOARD) await submitRound(server, admin, fiveManRound({ round_time, players: teamOf('board') }));
  });
  afterAll(async () => {
    await server?.stop();
    await webhook?.stop();
  });

  /** A team of made-up names nobody has seen. */
  function teamOf(tag = `T${++teams}`) {
    return pluginReport().players.map((p, i) => ({ ...p, character_name: `${tag} ${p.role.slice(0, 4)} ${i}`.slice(0, 12) }));
  }
  const upload = (token: string, body: unknown) => server.request('POST', '/api/v1/rounds/', { token, body });
  const detailsOf = async (id: number) => (await server.request('GET', `/api/v1/rounds/${id}/`)).body.data.data;
  const listedIds = async () => ((await server.request('GET', '/api/v1/rounds/')).body.data.data as { id: number }[]).map((r) => r.id);
  const roundTimesIds = async () => ((await server.request('GET', '/api/v1/round-times/?page_size=100')).body.data.data.rows as { round: { id: number } }[]).map((r) => r.round.id);
  const leaderboardNames = async () => ((await server.request('GET', '/api/v1/players/leaderboard/')).body.data.data as { player_name: string }[]).map((e) => e.player_name);
  const reviewIds = async () => ((await server.request('GET', '/api/v1/reviews', { token: admin })).body.data.data as { id: number; status: string }[]);
  const copiedRounds = async () => ((await server.request('GET', '/api/v1/copy')).body.data.data.blocks as { rounds: number }[]).reduce((sum, b) => sum + b.rounds, 0);

  describe('a forged world record', () => {
    it('is kept but held: in no list, board, copy or post, dated when it arrived, with its own page saying so', async () => {
      const team = teamOf();
      const token = await pluginToken(server, team[0]!.character_name);
      const copiedBefore = await copiedRounds();
      const cursor = (await server.request('GET', '/api/v1/rounds/?since=0&limit=5000')).body.data.cursor as number;
      const before = Date.now();
      const replies = await Promise.all(
        team.map((p) => upload(token, pluginReport({ players: team, submitted_by: p.character_name, round_time: 300, round_date: '2021-03-01T12:00:00Z', wave_data: [] }))),
      );
      expect(replies.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
      const id = replies[0]!.body.data.id as number;
      expect(new Set(replies.map((r) => r.body.data.id))).toEqual(new Set([id]));

      const round = await detailsOf(id);
      expect(round).toMatchObject({ id, round_time: 300, status: 'held', review_reason: null });
      expect(epochOf(round.round_date)).toBeGreaterThanOrEqual(before - 1000);
      expect(await listedIds()).not.toContain(id);
      expect(await roundTimesIds()).not.toContain(id);
      expect(await leaderboardNames()).not.toContain(team[0]!.character_name);
      expect(await copiedRounds()).toBe(copiedBefore);
      expect((await server.request('GET', `/api/v1/rounds/?since=${cursor}`)).body.data.data).toEqual([]);
      const pbs = await server.request('GET', `/api/v1/players/pbs/?name=${encodeURIComponent(team[0]!.character_name)}&format=five_man&role=main_attacker`);
      expect(pbs.body.data).toEqual({ five_man: { main_attacker: { pb_time: null } } });
      expect(await announcementOf(server, admin, id)).toBeUndefined();
      expect((await reviewIds())[0]).toMatchObject({ id, status: 'held' });
    });

    it('counts everywhere at once once an admin approves it, and is announced then', async () => {
      const team = teamOf();
      const id = await submitRound(server, await pluginToken(server, team[0]!.character_name), pluginReport({ players: team, submitted_by: team[0]!.character_name, round_time: 301.2, wave_data: [] }));
      const approved = await server.request('POST', `/api/v1/rounds/${id}/approve`, { token: admin });
      expect(approved.body).toEqual({ status: 'ok', data: { data: { id, status: 'confirmed' } } });
      expect(await listedIds()).toContain(id);
      expect(await roundTimesIds()).toContain(id);
      expect((await detailsOf(id)).status).toBe('confirmed');
      await vi.waitFor(async () => expect((await announcementOf(server, admin, id))?.state).toBe('sent'), WAIT);
      expect(webhook.posts.at(-1)!.embeds[0]!.url).toBe(`https://ba-times.example/details/${id}`);
      const again = await server.request('POST', `/api/v1/rounds/${id}/approve`, { token: admin });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ status: 'error', error: `Round #${id} is confirmed already.`, code: 'not_held' });
    });

    it('shows the reason on its page once an admin rejects it, and counts nowhere', async () => {
      const team = teamOf();
      const id = await submitRound(server, await pluginToken(server, team[0]!.character_name), pluginReport({ players: team, submitted_by: team[0]!.character_name, round_time: 300, wave_data: [] }));
      const missing = await server.request('POST', `/api/v1/rounds/${id}/reject`, { token: admin, body: { reason: '  ' } });
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({ status: 'error', error: 'reason: is required', code: 'invalid_input' });
      const rejected = await server.request('POST', `/api/v1/rounds/${id}/reject`, { token: admin, body: { reason: 'Made-up team.' } });
      expect(rejected.body.data.data).toEqual({ id, status: 'rejected', review_reason: 'Made-up team.' });
      expect(await detailsOf(id)).toMatchObject({ status: 'rejected', review_reason: 'Made-up team.' });
      expect(await listedIds()).not.toContain(id);
      expect((await reviewIds()).map((r) => r.id)).not.toContain(id);
    });

    it('is not confirmed by made-up teammates nor by one player reporting twice', async () => {
      const team = teamOf();
      const playersAs = await identifiedTeam(server, team.slice(0, 1));
      const token = await pluginToken(server, team[0]!.character_name);
      const players = [...playersAs(team[0]!.character_name), ...team.slice(1)];
      const body = pluginReport({ players, submitted_by: team[0]!.character_name, round_time: 300.6, wave_data: [] });
      const id = await submitRound(server, token, body);
      await submitRound(server, token, body);
      await submitRound(server, token, pluginReport({ players: team, submitted_by: team[1]!.character_name, round_time: 300.6, wave_data: [] }));
      expect((await detailsOf(id)).status).toBe('held');
    });

    it('is confirmed, and counts, when two teammates who are registered players report it with their own keys', async () => {
      const team = teamOf();
      const playersAs = await identifiedTeam(server, team.slice(0, 2));
      const report = (i: number) =>
        pluginReport({ players: [...playersAs(team[i]!.character_name), ...team.slice(2)], submitted_by: team[i]!.character_name, round_time: 301.8, wave_data: [] });
      const id = await submitRound(server, await pluginToken(server, team[0]!.character_name), report(0));
      expect((await detailsOf(id)).status).toBe('held');
      await submitRound(server, await pluginToken(server, team[1]!.character_name), report(1));
      expect((await detailsOf(id)).status).toBe('confirmed');
      expect(await listedIds()).toContain(id);
      await vi.waitFor(async () => expect((await announcementOf(server, admin, id))?.state).toBe('sent'), WAIT);
    });

    it('counts at once, dated as sent, from an admin’s own key', async () => {
      const id = await submitRound(server, await adminApiKey(server, admin), pluginReport({ players: teamOf(), round_time: 302.4, round_date: '2021-03-01T12:00:00Z', wave_data: [] }));
      expect(await detailsOf(id)).toMatchObject({ status: 'confirmed', round_date: '2021-03-01T12:00:00.000000' });
      expect(await listedIds()).toContain(id);
    });

    it('is dated when it started, when the plugin says it started within two hours; otherwise when it arrived', async () => {
      const started = new Date(Date.now() - 11 * 60 * 1000);
      const token = await pluginToken(server, 'Dated Team');
      const recent = await submitRound(server, token, pluginReport({ players: teamOf(), round_time: 660, round_started_at: started.toISOString().replace('Z', '') }));
      expect(epochOf((await detailsOf(recent)).round_date)).toBe(started.getTime());
      const before = Date.now();
      const old = await submitRound(server, token, pluginReport({ players: teamOf(), round_time: 660, round_started_at: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString() }));
      expect(epochOf((await detailsOf(old)).round_date)).toBeGreaterThanOrEqual(before - 1000);
    });
  });

  describe('implausible times', () => {
    it.each([
      [{ round_time: 0.001, wave_data: [] }, 'round_time: must be at least 300 seconds (5:00.0): no round is faster'],
      [{ round_time: 3600.6, wave_data: [] }, 'round_time: must be at most 3600 seconds (60:00.0)'],
      [{ round_time: 400 }, "wave_data: wave times add up to 8:15.0, more than the round's 6:40.0"],
      [{ wave_data: [{ wave_number: 1, wave_time: -3 }] }, 'wave_data.0.wave_time: must not be negative'],
    ])('refuses %j with a 400 naming the field, storing nothing', async (override, error) => {
      const before = Number((await server.app.db('rounds').count({ n: '*' }).first())!.n);
      const reply = await upload(await pluginToken(server, 'Hammer Time'), pluginReport(override));
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ status: 'error', error, code: 'invalid_input' });
      expect(Number((await server.app.db('rounds').count({ n: '*' }).first())!.n)).toBe(before);
    });
  });

  describe("another caller's round", () => {
    /** A counted round (slower than the board's third) of a team whose members may be registered. */
    async function storedRound(team: ReturnType<typeof teamOf>, players = team) {
      const id = await submitRound(server, await pluginToken(server, team[0]!.character_name), pluginReport({ players, submitted_by: team[0]!.character_name, round_time: 700.2 }));
      expect((await detailsOf(id)).status).toBe('reported');
      return id;
    }

    it("cannot be taken over by another token's report that claims to be the scroller's", async () => {
      const team = teamOf();
      const id = await storedRound(team);
      const forged = pluginReport({ players: team, submitted_by: team[3]!.character_name, scroller: true, round_time: 700.8, wave_data: pluginReport().wave_data.map((w) => ({ ...w, wave_time: 30 })) });
      expect((await upload(await pluginToken(server, 'Anyone'), forged)).body.data.id).toBe(id);
      const round = await detailsOf(id);
      expect(round).toMatchObject({ round_time: 700.2, scroller: false });
      expect(round.wave_data.map((w: { wave_time: number }) => w.wave_time)).toEqual(pluginReport().wave_data.map((w) => w.wave_time));
      // Kept all the same, for the admins to see.
      const review = (await reviewIds()).find((r) => r.id === id) as unknown as { reports: { submitted_by: string; shown: boolean }[] };
      expect(review.reports.map((r) => [r.submitted_by, r.shown])).toEqual([
        [team[0]!.character_name, true],
        [team[3]!.character_name, false],
      ]);
    });

    it("takes the real scroller's splits when they report with their key, even after a forged report", async () => {
      const team = teamOf();
      const playersAs = await identifiedTeam(server, [team[2]!]);
      const id = await storedRound(team);
      await upload(await pluginToken(server, 'Anyone'), pluginReport({ players: team, submitted_by: team[3]!.character_name, scroller: true, round_time: 700.8 }));
      const scrollerWaves = pluginReport().wave_data.map((w) => ({ ...w, wave_time: w.wave_time + 0.6 }));
      const players = team.map((p) => (p.character_name === team[2]!.character_name ? playersAs(team[2]!.character_name)[0]! : p));
      await upload(await pluginToken(server, team[2]!.character_name), pluginReport({ players, submitted_by: team[2]!.character_name, scroller: true, round_time: 700.8, wave_data: scrollerWaves }));
      const round = await detailsOf(id);
      expect(round).toMatchObject({ round_time: 700.8, scroller: true });
      expect(round.wave_data.map((w: { wave_time: number }) => w.wave_time)).toEqual(scrollerWaves.map((w) => w.wave_time));
    });

    it("cannot plant splits in a round that has none, nor take it over, with another token's report", async () => {
      const team = teamOf();
      const id = await submitRound(server, await pluginToken(server, team[0]!.character_name), pluginReport({ players: team, submitted_by: team[0]!.character_name, round_time: 700.2, wave_data: [] }));
      expect((await detailsOf(id)).wave_data).toEqual([]);
      await upload(await pluginToken(server, 'Anyone'), pluginReport({ players: team, submitted_by: team[4]!.character_name, scroller: true, round_time: 700.8 }));
      expect(await detailsOf(id)).toMatchObject({ round_time: 700.2, scroller: false, wave_data: [] });
    });

    it("lets an admin choose which report the round shows, drop one, and hand the choice back", async () => {
      const team = teamOf();
      const id = await storedRound(team);
      await upload(await pluginToken(server, 'Second'), pluginReport({ players: team, submitted_by: team[1]!.character_name, round_time: 700.8 }));
      const reports = await server.app.db('round_reports').where({ round_id: id }).orderBy('id').pluck('id');
      const chosen = await server.request('PUT', `/api/v1/rounds/${id}/shown-report`, { token: admin, body: { report_id: reports[1] } });
      expect(chosen.body.data.data.reports.map((r: { shown: boolean }) => r.shown)).toEqual([false, true]);
      expect((await detailsOf(id)).round_time).toBe(700.8);
      const dropped = await server.request('POST', `/api/v1/rounds/${id}/reports/${reports[1]}/drop`, { token: admin });
      expect(dropped.body.data.data.reports.map((r: { dropped: boolean; shown: boolean }) => [r.dropped, r.shown])).toEqual([
        [false, true],
        [true, false],
      ]);
      expect((await detailsOf(id)).round_time).toBe(700.2);
      const other = await server.request('PUT', `/api/v1/rounds/${id}/shown-report`, { token: admin, body: { report_id: reports[1] } });
      expect(other.status).toBe(409);
      expect(other.body.code).toBe('report_dropped');
      const foreign = await server.request('PUT', `/api/v1/rounds/${id}/shown-report`, { token: admin, body: { report_id: 999999 } });
      expect(foreign.status).toBe(404);
    });
  });
});
