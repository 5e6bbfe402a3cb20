import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Round } from '../../domain/types';
import { createScreenQueries } from '../../workers/queries/service';
import { fiveManRound, leechRound } from '../fixtures/rounds';
import { submitRound } from '../support/api';
import { syncingDevice } from '../support/device';
import { recordFetch } from '../support/fetchRecorder';
import { DEFAULT_ROUND_QUERY } from '../support/screenQueries';
import { startServer, type TestServer } from '../support/server';

describe('a device synced by the app before the copy came in blocks', () => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startServer('sqlite');
    admin = await server.signInAdmin();
  });
  afterAll(() => server.stop());

  it('keeps its rounds as the old full list stored them, and pulls only what changed since its cursor', async () => {
    const kept = await submitRound(server, admin, fiveManRound({ round_time: 630 }));
    const full = (await server.request('GET', '/api/v1/rounds/')).body.data as { data: Round[]; cursor: number };
    // As the old app stored them: the server's rank, and an id on every wave.
    const oldRounds = full.data.map((round) => ({ ...round, rank: 9, wave_data: round.wave_data.map((wave, i) => ({ ...wave, id: 1000 + i })) }));
    const { db, engine } = syncingDevice(server.baseUrl);
    await db.rounds.bulkPut(oldRounds);
    await db.sync.put({ key: 'state', cursor: full.cursor, altsEtag: null, lastSyncedAt: '2026-11-01T10:00:00.000Z', version: 5 });

    const added = await submitRound(server, admin, leechRound({ round_time: 690 }));
    const asked = recordFetch();
    expect(await engine.sync()).toMatchObject({ status: 'synced' });
    expect(asked.paths).not.toContain('/api/v1/copy/');
    expect((await db.rounds.toArray()).map((round) => round.id)).toEqual([kept, added]);

    const page = await createScreenQueries(db).roundList(DEFAULT_ROUND_QUERY);
    expect(page.rows.map((row) => [row.round.id, row.rank])).toEqual([
      [kept, 1],
      [added, 1],
    ]);
  });
});
