import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ScreenQueries } from '../../domain/dataWorker';
import { entry, openScreenQueries, standing } from '../support/screenQueries';
import type { LeaderboardQuery } from '../../domain/leaderboardList/types';

const zed = entry('Zed', 'EU', standing(600, 1, 3), standing(null));
const alice = entry('alice', 'NA', standing(610, 2, 120), standing(700, 2, 0));
const bob = entry('Bob', 'NA', standing(610, 2, 5), standing(650, 1, 7));
const cara = entry('Cara', 'OTHER', standing(null), standing(720, 3, 1));
const dan = entry('Dan', 'EU', standing(650, 4, 5), standing(null));

let stats: ScreenQueries;

beforeAll(async () => {
  ({ stats } = await openScreenQueries({
    version: 2,
    alts: { Alice: ['Alicia Alt'], 'Alicia Alt': ['Alice'], bob: ['Zulu Pure'], 'Zulu Pure': ['bob'] },
    leaderboards: [
      { scope: 'all', entries: [alice, bob, cara, dan, zed], etag: '"a"' },
      {
        scope: 'EU',
        entries: [entry('Dan', 'EU', standing(650, 2, 5), standing(null)), entry('Zed', 'EU', standing(600, 1, 3), standing(null))],
        etag: '"eu"',
      },
    ],
  }));
});

const DEFAULT: LeaderboardQuery = {
  format: 'five_man',
  region: 'all',
  search: '',
  sortBy: 'average_time',
  order: 'asc',
  page: 0,
  pageSize: 25,
};
const names = async (query: Partial<LeaderboardQuery> = {}): Promise<string[]> =>
  (await stats.leaderboard({ ...DEFAULT, ...query })).rows.map((row) => row.entry.player_name);

describe('leaderboard', () => {
  it('lists the players with a time in the format, fastest average first, ties by name in any case', async () => {
    const page = await stats.leaderboard(DEFAULT);
    expect(page.rows.map((row) => [row.entry.player_name, row.standing.rank, row.standing.average_time])).toEqual([
      ['Zed', 1, 600],
      ['alice', 2, 610],
      ['Bob', 2, 610],
      ['Dan', 4, 650],
    ]);
    expect(page.total).toBe(4);
    expect(page.version).toBe(2);
    expect(await names({ format: 'leech' })).toEqual(['Bob', 'alice', 'Cara']);
  });

  it('gives the whole entry and the chosen format’s standing', async () => {
    const row = (await stats.leaderboard({ ...DEFAULT, format: 'leech', search: 'cara' })).rows[0]!;
    expect(row.entry).toEqual(cara);
    expect(row.standing).toEqual(cara.role_times.leech);
  });

  it('sorts by each column, both ways', async () => {
    expect(await names({ order: 'desc' })).toEqual(['Dan', 'Bob', 'alice', 'Zed']);
    expect(await names({ sortBy: 'rank' })).toEqual(['Zed', 'alice', 'Bob', 'Dan']);
    expect(await names({ sortBy: 'player_name' })).toEqual(['alice', 'Bob', 'Dan', 'Zed']);
    expect(await names({ sortBy: 'player_name', order: 'desc' })).toEqual(['Zed', 'Dan', 'Bob', 'alice']);
    // Equal counts (Bob, Dan) go by rank.
    expect(await names({ sortBy: 'sub_count' })).toEqual(['Zed', 'Bob', 'Dan', 'alice']);
    expect(await names({ sortBy: 'sub_count', order: 'desc' })).toEqual(['alice', 'Dan', 'Bob', 'Zed']);
  });

  it('searches the player name in any case, and the names of their alts', async () => {
    expect(await names({ search: 'A' })).toEqual(['alice', 'Dan']);
    expect(await names({ search: ' zulu ' })).toEqual(['Bob']);
    expect(await names({ search: 'z' })).toEqual(['Zed', 'Bob']);
    expect(await names({ search: 'alicia', format: 'leech' })).toEqual(['alice']);
    expect(await stats.leaderboard({ ...DEFAULT, search: 'cara' })).toMatchObject({ rows: [], total: 0 });
  });

  it('gives each row the player’s linked alts', async () => {
    const rows = (await stats.leaderboard(DEFAULT)).rows;
    expect(rows.map((row) => [row.entry.player_name, row.alts])).toEqual([
      ['Zed', []],
      ['alice', ['Alicia Alt']],
      ['Bob', ['Zulu Pure']],
      ['Dan', []],
    ]);
  });

  it('slices pages after sorting, with the total', async () => {
    expect(await names({ pageSize: 2, page: 1 })).toEqual(['Bob', 'Dan']);
    expect(await stats.leaderboard({ ...DEFAULT, pageSize: 3, page: 1 })).toMatchObject({ total: 4 });
    expect(await names({ pageSize: 'all', page: 3 })).toEqual(['Zed', 'alice', 'Bob', 'Dan']);
    expect(await names({ pageSize: 2, page: 2 })).toEqual([]);
  });

  it('reads the stored leaderboard of the chosen region', async () => {
    const page = await stats.leaderboard({ ...DEFAULT, region: 'EU' });
    expect(page.rows.map((row) => [row.entry.player_name, row.standing.rank])).toEqual([
      ['Zed', 1],
      ['Dan', 2],
    ]);
    expect(page.total).toBe(2);
  });

  it('answers an empty page for a region not stored yet', async () => {
    expect(await stats.leaderboard({ ...DEFAULT, region: 'NA' })).toEqual({ rows: [], total: 0, version: 2 });
  });
});

describe("a first visit's Leaderboard before the device has stored the board", () => {
  it('answers the default view with the rows the page came with, any other view with none, and the stored board once there', async () => {
    const { db, stats: fresh } = await openScreenQueries({ version: 1 });
    const carried = { rows: [{ entry: zed, standing: zed.role_times.five_man, alts: [] }], total: 5 };
    fresh.firstVisit({ leaderboard: { query: DEFAULT, ...carried } });
    const { pageSize, page, ...view } = DEFAULT;
    expect(await fresh.leaderboard({ pageSize, page, ...view })).toMatchObject(carried);
    expect(await fresh.leaderboard({ ...DEFAULT, sortBy: 'player_name' })).toMatchObject({ rows: [], total: 0 });
    expect(await fresh.leaderboard({ ...DEFAULT, region: 'EU' })).toMatchObject({ rows: [], total: 0 });

    await db.leaderboards.put({ scope: 'all', entries: [alice, zed], etag: '"b"' });
    await db.sync.update('state', { version: 2 });
    expect((await fresh.leaderboard(DEFAULT)).rows.map((row) => row.entry.player_name)).toEqual(['Zed', 'alice']);
  });

  it('answers the view a first visit asked for, a region searched, with the rows the page came with, and no other', async () => {
    const { stats: fresh } = await openScreenQueries({ version: 1 });
    const asked = { ...DEFAULT, region: 'EU' as const, search: 'ze', page: 1 };
    const carried = { rows: [{ entry: zed, standing: zed.role_times.five_man, alts: [] }], total: 26 };
    fresh.firstVisit({ leaderboard: { query: asked, ...carried } });
    expect(await fresh.leaderboard(asked)).toMatchObject(carried);
    expect(await fresh.leaderboard({ ...asked, page: 0 })).toMatchObject({ rows: [], total: 0 });
    expect(await fresh.leaderboard(DEFAULT)).toMatchObject({ rows: [], total: 0 });
  });
});
