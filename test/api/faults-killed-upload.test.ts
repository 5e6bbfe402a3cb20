import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, freshDatabase, type TestDatabase } from '../support/databases';
import { startServerProcess, type ServerProcess } from '../support/processServer';
import { adminRoundOf, fullList, pluginRoundOf, pullSince, readStoredRounds } from '../support/roundIntegrity';
import { pluginToken, submitRound } from '../support/api';

const UPLOADS_PER_BURST = 24;
// The server is killed this many milliseconds after this many uploads of its burst have been
// acknowledged: early, midway and late, and at once or while the next upload is being written.
const KILL_POINTS = [
  { acks: 1, thenMs: 3 },
  { acks: 8, thenMs: 0 },
  { acks: 14, thenMs: 9 },
];
// Four start-ups of the server process, each migrating and warming its caches.
const TEST_TIMEOUT_MS = 60_000;

describe.each(databaseKinds)('a server killed mid-upload on %s', (kind) => {
  let database: TestDatabase;
  let server: ServerProcess | null = null;

  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(async () => {
    await server?.stop();
    await database.drop();
  });

  it('keeps every acknowledged round whole, none half-written, and the next pull matches the database', async () => {
    server = await startServerProcess(database.config);
    const admin = await server.signInAdmin();
    const pluginKey = await pluginToken(server, 'Kill Test');
    const acknowledged = new Set<number>();
    // Three faster rounds first: the plugin's rounds then take no top place, and count as they land rather than wait for review.
    for (const tag of ['fast1', 'fast2', 'fast3']) acknowledged.add(await submitRound(server, admin, { ...adminRoundOf(tag), round_time: 600 }));

    for (const [burst, { acks: killAfter, thenMs }] of KILL_POINTS.entries()) {
      // The client as it stands before the burst: what it holds and the cursor it will pull from next.
      const before = await fullList(server);
      const running = server;
      let acks = 0;
      let reachedKillPoint!: () => void;
      const killPoint = new Promise<void>((resolve) => (reachedKillPoint = resolve));
      const uploads = Array.from({ length: UPLOADS_PER_BURST }, async (_, i) => {
        const tag = `k${burst}u${i}`;
        const byPlugin = i % 2 === 0;
        const res = await running.request('POST', '/api/v1/rounds/', {
          token: byPlugin ? pluginKey : admin,
          body: byPlugin ? pluginRoundOf(tag) : adminRoundOf(tag),
        });
        if (res.status === 201) {
          acknowledged.add(res.body.data.id as number);
          if (++acks === killAfter) reachedKillPoint();
        }
        return res.status;
      });
      // Should every upload finish first, the kill still comes, after the burst.
      void Promise.allSettled(uploads).then(reachedKillPoint);
      await killPoint;
      await sleep(thenMs);
      await running.kill();
      const outcomes = await Promise.allSettled(uploads);
      const cutOff = outcomes.filter((o) => o.status === 'rejected').length;
      // Any answer but a 201 would be a fault of its own, not a kill's.
      expect(outcomes.flatMap((o) => (o.status === 'fulfilled' && o.value !== 201 ? [o.value] : []))).toEqual([]);

      server = await startServerProcess(database.config);
      const stored = await readStoredRounds(database.config);
      const landed = stored.roundIds.length - before.rounds.size;
      console.info(`${kind} burst ${burst}: killed ${thenMs} ms after ${killAfter} acknowledged; ${UPLOADS_PER_BURST - cutOff} answered, ${cutOff} cut off, ${landed} stored`);
      expect(stored.orphans).toEqual({ players: 0, waves: 0, replays: 0 });
      const partsOfEachRound = [...stored.parts.values()];
      expect(partsOfEachRound.filter((p) => p.players !== 5 || p.waves !== 10)).toEqual([]);
      expect(stored.loggedRoundIds).toEqual(stored.roundIds);
      expect([...acknowledged].filter((id) => !stored.roundIds.includes(id))).toEqual([]);

      const pulled = await pullSince(server, before.rounds, before.cursor);
      const listed = await fullList(server);
      for (const view of [pulled.rounds, listed.rounds]) {
        expect([...view.keys()].sort((a, b) => a - b)).toEqual(stored.roundIds);
        expect([...view.values()].filter((r) => r.players.length !== 5 || r.wave_data.length !== 10)).toEqual([]);
      }
      expect(listed.cursor).toBe(pulled.cursor);
    }
  }, TEST_TIMEOUT_MS);
});
