import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORMATS, REGIONS, ROLES_BY_FORMAT, type Format } from '../../domain/constants';
import { buildLeaderboard, leaderboardOf, rankedEntries, type PlayerIdentity } from '../../domain/leaderboard';
import { leaderboardAnswer } from '../../api/modules/players/leaderboardAnswer';
import { filterLeaderboardByRegion } from '../../api/modules/players/services/filterLeaderboardByRegion';

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

const boardOf = (played: Parameters<typeof buildLeaderboard>[0]) => leaderboardOf(buildLeaderboard(played, identities));
/** The answer's bytes as a client that asks for no compression gets them. */
const bytesOf = (answer: ReturnType<typeof leaderboardAnswer>) => answer.encoded('identity');

describe('the leaderboard answer', () => {
  it('is exactly what JSON.stringify writes, for the whole leaderboard and for each region, made twice from shared parts', async () => {
    await fc.assert(
      fc.asyncProperty(rounds, async (played) => {
        const board = boardOf(played);
        for (const region of [undefined, ...REGIONS]) {
          const listed = filterLeaderboardByRegion(board, region);
          const expected = JSON.stringify({ status: 'ok', data: { data: rankedEntries(listed) } });
          expect((await bytesOf(leaderboardAnswer(listed))).toString()).toBe(expected);
          expect((await bytesOf(leaderboardAnswer(listed))).toString()).toBe(expected);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('has the same ETag as another answer exactly when their bytes are the same', async () => {
    await fc.assert(
      fc.asyncProperty(rounds, fc.nat(), fc.constantFrom(undefined, ...REGIONS), async (played, cut, region) => {
        const board = boardOf(played);
        const listed = filterLeaderboardByRegion(board, region);
        const whole = leaderboardAnswer(listed);
        // The same rounds, or fewer, gathered afresh: other entry objects, so nothing is shared but the content.
        const again = leaderboardAnswer(filterLeaderboardByRegion(boardOf(played.slice(0, played.length - (cut % 3))), region));
        expect(whole.etag === again.etag).toBe((await bytesOf(whole)).equals(await bytesOf(again)));
        // The same entries ranked among everyone instead of their region: only ranks can differ.
        const amongEveryone = leaderboardAnswer({ entries: listed.entries, averages: board.averages });
        expect(amongEveryone.etag === whole.etag).toBe((await bytesOf(amongEveryone)).equals(await bytesOf(whole)));
      }),
      { numRuns: 300 },
    );
  });
});
