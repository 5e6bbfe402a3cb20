import { ANNOUNCEMENTS_OFF } from '../support/api';
import 'fake-indexeddb/auto';
import crypto from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BaTimesDb } from '../../workers/baTimesDb';
import { createRound } from '../../api/modules/rounds/services/createRound';
import { FORMATS, ROLES_BY_FORMAT, type Format } from '../../domain/constants';
import { DEFAULT_ROUND_LIST_QUERY, type RoundListQuery } from '../../domain/roundList/types';
import { roundSubmissionSchema } from '../../domain/schemas';
import { createScreenQueries } from '../../workers/queries/service';
import { serverPages } from '../../workers/queries/serverPages';
import { createForeground } from '../../workers/sync/foreground';
import { createSyncEngine } from '../../workers/sync/engine';
import { startServer } from '../support/server';

const NAMES = ['Ahab', 'Bo Jangles', 'Cyd', 'Dee-Dee', 'emile', 'Fox_1', 'Gus', 'Hal'];
const TIMES = [598.8, 601.2, 612.6, 612.6, 640.2, 700.2];

const submissionArbitrary = fc.constantFrom<Format>(...FORMATS).chain((format) =>
  fc.record({
    format: fc.constant(format),
    round_time: fc.constantFrom(...TIMES),
    round_date: fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2026, 0, 1) }).map((ms) => new Date(ms).toISOString()),
    scroller: fc.boolean(),
    players: fc
      .shuffledSubarray(NAMES, { minLength: 1, maxLength: ROLES_BY_FORMAT[format].length })
      .map((names) => names.map((character_name, i) => ({ character_name, role: ROLES_BY_FORMAT[format][i]! }))),
    wave_data: fc.integer({ min: 0, max: 3 }).map((count) => Array.from({ length: count }, (_, i) => ({ wave_number: i + 1, wave_time: 40 + i, qs_time: 4, good_premove: true, reset: false }))),
  }),
);

const queryArbitrary: fc.Arbitrary<RoundListQuery> = fc.record({
  format: fc.constantFrom<Format | null>(null, ...FORMATS),
  search: fc.constantFrom('', 'a', 'bo', 'EMILE', 'hal', 'zed'),
  pbsOnly: fc.boolean(),
  sortBy: fc.constantFrom('round_time', 'round_date', 'format'),
  order: fc.constantFrom('asc', 'desc'),
  page: fc.integer({ min: 0, max: 2 }),
  pageSize: fc.constantFrom(3, 10, 25),
});

describe('Round Times before and after the device holds its copy', () => {
  it('shows the same rows, ranks and badges from the server as from the finished copy, for any rounds and any query', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(submissionArbitrary, { minLength: 1, maxLength: 14 }), fc.array(queryArbitrary, { minLength: 1, maxLength: 6 }), async (submissions, queries) => {
        const server = await startServer('sqlite');
        try {
          for (const submission of submissions) await createRound(server.app.db, roundSubmissionSchema.parse(submission), ANNOUNCEMENTS_OFF);
          // Two of the names belong to one player, so rows name their alts.
          const admin = await server.signInAdmin();
          const user = await server.request('POST', '/api/v1/users/', { token: admin, body: { discord_id: '987654321', discord_username: 'alt_owner' } });
          for (const character_name of ['Ahab', 'Cyd']) await server.request('POST', '/api/v1/accounts/', { token: admin, body: { user_id: user.body.data.data.id, character_name } });

          const db = new BaTimesDb(`pages-${crypto.randomUUID()}`);
          const fromServer = createScreenQueries(db, serverPages({ base: server.baseUrl, silenceMs: 10_000, foreground: createForeground() }));
          const before = await Promise.all(queries.map((query) => fromServer.roundList(query)));
          expect(await db.rounds.count()).toBe(0);

          expect(await createSyncEngine(db, { base: server.baseUrl, announce: () => undefined }).sync()).toMatchObject({ status: 'synced' });
          const onDevice = createScreenQueries(db);
          for (const [index, query] of queries.entries()) {
            const after = await onDevice.roundList(query);
            expect(before[index]!.synced).toBe(true);
            expect(before[index]!.total).toBe(after.total);
            expect(before[index]!.rows).toEqual(after.rows);
          }
          db.close();
        } finally {
          await server.stop();
        }
      }),
      { numRuns: 40 },
    );
  }, 180_000);

  it('keeps the rows the server answered, and the ones a first visit came with, once the server cannot be reached', async () => {
    const server = await startServer('sqlite');
    let stopping: Promise<void> | undefined;
    const stopped = () => (stopping ??= server.stop());
    const db = new BaTimesDb(`unreachable-${crypto.randomUUID()}`);
    try {
      // The faster round is the later one, so it leads both by date (newest first) and by time.
      for (const [round_time, round_date] of [[612.6, '2025-06-01T12:00:00Z'], [598.8, '2025-06-02T12:00:00Z']] as const) {
        await createRound(server.app.db, roundSubmissionSchema.parse({ format: 'five_man', round_time, round_date, scroller: true, players: [{ character_name: 'Ahab', role: 'Defender' }] }), ANNOUNCEMENTS_OFF);
      }
      const stats = createScreenQueries(db, serverPages({ base: server.baseUrl, silenceMs: 10_000, foreground: createForeground() }));
      const byDate: RoundListQuery = { ...DEFAULT_ROUND_LIST_QUERY, sortBy: 'round_date', order: 'desc' };
      const answered = await stats.roundList(byDate);
      expect(answered.rows.map((row) => row.round.round_time)).toEqual([598.8, 612.6]);
      // As a first visit's page hands the worker the rows it came with (here, the fastest only).
      const { rows, total } = answered;
      stats.firstVisit({ roundTimes: { query: DEFAULT_ROUND_LIST_QUERY, page: { rows: rows.slice(0, 1), total } } });

      await stopped();
      // The device's rounds move (a copy begun afresh), so it asks the server again, which is gone.
      await db.sync.put({ key: 'state', cursor: null, altsEtag: null, lastSyncedAt: null, version: 5, roundsVersion: 5 });
      expect(await stats.roundList(byDate)).toMatchObject({ rows, total: 2, synced: true });
      // The default view, its fields written in another order, as a screen asks it.
      const { pageSize, page, ...filters } = DEFAULT_ROUND_LIST_QUERY;
      expect(await stats.roundList({ pageSize, page, ...filters })).toMatchObject({ rows: rows.slice(0, 1), total: 2, synced: true });
      expect(await stats.roundList({ ...DEFAULT_ROUND_LIST_QUERY, format: 'leech' })).toMatchObject({ rows: [], total: 0, synced: false });
    } finally {
      db.close();
      await stopped();
    }
  });
});
