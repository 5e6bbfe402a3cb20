import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSimulatedTeam } from '../../api/demo/liveTeam';
import { fiveManRound } from '../fixtures/rounds';
import { submitRound } from '../support/api';
import { startServer, type TestServer } from '../support/server';

describe("the demo's simulated team", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer('sqlite', { RATE_LIMIT_SCALE: '1' });
    const admin = await server.signInAdmin();
    for (const round_time of [570, 573, 576]) await submitRound(server, admin, fiveManRound({ round_time }));
  });
  afterAll(() => server?.stop());

  it('plays a round through the API as the plugin does: checkpoints for waves 2 to 10, then the upload that finishes it', async () => {
    // Eighty times real speed: a ten-minute round in under ten seconds.
    const team = startSimulatedTeam(server.app.db, server.baseUrl, server.config.pluginSigningSecret, pino({ level: 'silent' }), { speed: 80 });
    try {
      await vi.waitFor(
        async () => {
          const live = (await server.request('GET', '/api/v1/live')).body.data.data;
          expect(live[0]).toMatchObject({ state: 'live', checkpoints: [expect.objectContaining({ wave_number: 2 })] });
        },
        { timeout: 10_000, interval: 100 },
      );
      await vi.waitFor(
        async () => {
          const [round] = (await server.request('GET', '/api/v1/live')).body.data.data;
          expect(round).toMatchObject({ state: 'finished', round_id: expect.any(Number) });
          expect(round.checkpoints.map((c: { wave_number: number }) => c.wave_number)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
        },
        { timeout: 30_000, interval: 200 },
      );
      const [finished] = (await server.request('GET', '/api/v1/live')).body.data.data;
      const round = (await server.request('GET', `/api/v1/rounds/${finished.round_id}/`)).body.data.data;
      expect(round).toMatchObject({ format: 'five_man', status: 'reported', scroller: true, round_time: finished.round_time });
      expect(round.live_checkpoints).toHaveLength(9);
      expect(round.elapsed_real_time).toBeGreaterThan(round.round_time);
      // One round of the five teammates' reports: the first finished the live round, the others follow it.
      await vi.waitFor(
        async () => expect(Number((await server.app.db('round_reports').where({ round_id: round.id }).count({ n: '*' }).first())!.n)).toBe(5),
        { timeout: 10_000, interval: 100 },
      );
    } finally {
      team.stop();
    }
  }, 45_000);
});
