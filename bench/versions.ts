import { leaderboardAnswer } from '../api/modules/players/leaderboardAnswer';
import { indexRounds, moveRoundsOn } from '../api/readModel/rounds/roundsAt';
import { moveTallyOn, tallyLeaderboard } from '../domain/leaderboardTally';
import { measure, type Measurement } from './measure';
import { syntheticIdentities, syntheticRounds } from './synthetic';

/** Versions made before the timed ones, each with a round of its own. */
const WARM_UP = 10;

/** `rounds` synthetic rounds with ids, and the rounds after them that the versions add one by one. */
function roundsWithIds(rounds: number, runs: number) {
  return syntheticRounds(rounds + WARM_UP + runs).map((round, index) => ({ ...round, id: index + 1 }));
}

/**
 * What the server does for each new version of the data before anything is asked for: the rounds in
 * memory and their times by format moved on by one new round.
 */
export function measureRoundListVersion(rounds = 100_000, runs = 200): Promise<Measurement> {
  const synthetic = roundsWithIds(rounds, runs);
  let current = indexRounds(synthetic.slice(0, rounds));
  let next = rounds;
  return measure(() => {
    current = moveRoundsOn(current, [synthetic[next++]!], []);
    return current;
  }, runs, WARM_UP);
}

/**
 * What the server does for each new version of the data when the leaderboard is asked for: one new
 * round moves the tally on and the answer is written anew. Each upload of a clan's session makes a
 * version, so this is paid many times a second after one.
 */
export function measureLeaderboardVersion(rounds = 100_000, runs = 200): Promise<Measurement> {
  const synthetic = roundsWithIds(rounds, runs);
  const current = new Map(synthetic.slice(0, rounds).map((round) => [round.id, round]));
  let tally = tallyLeaderboard(current, syntheticIdentities());
  let next = rounds;
  return measure(() => {
    const round = synthetic[next++]!;
    current.set(round.id, round);
    tally = moveTallyOn(tally, current, [round.id]);
    return leaderboardAnswer(tally.leaderboard);
  }, runs, WARM_UP);
}
