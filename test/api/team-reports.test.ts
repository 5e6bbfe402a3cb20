import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fiveManRound } from '../fixtures/rounds';
import { teamCheckpoints, teamRoundReports, type TeamRoundOptions } from '../fixtures/pluginTeam';
import { epochOf, identifiedTeam, pluginToken, submitRound } from '../support/api';
import { databaseKinds } from '../support/databases';
import { startServer, type TestServer } from '../support/server';

type Body = Record<string, unknown> & { round_time: number; submitted_by: string; wave_data: Record<string, unknown>[]; players: { character_name: string; role: string }[] };

const FORMAT_ROLES = {
  five_man: undefined,
  leech: ['Attacker', 'Collector', 'Healer', 'Defender', 'Attacker'],
  duo_heal: ['Attacker', '2nd Healer', 'Main Healer', 'Collector', 'Defender'],
} as const;

describe.each(databaseKinds)("a team's five reports of one round, on %s", (kind) => {
  let server: TestServer;
  let teams = 0;

  beforeAll(async () => {
    server = await startServer(kind);
    // A board of faster rounds, so the teams' rounds here take no top place and count at once.
    const admin = await server.signInAdmin();
    for (const format of ['five_man', 'leech', 'duo_heal'] as const) {
      const players = fiveManRound().players.map((p, i) => ({ character_name: `Board ${format.slice(0, 4)} ${i}`, role: FORMAT_ROLES[format]?.[i] ?? p.role }));
      for (const round_time of [540, 543, 546]) await submitRound(server, admin, fiveManRound({ format, round_time, players, wave_data: [] }));
    }
  });
  afterAll(() => server?.stop());

  const namesOf = () => {
    const tag = `Team ${++teams}`;
    return [0, 1, 2, 3, 4].map((i) => `${tag} ${i}`);
  };
  /** Each report sent with its own plain plugin token, as the plugin's own bytes: the round each landed in. */
  async function upload(bodies: readonly Body[], order: readonly number[]): Promise<number[]> {
    const ids: number[] = [];
    for (const i of order) {
      const token = await pluginToken(server, bodies[i]!.submitted_by);
      const res = await server.request('POST', '/api/v1/rounds/', { token, rawBody: JSON.stringify(bodies[i]), headers: { 'Content-Type': 'application/json; charset=utf-8' } });
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
      ids.push(res.body.data.id);
    }
    return ids;
  }
  /** The scroller's client posts its QS checkpoints while the round is played, as the newest plugin does. */
  async function playLive(scrollers: Body): Promise<void> {
    const token = await pluginToken(server, scrollers.submitted_by);
    for (const checkpoint of teamCheckpoints(scrollers)) {
      const res = await server.request('POST', '/api/v1/run-sessions/checkpoints', { token, rawBody: JSON.stringify(checkpoint), headers: { 'Content-Type': 'application/json; charset=utf-8' } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
  }
  const detailsOf = async (id: number) => (await server.request('GET', `/api/v1/rounds/${id}/`)).body.data.data;
  const pbOf = async (name: string, format: string, role: string) => {
    const res = await server.request('GET', `/api/v1/players/pbs/?name=${encodeURIComponent(name)}&format=${format}&role=${role.toLowerCase().replace(/ /g, '_')}`);
    return res.body.data[format][role.toLowerCase().replace(/ /g, '_')].pb_time as number | null;
  };

  /** The round is the scroller's report: time, flag, every wave field it sent, real time, start; every PB look-up answers its time. */
  async function expectScrollersRound(id: number, scrollers: Body) {
    const round = await detailsOf(id);
    expect(round).toMatchObject({ round_time: scrollers.round_time, scroller: true, status: 'reported' });
    expect(round.elapsed_real_time).toBe(scrollers.elapsed_real_time);
    if (scrollers.round_started_at) expect(epochOf(round.round_started_at)).toBe(Date.parse(scrollers.round_started_at as string));
    expect(round.wave_data).toHaveLength(scrollers.wave_data.length);
    scrollers.wave_data.forEach((sent, i) => expect(round.wave_data[i]).toMatchObject(sent));
    for (const player of scrollers.players) expect(await pbOf(player.character_name, scrollers.format as string, player.role)).toBe(scrollers.round_time);
  }

  const newest = (): Partial<TeamRoundOptions> => ({ startedAt: new Date(Date.now() - 11 * 60_000).toISOString(), realSeconds: 603 });

  for (const [label, order] of [
    ['last', [1, 2, 3, 4, 0]],
    ['first', [0, 3, 1, 4, 2]],
    ['in the middle', [4, 2, 0, 1, 3]],
  ] as const) {
    it(`stores the round as the scroller sent it when the scroller's report arrives ${label}, release and newest plugin alike`, async () => {
      for (const plugin of [{}, newest()]) {
        const bodies = teamRoundReports({ names: namesOf(), waveNoise: (client, wave) => ((client + wave) % 3) - 1, ...plugin }) as Body[];
        if (bodies[0]!.round_started_at) await playLive(bodies[0]!);
        const ids = await upload(bodies, order);
        expect(new Set(ids).size).toBe(1);
        await expectScrollersRound(ids[0]!, bodies[0]!);
        if (bodies[0]!.round_started_at) expect((await detailsOf(ids[0]!)).live_checkpoints).toHaveLength(9);
      }
    });
  }

  it("stores the scroller's round on 5 Man, Leech and Duo Heal when a teammate who is not the scroller has a UUID key", async () => {
    for (const format of ['five_man', 'leech', 'duo_heal'] as const) {
      const names = namesOf();
      const keyed = (await identifiedTeam(server, [{ character_name: names[2]! }]))(names[2]!)[0]!.uuid_key!;
      const bodies = teamRoundReports({ names, format, roles: FORMAT_ROLES[format], uuidKeys: { 2: keyed }, ...newest() }) as Body[];
      const ids = await upload(bodies, [2, 1, 0, 3, 4]);
      await expectScrollersRound(ids[0]!, bodies[0]!);
      // The keyed teammate's report is kept, identified, and not shown.
      const review = (await server.request('GET', '/api/v1/reviews', { token: await server.signInAdmin() })).body.data.data.find((r: { id: number }) => r.id === ids[0]);
      expect(review.reports.map((r: { submitted_by: string; shown: boolean; identified_as: unknown }) => [r.submitted_by, r.shown, r.identified_as !== null])).toEqual([
        [names[2], false, true],
        [names[1], false, false],
        [names[0], true, false],
        [names[3], false, false],
        [names[4], false, false],
      ]);
    }
  });

  it("fills the fields the scroller's plugin left out from a teammate's report, and tells the admins which", async () => {
    const names = namesOf();
    const bodies = teamRoundReports({ names, scrollerOmits: ['queen_spawn_time'], ...newest() }) as Body[];
    const [id] = await upload(bodies, [3, 0, 1, 2, 4]);
    const round = await detailsOf(id!);
    expect(round.wave_data[9].queen_spawn_time).toBe(bodies[3]!.wave_data[9]!.queen_spawn_time);
    expect(round.wave_data[9].x_qs_spawn).toBe(bodies[0]!.wave_data[9]!.x_qs_spawn);
    const review = (await server.request('GET', '/api/v1/reviews', { token: await server.signInAdmin() })).body.data.data.find((r: { id: number }) => r.id === id);
    expect(review.reports.map((r: { submitted_by: string; filled: unknown }) => [r.submitted_by, r.filled])).toEqual([
      [names[3], [{ wave_number: 10, field: 'queen_spawn_time' }]],
      [names[0], []],
      [names[1], []],
      [names[2], []],
      [names[4], []],
    ]);
  });

  it('gives the round to the scroller that more teammates agree with when two reports say they scrolled', async () => {
    const names = namesOf();
    const bodies = teamRoundReports({ names, ...newest() }) as Body[];
    // Another client that also says it scrolled, its waves three ticks off the team's.
    const second = { ...bodies[4]!, scroller: true, round_time: bodies[0]!.round_time - 0.6, wave_data: bodies[4]!.wave_data.map((w) => ({ ...w, wave_time: (w.wave_time as number) - 1.8 })) };
    const [id] = await upload([...bodies.slice(0, 4), second], [4, 1, 2, 3, 0]);
    await expectScrollersRound(id!, bodies[0]!);
  });

  it("holds a round that a forged scroller's report, agreeing with the team, moves into a top place", async () => {
    const names = namesOf();
    // The team's round is a tick slower than the board's third; the forged report claims a tick faster, tying it.
    const bodies = teamRoundReports({ names, roundTicks: 912, waveTicks: [55, 60, 66, 73, 80, 88, 95, 101, 109, 142] }) as Body[];
    const [id] = await upload(bodies.slice(1), [0, 1, 2, 3]);
    expect(await detailsOf(id!)).toMatchObject({ round_time: 546.6, status: 'reported' });
    const forged = { ...bodies[1]!, submitted_by: 'Someone Else', scroller: true, round_time: 546 };
    await upload([forged], [0]);
    expect(await detailsOf(id!)).toMatchObject({ round_time: 546, status: 'held' });
    const listed = ((await server.request('GET', '/api/v1/rounds/')).body.data.data as { id: number }[]).map((r) => r.id);
    expect(listed).not.toContain(id);
  });
});
