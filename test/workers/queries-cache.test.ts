import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { round } from '../fixtures/storedRound';
import { DEFAULT_ROUND_QUERY, bumpVersion, entry, openScreenQueries, standing, team } from '../support/screenQueries';
import type { LeaderboardQuery } from '../../domain/leaderboardList/types';

const summary = async (stats: Awaited<ReturnType<typeof openScreenQueries>>['stats']) => {
  const page = await stats.roundList(DEFAULT_ROUND_QUERY);
  return {
    version: page.version,
    total: page.total,
    rows: page.rows.map((row) => ({ id: row.round.id, rank: row.rank, wr: row.worldRecord, alts: row.alts })),
  };
};

const BOARD: LeaderboardQuery = { format: 'leech', region: 'all', search: '', sortBy: 'rank', order: 'asc', page: 0, pageSize: 25 };

describe('stats caching by data version', () => {
  it('answers from the rows read at that version until the version moves', async () => {
    const { db, stats } = await openScreenQueries({ rounds: [round(1, 'leech', 660, '2026-05-01T10:00:00.000000', team('Old'))], version: 5 });
    const before = await summary(stats);
    expect(before).toEqual({ version: 5, total: 1, rows: [{ id: 1, rank: 1, wr: true, alts: {} }] });

    await db.rounds.put(round(2, 'leech', 630, '2026-05-02T10:00:00.000000', team('New')));
    await db.alts.put({ name: 'Old A', alts: ['Old Alt'] });
    expect(await summary(stats)).toEqual(before);

    await bumpVersion(db);
    expect(await summary(stats)).toEqual({
      version: 6,
      total: 2,
      rows: [
        { id: 2, rank: 1, wr: true, alts: {} },
        { id: 1, rank: 2, wr: false, alts: { 'Old A': ['Old Alt'] } },
      ],
    });
  });

  it('keeps what it derived from the rounds when only the alts or a leaderboard moved the version', async () => {
    const { db, stats } = await openScreenQueries({ rounds: [round(1, 'leech', 660, '2026-05-01T10:00:00.000000', team('Old'))], version: 5 });
    await summary(stats);

    // Written behind the cache's back: were the rounds read again, round 2 would show.
    await db.rounds.put(round(2, 'leech', 630, '2026-05-02T10:00:00.000000', team('New')));
    await db.alts.put({ name: 'Old A', alts: ['Old Alt'] });
    // An alts pull moves the data version and leaves the rounds' version where it was.
    await db.sync.put({ ...(await db.sync.get('state'))!, version: 6, roundsVersion: 5 });
    expect(await summary(stats)).toEqual({ version: 6, total: 1, rows: [{ id: 1, rank: 1, wr: true, alts: { 'Old A': ['Old Alt'] } }] });
  });

  it('drops deleted rounds after the version moves', async () => {
    const { db, stats } = await openScreenQueries({
      rounds: [round(1, 'leech', 660, null, team('One')), round(2, 'leech', 630, null, team('Two'))],
      version: 1,
    });
    expect((await summary(stats)).total).toBe(2);
    await db.rounds.delete(2);
    expect((await summary(stats)).total).toBe(2);
    await bumpVersion(db);
    expect(await summary(stats)).toEqual({ version: 2, total: 1, rows: [{ id: 1, rank: 1, wr: true, alts: {} }] });
  });

  it('reads a new leaderboard copy only after the version moves', async () => {
    const { db, stats } = await openScreenQueries({
      leaderboards: [{ scope: 'all', entries: [entry('Ann', 'EU', standing(null), standing(650, 1))], etag: null }],
      version: 1,
    });
    const names = async () => (await stats.leaderboard(BOARD)).rows.map((row) => row.entry.player_name);
    expect(await names()).toEqual(['Ann']);

    const fresh = [entry('Ann', 'EU', standing(null), standing(650, 2)), entry('Ben', 'NA', standing(null), standing(640, 1))];
    await db.leaderboards.put({ scope: 'all', entries: fresh, etag: null });
    expect(await names()).toEqual(['Ann']);
    await bumpVersion(db);
    expect(await names()).toEqual(['Ben', 'Ann']);
  });

  it('lists a region stored after an empty answer once the version moves', async () => {
    const { db, stats } = await openScreenQueries({ version: 1 });
    expect(await stats.leaderboard({ ...BOARD, region: 'EU' })).toEqual({ rows: [], total: 0, version: 1 });
    await db.leaderboards.put({ scope: 'EU', entries: [entry('Eve', 'EU', standing(null), standing(700, 1))], etag: null });
    await bumpVersion(db);
    const page = await stats.leaderboard({ ...BOARD, region: 'EU' });
    expect(page.rows.map((row) => row.entry.player_name)).toEqual(['Eve']);
    expect(page.version).toBe(2);
  });

  it('reports the data version, 0 before any sync', async () => {
    const { db, stats } = await openScreenQueries({});
    expect(await stats.dataVersion()).toBe(0);
    expect(await stats.roundList(DEFAULT_ROUND_QUERY)).toEqual({ rows: [], total: 0, version: 0, synced: false });
    await bumpVersion(db);
    expect(await stats.dataVersion()).toBe(1);
  });
});
