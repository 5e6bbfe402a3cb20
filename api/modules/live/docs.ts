import { z } from 'zod';
import { liveListShape, liveRoundShape } from '../../../domain/shapes/live';
import { ok } from '../../http/openapi/answers';
import { exampleLiveRound, exampleRound } from '../../http/openapi/examples';
import { inData, JSON_BODY, type OperationNotes } from '../../http/openapi/notes';

/** The API document's notes on the routes in ./routes.ts. */
export const LIVE_NOTES: OperationNotes = {
  'POST /api/v1/run-sessions/checkpoints': {
    summary: "A live round's QS checkpoint",
    description:
      "The scroller's plugin sends one at the start of each wave 2 to 10: the first QS attempt with a good premove and at least 4 ticks. A live round is one team with one `round_started_at`; it is finished by the round's upload, and abandoned after 15 minutes without a checkpoint or upload. 201 the first time a (live round, wave) arrives, 200 for the same one again: nothing is stored twice.",
    bodyExample: {
      format: 'five_man',
      players: exampleRound.players.map(({ character_name, role }) => ({ character_name, role })),
      reporter: exampleRound.players[0]!.character_name,
      scroller: true,
      // A start the route accepts when the document is built: within the last two hours.
      round_started_at: new Date(Date.now() - 90_000).toISOString(),
      wave_number: 2,
      qs_time: 4,
      good_premove: true,
      x_qs_spawn: 12,
      y_qs_spawn: 30,
    },
    answer: ok(inData(z.object({ live_round_id: liveRoundShape.shape.id, wave_number: z.number().int() })), { data: { live_round_id: 311, wave_number: 2 } }, 'The live round the checkpoint is of.', { status: [200, 201] }),
    refusals: JSON_BODY,
  },
  'GET /api/v1/live': {
    summary: 'Rounds being played now',
    description: 'Live rounds, newest start first, each with its checkpoints; a round finished within the last minute stays, with its round id and time. Each checkpoint and each finish moves the change stream (GET /api/v1/events).',
    answer: ok(liveListShape, { data: [exampleLiveRound] }, 'The live rounds.'),
  },
};
