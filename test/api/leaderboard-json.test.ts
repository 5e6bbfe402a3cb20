import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORMATS, REGIONS, ROLES_BY_FORMAT, type Format } from '../../domain/constants';
import { buildLeaderboard, leaderboardOf, rankedEntries, type PlayerIdentity } from '../../domain/leaderboard';
import { leaderboardJson } from '../../api/modules/players/leaderboardJson';
import { leaderboardForRegion } from '../../api/modules/players/service';

const NAMES = ['Ann', 'bob', 'Cy', 'Dee', 'Eve "E"', 'Fay\\', 'Gus'];
const identities: ReadonlyMap<string, PlayerIdentity> = new Map([
  ['ann', { key: 'u:1', player_name: 'Ann', region: 'EU' }],
  ['dee', { key: 'u:2', player_name: 'Dee', region: 'NA' }],
]);

const rounds = fc.array(
  fc.constantFrom<Format>(...FORMATS).chain((format) =>
    fc.record({
      format: fc.constant(format),
      round_time: fc.constantFrom(570, 599.4, 600, 612.6, 659.4, 700.2),
      players: fc.shuffledSubarray(NAMES, { minLength: 1, maxLength: ROLES_BY_FORMAT[format].length }).map((names) => names.map((character_name, i) => ({ character_name, role: ROLES_BY_FORMAT[format][i]! }))),
    }),
  ),
  { maxLength: 25 },
);

describe('the leaderboard answer’s JSON', () => {
  it('is exactly what JSON.stringify writes, for the whole leaderboard and for each region, made twice from shared parts', () => {
    fc.assert(
      fc.property(rounds, (played) => {
        const board = leaderboardOf(buildLeaderboard(played, identities));
        for (const region of [undefined, ...REGIONS]) {
          const listed = leaderboardForRegion(board, region);
          expect(leaderboardJson(listed)).toBe(JSON.stringify(rankedEntries(listed)));
          expect(leaderboardJson(listed)).toBe(JSON.stringify(rankedEntries(listed)));
        }
      }),
      { numRuns: 200 },
    );
  });
});
