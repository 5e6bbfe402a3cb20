import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORMATS, ROLES_BY_FORMAT, type Format } from '../../domain/constants';
import { buildLeaderboard, rankedEntries, type PlayerIdentity } from '../../domain/leaderboard';
import { moveTallyOn, tallyLeaderboard, type TalliedRound } from '../../domain/leaderboardTally';

// Few names, in several spellings, so rounds share players and a player's first spelling matters.
const NAMES = ['Ann', 'ANN', 'bob', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'];
// Around both formats' sub-time thresholds (600 and 660 s), with ties.
const TIMES = [590.4, 600, 600, 612.6, 655.2, 660, 700.8];

/**
 * Ann and Cy are one user's two characters; Dee has a user of her own; Hal's user goes by Bob, as
 * the unlinked character bob does, so two players share a name; everyone else is unlinked.
 */
const identities: ReadonlyMap<string, PlayerIdentity> = new Map([
  ['ann', { key: 'u:1', player_name: 'Ann', region: 'EU' }],
  ['cy', { key: 'u:1', player_name: 'Ann', region: 'EU' }],
  ['dee', { key: 'u:2', player_name: 'Dee', region: null }],
  ['hal', { key: 'u:3', player_name: 'Bob', region: 'NA' }],
]);

const roundArbitrary = (id: number) =>
  fc.constantFrom<Format>(...FORMATS).chain((format) =>
    fc.record({
      id: fc.constant(id),
      format: fc.constant(format),
      round_time: fc.constantFrom(...TIMES),
      players: fc.shuffledSubarray(NAMES, { minLength: 1, maxLength: ROLES_BY_FORMAT[format].length }).map((names) => names.map((character_name, i) => ({ character_name, role: ROLES_BY_FORMAT[format][i]! }))),
    }),
  );

/** A change to one of the first twelve round ids: a new or edited round, or its deletion. */
const changeArbitrary = fc.integer({ min: 1, max: 12 }).chain((id) => fc.oneof(roundArbitrary(id), fc.constant({ id, deleted: true as const })));

const fromScratch = (rounds: ReadonlyMap<number, TalliedRound>) => buildLeaderboard([...rounds.values()].sort((a, b) => a.id - b.id), identities);

describe('a leaderboard kept up to date round by round', () => {
  it('is, after any changes, exactly the leaderboard worked out whole from the same rounds', () => {
    fc.assert(
      fc.property(fc.array(fc.array(changeArbitrary, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 12 }), (batches) => {
        let rounds = new Map<number, TalliedRound>();
        let tally = tallyLeaderboard(rounds, identities);
        for (const batch of batches) {
          const next = new Map(rounds);
          for (const change of batch) {
            if ('deleted' in change) next.delete(change.id);
            else next.set(change.id, change);
          }
          tally = moveTallyOn(tally, next, batch.map((change) => change.id));
          rounds = next;
          expect(rankedEntries(tally.leaderboard)).toEqual(fromScratch(rounds));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('leaves the leaderboard it moved on from as it was, for the answers still being written from it', () => {
    const round = (id: number, name: string, round_time: number): TalliedRound => ({ id, format: 'five_man', round_time, players: [{ character_name: name, role: 'Defender' }] });
    const rounds = new Map([
      [1, round(1, 'Eve', 612.6)],
      [2, round(2, 'Gus', 655.2)],
    ]);
    const tally = tallyLeaderboard(rounds, identities);
    const before = tally.leaderboard;
    const ranked = rankedEntries(before);

    const next = new Map([...rounds, [3, round(3, 'Fay', 590.4)], [2, round(2, 'Gus', 600)]]);
    const moved = moveTallyOn(tally, next, [2, 3]);

    expect(rankedEntries(before)).toEqual(ranked);
    expect(rankedEntries(moved.leaderboard).map((e) => [e.player_name, e.role_times.five_man.rank])).toEqual([
      ['Eve', 3],
      ['Fay', 1],
      ['Gus', 2],
    ]);
  });

  it('names an unlinked player by their earliest round’s spelling, and renames them when that round goes', () => {
    const round = (id: number, name: string): TalliedRound => ({ id, format: 'five_man', round_time: 612.6, players: [{ character_name: name, role: 'Defender' }] });
    const rounds = new Map([
      [1, round(1, 'BOB')],
      [2, round(2, 'Bob')],
    ]);
    const tally = tallyLeaderboard(rounds, identities);
    expect(tally.leaderboard.entries.map((e) => e.player_name)).toEqual(['BOB']);

    const without = new Map([[2, rounds.get(2)!]]);
    expect(moveTallyOn(tally, without, [1]).leaderboard.entries.map((e) => e.player_name)).toEqual(['Bob']);
  });
});
