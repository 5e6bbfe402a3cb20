import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Format } from '../../domain/constants';
import { rankIn } from '../../domain/rank';
import { indexRounds, moveRoundsOn, type RankableRound } from '../../api/readModel/rounds/roundsAt';

const byId = (rounds: Iterable<RankableRound>) => [...rounds].sort((a, b) => a.id - b.id);

describe('the rounds in memory moved on to a new version', () => {
  const round = (id: number) => fc.record({ id: fc.constant(id), format: fc.constantFrom<Format>('five_man', 'leech'), round_time: fc.constantFrom(590.4, 600, 612.6, 655.2) });
  // Ids over several of the chunks rounds are kept in (256 ids each), so changes land in some and not in others.
  const anId = fc.integer({ min: 0, max: 1500 });
  const someIds = fc.uniqueArray(anId, { maxLength: 40 });
  const roundsOf = (ids: number[]) => fc.tuple(...ids.map(round));

  it('holds, in id order, and ranks exactly the rounds a version built afresh from the same rounds does, and leaves the version before as it was', () => {
    fc.assert(
      fc.property(
        someIds.chain(roundsOf),
        someIds.chain(roundsOf),
        fc.uniqueArray(anId, { maxLength: 10 }),
        (start, changed, deletedIds) => {
          const deleted = deletedIds.filter((id) => !changed.some((r) => r.id === id));
          const before = indexRounds(start);
          const moved = moveRoundsOn(before, changed, deleted);

          const now = new Map(start.map((r) => [r.id, r]));
          for (const r of changed) now.set(r.id, r);
          for (const id of deleted) now.delete(id);
          const afresh = indexRounds([...now.values()]);

          expect([...moved.rounds.values()]).toEqual(byId(now.values()));
          expect(moved.rounds.size).toBe(now.size);
          expect(moved.ranks).toEqual(afresh.ranks);
          for (const r of now.values()) expect(rankIn(moved.ranks, r)).toBe(rankIn(afresh.ranks, r));
          expect([...before.rounds.values()]).toEqual(byId(start));
          expect(before.ranks).toEqual(indexRounds(start).ranks);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('finds each round by its id, and a deleted one no longer', () => {
    const before = indexRounds([
      { id: 1, format: 'five_man' as Format, round_time: 600 },
      { id: 2, format: 'leech' as Format, round_time: 655.2 },
    ]);
    const moved = moveRoundsOn(before, [{ id: 3, format: 'five_man', round_time: 590.4 }], [2]);
    expect(moved.rounds.get(3)).toEqual({ id: 3, format: 'five_man', round_time: 590.4 });
    expect(moved.rounds.get(2)).toBeUndefined();
    expect(before.rounds.get(2)).toEqual({ id: 2, format: 'leech', round_time: 655.2 });
    expect(rankIn(moved.ranks, { format: 'five_man', round_time: 600 })).toBe(2);
  });

  it('refuses an id that is not a whole number from 0 to 2^32, and changes nothing', () => {
    const before = indexRounds([{ id: 1, format: 'five_man' as Format, round_time: 600 }]);
    for (const id of [-1, 1.5, 2 ** 32, Number.NaN]) {
      expect(() => moveRoundsOn(before, [{ id, format: 'five_man', round_time: 590.4 }], [])).toThrow(`A round id must be a whole number from 0 to 2^32, not ${id}`);
    }
    expect([...before.rounds.values()]).toEqual([{ id: 1, format: 'five_man', round_time: 600 }]);
  });
});
