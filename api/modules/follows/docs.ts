import { z } from 'zod';
import { followShape } from '../../../domain/shapes/account';
import { ok } from '../../http/openapi/answers';
import { inData, JSON_BODY, type OperationNotes } from '../../http/openapi/notes';

const example = { character_name: 'Dan Alt', player_name: 'Defender Dan' };

/** The API document's notes on the routes in ./routes.ts. */
export const FOLLOW_NOTES: OperationNotes = {
  'GET /api/v1/follows': {
    summary: 'The players you follow',
    description: "The signed-in user's followed players, by name, each once: a character linked to a user stands for that user's player, named after the main account as on the Leaderboard.",
    answer: ok(inData(z.array(followShape)), { data: [example] }, 'The followed players.'),
  },
  'POST /api/v1/follows': {
    summary: 'Follow a player',
    description: 'Follows the player the character stands for (a linked character: its user, with every alt).',
    bodyExample: { character_name: 'Dan Alt' },
    answer: ok(inData(followShape), { data: example }, '201 for a new follow; 200 when the player was already followed, by this or another of their characters.', { status: [201, 200] }),
    refusals: { 400: 'Already following 500 players (`too_many_follows`).', ...JSON_BODY },
  },
  'DELETE /api/v1/follows/:name': {
    summary: 'Unfollow a player',
    description: 'Stops following the player the character stands for, whichever of their characters was followed.',
    answer: ok(inData(followShape), { data: example }, 'The player no longer followed.'),
    refusals: { 404: 'The player is not followed.' },
  },
};
