import { buildLeaderboard } from '../domain/leaderboard';
import { measure, type Measurement } from './measure';
import { syntheticIdentities, syntheticRounds, type SyntheticRound } from './synthetic';

/**
 * The leaderboard aggregation of 100k synthetic rounds: a budget of `npm run bench`, and the figure
 * `npm run load` gives for the machine's speed, so the two can be set side by side.
 */
export function measureLeaderboardAggregation(rounds: readonly SyntheticRound[] = syntheticRounds(100_000)): Promise<Measurement> {
  const identities = syntheticIdentities();
  return measure(() => buildLeaderboard(rounds, identities), 15);
}
