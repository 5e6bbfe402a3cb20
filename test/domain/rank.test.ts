import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Format } from '../../domain/constants';
import { compareRoundDates, compareRoundsByTime, movedRankIndex, rankIn, rankIndexOf, rankRounds } from '../../domain/rank';

interface TestRound {
  id: number;
  format: Format;
  round_time: number;
  round_date: string | null;
}

const round = (id: number, round_time: number, round_date: string | null = null, format: Format = 'five_man'): TestRound => ({
  id,
  format,
  round_time,
  round_date,
});

describe('compareRoundsByTime', () => {
  it('lists faster rounds first', () => {
    expect(compareRoundsByTime(round(2, 600), round(1, 600.6))).toBeLessThan(0);
    expect(compareRoundsByTime(round(1, 600.6), round(2, 600))).toBeGreaterThan(0);
  });

  it('lists the earlier of equal times first, whatever the ids', () => {
    const early = round(9, 600, '2024-01-01T00:00:00.000000');
    const late = round(1, 600, '2024-01-01T00:00:00.500000');
    expect(compareRoundsByTime(early, late)).toBeLessThan(0);
    expect(compareRoundsByTime(late, early)).toBeGreaterThan(0);
  });

  it('lists an unknown date after any known one', () => {
    const dated = round(9, 600, '2030-01-01T00:00:00.000000');
    const undated = round(1, 600, null);
    expect(compareRoundsByTime(undated, dated)).toBeGreaterThan(0);
    expect(compareRoundsByTime(dated, undated)).toBeLessThan(0);
  });

  it('falls back to the lower id', () => {
    expect(compareRoundsByTime(round(1, 600, null), round(2, 600, null))).toBeLessThan(0);
    expect(compareRoundsByTime(round(3, 600, '2024-01-01T00:00:00.000000'), round(2, 600, '2024-01-01T00:00:00.000000'))).toBeGreaterThan(0);
    expect(compareRoundsByTime(round(4, 600, null), round(4, 600, null))).toBe(0);
  });

  it('sorts a list into the full order', () => {
    const rounds = [
      round(1, 601.2, '2024-01-01T00:00:00.000000'),
      round(2, 600, null),
      round(3, 600, '2024-02-01T00:00:00.000000'),
      round(4, 600, '2024-01-15T00:00:00.000000'),
      round(5, 600, null),
      round(6, 599.4, '2025-01-01T00:00:00.000000'),
    ];
    expect([...rounds].sort(compareRoundsByTime).map((r) => r.id)).toEqual([6, 4, 3, 2, 5, 1]);
  });
});

describe('rankRounds', () => {
  it('ranks by time within each format, sharing ranks on ties', () => {
    const ranks = rankRounds([
      round(1, 610.2),
      round(2, 600),
      round(3, 600),
      round(4, 605.4),
      round(5, 700, null, 'leech'),
      round(6, 650.4, null, 'leech'),
    ]);
    expect([...ranks]).toEqual([4, 1, 1, 3, 2, 1]);
  });

  it('gives no ranks for no rounds', () => {
    expect(rankRounds([])).toHaveLength(0);
  });

  it('matches a direct count of faster rounds on a larger list', () => {
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const rounds = Array.from({ length: 400 }, (_, i) =>
      round(i + 1, Math.round(950 + next() * 80) * 0.6, null, next() < 0.5 ? 'five_man' : 'leech'),
    );
    const ranks = rankRounds(rounds);
    rounds.forEach((r, index) => {
      const faster = rounds.filter((o) => o.format === r.format && o.round_time < r.round_time).length;
      expect(ranks[index]).toBe(1 + faster);
    });
  });
});

describe('compareRoundDates', () => {
  it('orders dates chronologically with unknown dates last', () => {
    const dates = ['2026-05-02T10:00:00.000000', null, '2025-12-31T23:59:59.000000', '2026-05-01T10:00:00.000000', null];
    expect([...dates].sort(compareRoundDates)).toEqual([
      '2025-12-31T23:59:59.000000',
      '2026-05-01T10:00:00.000000',
      '2026-05-02T10:00:00.000000',
      null,
      null,
    ]);
    expect(compareRoundDates('2026-05-01T10:00:00.000000', '2026-05-01T10:00:00.000000')).toBe(0);
  });
});

describe('the rank index moved by changed rounds', () => {
  const round = fc.record({ format: fc.constantFrom<Format>('five_man', 'leech'), round_time: fc.constantFrom(590.4, 600, 612.6, 655.2, 660, 700.8) });

  it('ranks every round as an index built afresh from the same rounds does', () => {
    fc.assert(
      fc.property(fc.array(round, { maxLength: 30 }), fc.array(fc.nat(), { maxLength: 10 }), fc.array(round, { maxLength: 10 }), (start, removals, additions) => {
        const kept = [...start];
        const removed = removals.flatMap((at) => (kept.length > 0 ? kept.splice(at % kept.length, 1) : []));
        const now = [...kept, ...additions];
        const moved = movedRankIndex(rankIndexOf(start), removed, additions);
        expect(moved).toEqual(rankIndexOf(now));
        for (const r of now) expect(rankIn(moved, r)).toBe(1 + now.filter((o) => o.format === r.format && o.round_time < r.round_time).length);
      }),
      { numRuns: 300 },
    );
  });

  it('leaves the index it was moved from as it was', () => {
    const index = rankIndexOf([{ format: 'five_man', round_time: 600 }]);
    movedRankIndex(index, [{ format: 'five_man', round_time: 600 }], [{ format: 'five_man', round_time: 590.4 }]);
    expect(Array.from(index.five_man)).toEqual([600]);
  });
});
