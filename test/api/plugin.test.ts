import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases';
import { adminApiKey, epochOf, identifiedTeam, pluginToken } from '../support/api';
import { startServer, startSignedIn, type TestServer } from '../support/server';
import { DUO_HEAL_TEAM, pluginHeaders, pluginReport } from '../fixtures/plugin';

const PLUGIN_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/;

describe.each(databaseKinds)('the RuneLite plugin on %s', (kind) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    ({ server, admin } = await startSignedIn(kind));
  });
  afterAll(() => server.stop());

  const upload = (token: string, body: unknown) => server.request('POST', '/api/v1/rounds/', { token, body });
  const roundCount = async () => Number((await server.app.db('rounds').count({ n: '*' }).first())!.n);

  describe('token', () => {
    it('answers a signed request with a one-hour public token in the exact shape the plugin parses', async () => {
      const before = Date.now();
      const res = await server.request('POST', '/api/v1/tokens/public/', { headers: pluginHeaders(), body: { description: 'Hammer Time' } });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(['status', 'data']);
      expect(Object.keys(res.body.data)).toEqual(['token', 'expires_at']);
      expect(res.body.data.expires_at).toMatch(PLUGIN_TIMESTAMP);
      const expiresMs = epochOf(res.body.data.expires_at);
      expect(expiresMs - before).toBeGreaterThan(59 * 60 * 1000);
      expect(expiresMs - before).toBeLessThanOrEqual(60 * 60 * 1000 + 5000);

      const keys = await server.request('GET', '/api/v1/tokens/', { token: admin });
      expect(keys.body.data.data).toContainEqual(expect.objectContaining({ token: res.body.data.token, type: 'public', description: 'Hammer Time', active: true }));
    });

    it('refuses a forged signature, a key other than the site’s, a stale timestamp and a replayed nonce (401)', async () => {
      const body = { description: 'Hammer Time' };
      const forged = { ...pluginHeaders(), 'X-Signature': Buffer.from('not the signature').toString('base64') };
      const cases: [Record<string, string>, string][] = [
        [forged, 'invalid_signature'],
        [pluginHeaders('another-key'), 'invalid_signature'],
        [pluginHeaders('ba-4-all', Date.now() - 6 * 60 * 1000), 'stale_timestamp'],
        [pluginHeaders('ba-4-all', Date.now() + 6 * 60 * 1000), 'stale_timestamp'],
        [{}, 'signature_missing'],
      ];
      for (const [headers, code] of cases) {
        const res = await server.request('POST', '/api/v1/tokens/public/', { headers, body });
        expect(res.status).toBe(401);
        expect(res.body.code).toBe(code);
      }
      const headers = pluginHeaders();
      expect((await server.request('POST', '/api/v1/tokens/public/', { headers, body })).status).toBe(200);
      const replay = await server.request('POST', '/api/v1/tokens/public/', { headers, body });
      expect(replay.status).toBe(401);
      expect(replay.body).toEqual({ status: 'error', error: 'This request was already used.', code: 'nonce_reused' });
    });

    it('accepts a timestamp within five minutes either way', async () => {
      for (const offset of [-4 * 60 * 1000, 4 * 60 * 1000]) {
        const res = await server.request('POST', '/api/v1/tokens/public/', { headers: pluginHeaders('ba-4-all', Date.now() + offset), body: { description: 'Clock Skew' } });
        expect(res.status).toBe(200);
      }
    });
  });

  describe('upload', () => {
    it('stores a report shaped exactly as the plugin sends it, stamped with the time of receipt', async () => {
      const token = await pluginToken(server, 'Hammer Time');
      const before = Date.now();
      const res = await upload(token, pluginReport());
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ status: 'ok', data: { id: expect.any(Number) } });
      const round = (await server.request('GET', `/api/v1/rounds/${res.body.data.id}/`)).body.data.data;
      expect(round).toMatchObject({ format: 'five_man', round_time: 615, scroller: false });
      expect(Date.parse(`${round.round_date}Z`)).toBeGreaterThanOrEqual(before - 1000);
      expect(round.wave_data[9]).toMatchObject({ wave_number: 10, queen_spawn_time: 12.6, runner_death_time: 30 });
    });

    it('refuses an unknown format, and a role foreign to the format, with a 400 naming the field, storing nothing', async () => {
      const token = await pluginToken(server, 'Hammer Time');
      const before = await roundCount();
      const format = await upload(token, pluginReport({ format: 'trio_heal' }));
      expect(format.status).toBe(400);
      expect(format.body).toEqual({ status: 'error', error: 'format: must be one of the supported formats: five_man, leech, duo_heal', code: 'invalid_input' });
      const role = await upload(token, pluginReport({ format: 'duo_heal' }));
      expect(role.status).toBe(400);
      expect(role.body.error).toBe('players.0.role: is not a duo_heal role (Attacker, 2nd Healer, Main Healer, Collector, Defender)');
      const fiveManHealer = await upload(token, pluginReport({ players: [...DUO_HEAL_TEAM] }));
      expect(fiveManHealer.status).toBe(400);
      expect(fiveManHealer.body.error).toMatch(/^players\.0\.role: is not a five_man role/);
      expect(await roundCount()).toBe(before);
    });

    it("makes one duo heal round of the five identified teammates' reports; the scroller's time and splits win, and every list carries it", async () => {
      const tokens = await Promise.all(DUO_HEAL_TEAM.map((p) => pluginToken(server, p.character_name)));
      const playersAs = await identifiedTeam(server, DUO_HEAL_TEAM);
      const cursor = (await server.request('GET', '/api/v1/rounds/?since=0&limit=5000')).body.data.cursor as number;
      const before = await roundCount();
      const scrollerWaves = pluginReport().wave_data.map((w) => ({ ...w, wave_time: w.wave_time + 0.6, reset_wave_time: 0, reset_qs_time: 0 }));
      const replies = await Promise.all(
        DUO_HEAL_TEAM.map((p, i) =>
          upload(
            tokens[i]!,
            pluginReport({
              format: 'duo_heal',
              players: playersAs(p.character_name),
              submitted_by: p.character_name,
              round_time: i === 0 ? 668.4 : 667.8,
              scroller: i === 0,
              wave_data: i === 0 ? scrollerWaves : pluginReport().wave_data,
            }),
          ),
        ),
      );
      expect(replies.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
      const ids = new Set(replies.map((r) => r.body.data.id));
      expect(ids.size).toBe(1);
      const id = [...ids][0] as number;
      expect(await roundCount()).toBe(before + 1);

      const round = (await server.request('GET', `/api/v1/rounds/${id}/`)).body.data.data;
      expect(round).toMatchObject({ format: 'duo_heal', round_time: 668.4, scroller: true, players: [...DUO_HEAL_TEAM] });
      expect(round.wave_data.map((w: { wave_time: number }) => w.wave_time)).toEqual(scrollerWaves.map((w) => w.wave_time));

      const listed = (await server.request('GET', '/api/v1/rounds/?format=duo_heal')).body.data.data as { id: number; format: string }[];
      expect(listed.map((r) => r.id)).toContain(id);
      expect(new Set(listed.map((r) => r.format))).toEqual(new Set(['duo_heal']));
      const changes = (await server.request('GET', `/api/v1/rounds/?since=${cursor}`)).body.data;
      expect(changes.data.map((r: { id: number; format: string }) => [r.id, r.format])).toEqual([[id, 'duo_heal']]);
    });

    it("makes one round of five identified teammates' reports sent at once; the scroller's time and waves win", async () => {
      const players = pluginReport().players.map((p) => ({ ...p, character_name: p.character_name.replace('Time', 'Team') }));
      const tokens = await Promise.all(players.map((p) => pluginToken(server, p.character_name)));
      const playersAs = await identifiedTeam(server, players);
      const before = await roundCount();
      const scrollerWaves = pluginReport().wave_data.map((w) => ({ ...w, wave_time: w.wave_time + 0.6 }));
      const reports = players.map((p, i) =>
        pluginReport({
          players: i % 2 ? playersAs(p.character_name).map((q) => ({ ...q, character_name: q.character_name.toUpperCase() })) : playersAs(p.character_name),
          submitted_by: p.character_name,
          round_time: i === 3 ? 620.4 : 619.8,
          scroller: i === 3,
          wave_data: i === 3 ? scrollerWaves : pluginReport().wave_data,
        }),
      );
      const replies = await Promise.all(reports.map((report, i) => upload(tokens[i]!, report)));
      expect(replies.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
      const ids = new Set(replies.map((r) => r.body.data.id));
      expect(ids.size).toBe(1);
      expect(await roundCount()).toBe(before + 1);
      const round = (await server.request('GET', `/api/v1/rounds/${[...ids][0]}/`)).body.data.data;
      expect(round).toMatchObject({ round_time: 620.4, scroller: true });
      expect(round.wave_data.map((w: { wave_time: number }) => w.wave_time)).toEqual(scrollerWaves.map((w) => w.wave_time));
    });

    it('keeps rounds apart when their times differ by more than a tick, or the first report is older than ten minutes', async () => {
      const token = await pluginToken(server, 'Hammer Time');
      const team = pluginReport().players.map((p) => ({ ...p, character_name: `${p.character_name.slice(0, 8)} B` }));
      const first = await upload(token, pluginReport({ players: team, round_time: 700.2 }));
      const apart = await upload(token, pluginReport({ players: team, round_time: 701.4 }));
      expect(apart.body.data.id).not.toBe(first.body.data.id);
      const same = await upload(token, pluginReport({ players: team, round_time: 700.8 }));
      expect(same.body.data.id).toBe(first.body.data.id);

      const elevenMinutesAgo = new Date(Date.now() - 11 * 60 * 1000).toISOString().replace('Z', '000');
      await server.app.db('rounds').where({ id: first.body.data.id }).update({ created_at: elevenMinutesAgo });
      const later = await upload(token, pluginReport({ players: team, round_time: 700.2 }));
      expect(later.body.data.id).not.toBe(first.body.data.id);
    });

    it("links a player's character to the owner of the UUID key it carries; an unknown key is passed over", async () => {
      const owner = await server.signIn('uuid-owner');
      const me = (await server.request('GET', '/api/v1/users/', { token: owner })).body.data.data;
      const players = pluginReport().players.map((p, i) => ({
        ...p,
        character_name: `${p.character_name.slice(0, 8)} U`,
        ...(i === 0 ? { uuid_key: me.uuid_key } : i === 1 ? { uuid_key: '00000000-0000-4000-8000-000000000000' } : {}),
      }));
      const res = await upload(await pluginToken(server, players[0]!.character_name), pluginReport({ players }));
      expect(res.status).toBe(201);
      const after = (await server.request('GET', '/api/v1/users/', { token: owner })).body.data.data;
      expect(after.accounts.map((a: { character_name: string }) => a.character_name)).toEqual([players[0]!.character_name]);
      expect(after.main_account_id).toBe(after.accounts[0].id);
      const alts = await server.app.db('accounts').where({ name_key: players[1]!.character_name.toLowerCase() });
      expect(alts).toEqual([]);
    });

    it('accepts an admin-made private key; refuses a disabled or expired key (401) and a plain user (403)', async () => {
      const key = (await server.request('POST', '/api/v1/tokens/', { token: admin, body: {} })).body.data.data;
      const team = pluginReport().players.map((p) => ({ ...p, character_name: `${p.character_name.slice(0, 8)} K` }));
      expect((await upload(key.token, pluginReport({ players: team }))).status).toBe(201);
      await server.request('POST', `/api/v1/tokens/${key.id}/disable/`, { token: admin });
      expect((await upload(key.token, pluginReport({ players: team }))).status).toBe(401);

      const expiring = await pluginToken(server, 'Hammer Time');
      await server.app.db('api_tokens').where({ description: 'Hammer Time', type: 'public' }).update({ expires_at: '2020-01-01T00:00:00.000000' });
      expect((await upload(expiring, pluginReport({ players: team }))).status).toBe(401);

      const user = await server.signIn('plain-player');
      const refused = await upload(user, pluginReport({ players: team }));
      expect(refused.status).toBe(403);
    });
  });

  describe('personal bests', () => {
    it("answers a player's best per role in snake-case keys, over all of their linked characters", async () => {
      const owner = await server.signIn('pb-owner');
      const me = (await server.request('GET', '/api/v1/users/', { token: owner })).body.data.data;
      // An admin's key, so that every round counts at once: what is looked up here is the answer's shape.
      const token = await adminApiKey(server, admin);
      const team = (main: string, alt: string) => [
        { character_name: main, role: 'Main Attacker', uuid_key: me.uuid_key },
        { character_name: alt, role: 'Healer', uuid_key: me.uuid_key },
        { character_name: 'Pb Coll', role: 'Collector' },
        { character_name: 'Pb Def', role: 'Defender' },
        { character_name: 'Pb Second', role: '2nd Attacker' },
      ];
      await upload(token, pluginReport({ players: team('Pb Main', 'Pb Alt'), round_time: 640.2 }));
      await upload(token, pluginReport({ players: team('Pb Main', 'Pb Alt'), round_time: 610.2 }));
      const leech = [
        { character_name: 'Pb Alt', role: 'Attacker' },
        { character_name: 'Pb Def', role: 'Defender' },
        { character_name: 'Pb Coll', role: 'Collector' },
        { character_name: 'Pb Second', role: 'Healer' },
      ];
      await upload(token, pluginReport({ format: 'leech', players: leech, round_time: 690.6 }));

      const res = await server.request('GET', '/api/v1/players/pbs/?name=pb%20main');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: 'ok',
        data: {
          five_man: {
            main_attacker: { pb_time: 610.2 },
            '2nd_attacker': { pb_time: null },
            healer: { pb_time: 610.2 },
            collector: { pb_time: null },
            defender: { pb_time: null },
          },
          leech: { attacker: { pb_time: 690.6 }, collector: { pb_time: null }, healer: { pb_time: null }, defender: { pb_time: null } },
          duo_heal: {
            attacker: { pb_time: null },
            '2nd_healer': { pb_time: null },
            main_healer: { pb_time: null },
            collector: { pb_time: null },
            defender: { pb_time: null },
          },
        },
      });
      const one = await server.request('GET', '/api/v1/players/pbs/?name=Pb%20Alt&format=leech&role=attacker');
      expect(one.body.data).toEqual({ leech: { attacker: { pb_time: 690.6 } } });
    });

    it('answers every duo heal look-up the plugin makes, alone and in the whole answer; a role never played is null', async () => {
      const team = DUO_HEAL_TEAM.map((p) => ({ ...p, character_name: p.character_name.replace('Duo', 'Pb') }));
      const token = await adminApiKey(server, admin);
      expect((await upload(token, pluginReport({ format: 'duo_heal', players: team, round_time: 680.4 }))).status).toBe(201);
      expect((await upload(token, pluginReport({ format: 'duo_heal', players: team, round_time: 671.4 }))).status).toBe(201);
      const swapped = team.map((p) => (p.role === '2nd Healer' ? { ...p, role: 'Main Healer' } : p.role === 'Main Healer' ? { ...p, role: '2nd Healer' } : p));
      expect((await upload(token, pluginReport({ format: 'duo_heal', players: swapped, round_time: 690.6 }))).status).toBe(201);

      const lookUp = async (name: string, query = '') => {
        const res = await server.request('GET', `/api/v1/players/pbs/?name=${encodeURIComponent(name)}${query}`);
        expect(res.status).toBe(200);
        return res.body.data;
      };
      const second = team[1]!.character_name;
      for (const [role, pb] of [['attacker', null], ['2nd_healer', 671.4], ['main_healer', 690.6], ['collector', null], ['defender', null]] as const) {
        expect(await lookUp(second, `&format=duo_heal&role=${role}`)).toEqual({ duo_heal: { [role]: { pb_time: pb } } });
      }
      const whole = await lookUp(second);
      expect(whole.duo_heal).toEqual({
        attacker: { pb_time: null },
        '2nd_healer': { pb_time: 671.4 },
        main_healer: { pb_time: 690.6 },
        collector: { pb_time: null },
        defender: { pb_time: null },
      });
      expect(Object.keys(whole)).toEqual(['five_man', 'leech', 'duo_heal']);
      expect(await lookUp(team[0]!.character_name, '&format=duo_heal&role=attacker')).toEqual({ duo_heal: { attacker: { pb_time: 671.4 } } });
      expect(await lookUp('Never Played', '&format=duo_heal&role=main_healer')).toEqual({ duo_heal: { main_healer: { pb_time: null } } });
    });

    it('refuses a missing name, an unknown format or an unknown role naming the field', async () => {
      const missing = await server.request('GET', '/api/v1/players/pbs/');
      expect(missing.status).toBe(400);
      expect(missing.body.error).toMatch(/^name: /);
      const format = await server.request('GET', '/api/v1/players/pbs/?name=Someone&format=trio_heal');
      expect(format.status).toBe(400);
      expect(format.body.error).toBe('format: must be one of the supported formats: five_man, leech, duo_heal');
      const role = await server.request('GET', '/api/v1/players/pbs/?name=Someone&format=duo_heal&role=3rd_healer');
      expect(role.status).toBe(400);
      expect(role.body.error).toMatch(/^role: must be one of: /);
    });
  });
});

describe.each(databaseKinds)('a site with its own plugin key on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(kind, { PLUGIN_SIGNING_SECRET: 'our-own-build' });
  });
  afterAll(() => server.stop());

  it('accepts requests signed with PLUGIN_SIGNING_SECRET and refuses the public default', async () => {
    const body = { description: 'Hammer Time' };
    expect((await server.request('POST', '/api/v1/tokens/public/', { headers: pluginHeaders('our-own-build'), body })).status).toBe(200);
    expect((await server.request('POST', '/api/v1/tokens/public/', { headers: pluginHeaders(), body })).status).toBe(401);
  });
});
