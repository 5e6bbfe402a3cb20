import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RoundListPage, ScreenQueries } from '../../domain/dataWorker';
import type { RoundListQuery } from '../../domain/roundList/types';
import { round } from '../fixtures/storedRound';
import { DEFAULT_ROUND_QUERY, openScreenQueries } from '../support/screenQueries';

/*
 * five_man: 3 and 1 tie at 600 (rank 1, 3 is earlier), 2 is rank 3, 4 is rank 4 (same team as 1, slower).
 * leech: 5 rank 1, 6 rank 2 (Quinn's only round), 7 rank 3 (same team as 5, slower).
 */
const rounds = [
  round(1, 'five_man', 600, '2026-05-01T10:00:00.000000', [
    ['Eve', 'Defender'],
    ['Cara', 'Healer'],
    ['Alice', 'Main Attacker'],
    ['Dan', 'Collector'],
    ['Bob', '2nd Attacker'],
  ]),
  round(2, 'five_man', 612.6, '2026-05-03T10:00:00.000000', [
    ['Alice', 'Main Attacker'],
    ['Bob', 'Healer'],
    ['Finn', '2nd Attacker'],
    ['Gus', 'Collector'],
    ['Hal', 'Defender'],
  ]),
  round(3, 'five_man', 600, '2026-04-20T10:00:00.000000', [
    ['Ivy', 'Main Attacker'],
    ['Jo', '2nd Attacker'],
    ['Kim', 'Healer'],
    ['Lee', 'Collector'],
    ['Max', 'Defender'],
  ]),
  round(4, 'five_man', 650.4, null, [
    ['ALICE', 'Main Attacker'],
    ['Bob', '2nd Attacker'],
    ['Cara', 'Healer'],
    ['Dan', 'Collector'],
    ['Eve', 'Defender'],
  ]),
  round(5, 'leech', 630, '2026-05-02T10:00:00.000000', [
    ['Alice', 'Attacker'],
    ['Nia', 'Collector'],
    ['Oz', 'Healer'],
    ['Pat', 'Defender'],
  ]),
  round(6, 'leech', 660.6, '2026-05-04T10:00:00.000000', [
    ['Pat', 'Defender'],
    ['Oz', 'Healer'],
    ['Nia', 'Collector'],
    ['Quinn', 'Attacker'],
  ]),
  round(7, 'leech', 700.2, '2026-04-01T10:00:00.000000', [
    ['Alice', 'Attacker'],
    ['Nia', 'Collector'],
    ['Oz', 'Healer'],
    ['Pat', 'Defender'],
  ]),
];

const alts = {
  Alice: ['Alicia Alt'],
  'Alicia Alt': ['Alice'],
  quinn: ['Quinn Pure'],
  'Quinn Pure': ['quinn'],
};

let stats: ScreenQueries;

beforeAll(async () => {
  ({ stats } = await openScreenQueries({ rounds, alts, version: 3 }));
});

const list = (query: Partial<RoundListQuery> = {}): Promise<RoundListPage> =>
  stats.roundList({ ...DEFAULT_ROUND_QUERY, ...query });
const ids = async (query: Partial<RoundListQuery> = {}): Promise<number[]> =>
  (await list(query)).rows.map((row) => row.round.id);

describe('round list order', () => {
  it('sorts by rank by default, interleaving the formats: rank 1s, then 2s…, equal ranks by time then date', async () => {
    const page = await list();
    expect(page.rows.map((row) => [row.round.id, row.rank])).toEqual([
      [3, 1],
      [1, 1],
      [5, 1],
      [6, 2],
      [2, 3],
      [7, 3],
      [4, 4],
    ]);
    expect(page.total).toBe(7);
    expect(page.version).toBe(3);
  });

  it('reverses the rank order for descending', async () => {
    expect(await ids({ order: 'desc' })).toEqual([4, 7, 2, 6, 5, 1, 3]);
  });

  it('sorts by date with unknown dates last, and reverses it', async () => {
    expect(await ids({ sortBy: 'round_date' })).toEqual([7, 3, 1, 5, 2, 6, 4]);
    expect(await ids({ sortBy: 'round_date', order: 'desc' })).toEqual([4, 6, 2, 5, 1, 3, 7]);
  });

  it('sorts by format, then rank, and reverses it', async () => {
    expect(await ids({ sortBy: 'format' })).toEqual([3, 1, 2, 4, 5, 6, 7]);
    expect(await ids({ sortBy: 'format', order: 'desc' })).toEqual([7, 6, 5, 4, 2, 1, 3]);
  });
});

describe('round list filters', () => {
  it('keeps one format, with its ranks', async () => {
    const page = await list({ format: 'leech' });
    expect(page.rows.map((row) => [row.round.id, row.rank])).toEqual([
      [5, 1],
      [6, 2],
      [7, 3],
    ]);
    expect(page.total).toBe(3);
    expect(await ids({ format: 'five_man', sortBy: 'round_date', order: 'desc' })).toEqual([4, 2, 1, 3]);
  });

  it('searches any player name, in any case, by substring, ignoring spaces around the query', async () => {
    expect(await ids({ search: 'ali' })).toEqual([1, 5, 2, 7, 4]);
    expect(await ids({ search: 'NIA' })).toEqual([5, 6, 7]);
    expect(await ids({ search: ' eVe ' })).toEqual([1, 4]);
    expect(await ids({ search: 'ui' })).toEqual([6]);
    expect(await list({ search: 'nobody' })).toMatchObject({ rows: [], total: 0 });
  });

  it('ranks a filtered round among every round of its format', async () => {
    const page = await list({ search: 'finn' });
    expect(page.rows.map((row) => [row.round.id, row.rank, row.round.rank])).toEqual([[2, 3, 3]]);
    expect(page.total).toBe(1);
  });

  it('keeps, for PBs Only, the rounds where some player is on their best for name, format and role', async () => {
    expect(await ids({ pbsOnly: true })).toEqual([3, 1, 5, 6, 2]);
    expect(await ids({ pbsOnly: true, format: 'leech', search: 'quinn' })).toEqual([6]);
    expect(await ids({ pbsOnly: true, search: 'alicE' })).toEqual([1, 5, 2]);
  });
});

describe('round rows', () => {
  it('lists the players in role order with their PB badges', async () => {
    const rows = (await list()).rows;
    const row = (id: number) => rows.find((r) => r.round.id === id)!;
    expect(row(1).round.players.map((p) => [p.character_name, p.role])).toEqual([
      ['Alice', 'Main Attacker'],
      ['Bob', '2nd Attacker'],
      ['Cara', 'Healer'],
      ['Dan', 'Collector'],
      ['Eve', 'Defender'],
    ]);
    expect(row(1).pbNames).toEqual(['Alice', 'Bob', 'Cara', 'Dan', 'Eve']);
    // Bob is on his Healer best here; Alice's Main Attacker best is round 1's 600.
    expect(row(2).pbNames).toEqual(['Finn', 'Bob', 'Gus', 'Hal']);
    expect(row(4).pbNames).toEqual([]);
    expect(row(6).round.players.map((p) => p.character_name)).toEqual(['Quinn', 'Nia', 'Oz', 'Pat']);
    expect(row(6).pbNames).toEqual(['Quinn']);
    expect(row(7).pbNames).toEqual([]);
  });

  it('marks the fastest time of each format as the world record, ties included', async () => {
    const rows = (await list()).rows;
    expect(rows.filter((row) => row.worldRecord).map((row) => row.round.id)).toEqual([3, 1, 5]);
  });

  it('gives the linked alts of each player that has any, whatever the case of the name', async () => {
    const rows = (await list({ pageSize: 'all' })).rows;
    const altsOf = (id: number) => rows.find((r) => r.round.id === id)!.alts;
    expect(altsOf(1)).toEqual({ Alice: ['Alicia Alt'] });
    expect(altsOf(4)).toEqual({ ALICE: ['Alicia Alt'] });
    expect(altsOf(6)).toEqual({ Quinn: ['Quinn Pure'] });
    expect(altsOf(3)).toEqual({});
  });

  it('carries the stored round fields and no suspicious reasons outside the admin view', async () => {
    const row = (await list({ search: 'kim' })).rows[0]!;
    expect(row.round).toMatchObject({ id: 3, format: 'five_man', round_time: 600, round_date: '2026-04-20T10:00:00.000000', scroller: true });
    expect(row).not.toHaveProperty('suspicious');
  });
});

describe('round list pages', () => {
  it('slices a page after filtering and sorting, with the filtered total', async () => {
    expect(await list({ pageSize: 3 })).toMatchObject({ total: 7 });
    expect(await ids({ pageSize: 3, page: 0 })).toEqual([3, 1, 5]);
    expect(await ids({ pageSize: 3, page: 1 })).toEqual([6, 2, 7]);
    expect(await ids({ pageSize: 3, page: 2 })).toEqual([4]);
    expect(await list({ pageSize: 3, page: 3 })).toMatchObject({ rows: [], total: 7 });
    expect(await ids({ pageSize: 2, page: 1, search: 'ali' })).toEqual([2, 7]);
    expect(await list({ pageSize: 2, page: 1, search: 'ali' })).toMatchObject({ total: 5 });
    expect(await ids({ pageSize: 2, page: 1, order: 'desc' })).toEqual([2, 6]);
  });

  it("lists every row for 'all', ignoring the page", async () => {
    expect(await ids({ pageSize: 'all', page: 4 })).toEqual([3, 1, 5, 6, 2, 7, 4]);
    expect(await list({ pageSize: 'all', format: 'leech' })).toMatchObject({ total: 3 });
  });
});
