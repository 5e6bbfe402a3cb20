import { z } from 'zod';
import { leaderboardEntryShape, personalBestsShape } from '../../../domain/shapes/leaderboard';
import { ok } from '../../http/openapi/answers';
import { exampleLeaderboardEntry } from '../../http/openapi/examples';
import { inData, type OperationNotes } from '../../http/openapi/notes';

/** The API document's notes on the routes in ./routes.ts. */
export const PLAYER_NOTES: OperationNotes = {
  'GET /api/v1/players/leaderboard': {
    summary: 'The leaderboard',
    answer: ok(inData(z.array(leaderboardEntryShape)), { data: [exampleLeaderboardEntry] }, 'Every player with a round, with their best time per role and rank per format.', { etag: true }),
  },
  'GET /api/v1/players/pbs': {
    summary: "A character's personal bests",
    description: "The plugin's look-up: each format asked for, each of its roles by the plugin's key for it, with the best time or null.",
    answer: ok(personalBestsShape, { five_man: { defender: { pb_time: 612.6 }, collector: { pb_time: null } } }, 'The personal bests.'),
  },
};
