import { z } from 'zod';
import { roundDetailShape, roundShape, waveCheckpointShape } from '../../../domain/shapes/round';
import { fullRoundListShape, roundChangesShape } from '../../../domain/shapes/sync';
import { ok } from '../../http/openapi/answers';
import { exampleRound } from '../../http/openapi/examples';
import { inData, JSON_BODY, type OperationNotes } from '../../http/openapi/notes';

/** The API document's notes on the routes in ./routes.ts. */
export const ROUND_NOTES: OperationNotes = {
  'GET /api/v1/rounds': {
    summary: 'Every round, or the changes after a cursor',
    description:
      'Without `since`: every round by id and the cursor to pull changes from afterwards, streamed. With `since`: the rounds changed and the ids deleted after that cursor, `limit` at a time (1000 by default); `has_more` asks for the next page.',
    answer: ok(
      z.union([roundChangesShape, fullRoundListShape]),
      { data: [exampleRound], deleted: [4190], cursor: 98231, has_more: false },
      'With `since`, a page of changes (as the example); without it, `{ data, cursor }`.',
    ),
  },
  'GET /api/v1/rounds/:id': {
    summary: 'One round, with its replay',
    answer: ok(inData(roundDetailShape), { data: { ...exampleRound, replay_data: null } }, 'The round.'),
    refusals: { 404: 'No round has this id.' },
  },
  'POST /api/v1/rounds': {
    summary: 'Report or submit a round',
    description:
      "With an API key: a plugin's report, merged with teammates' reports of the same round into one; every report is kept as sent, and the round is derived from them (an identified report over an unidentified one, the scroller's over another's). A plugin token's round is dated when it arrived, or when it started (`round_started_at`) if that was within two hours; a `round_date` it sends is ignored. A plugin token's round that would set or tie a world record or enter the top 3 of its format is held for review: kept and answered 201, but counted nowhere until an admin or a second identified teammate confirms it. `round_time` must be 5 minutes to an hour. Signed in as an admin, or with an admin's API key: a round entered by hand, dated as sent, confirmed at once.",
    bodyExample: {
      format: 'five_man',
      round_time: 612.6,
      round_date: '2026-05-01T18:30:00.000Z',
      scroller: true,
      players: exampleRound.players,
      wave_data: [{ wave_number: 1, wave_time: 30 }],
    },
    answer: ok(z.object({ id: roundShape.shape.id }), { id: 4211 }, 'The round the report made or joined.', { status: 201 }),
    refusals: { 413: 'The body is larger than the largest real report, a replay of an hour-long round (13.75 MB).', 415: JSON_BODY[415] },
  },
  'DELETE /api/v1/rounds/:id': {
    summary: 'Delete a round',
    answer: ok(z.object({ id: roundShape.shape.id }), { id: 4211 }, 'The round deleted.'),
    refusals: { 404: 'No round has this id.' },
  },
  'GET /api/v1/rounds/:id/checkpoints': {
    summary: "A round's live checkpoints",
    description: "Each wave's QS as the scroller's plugin sent it while the round was played; empty when it was not played live. The round's own answer carries them too, with its replay.",
    answer: ok(inData(z.array(waveCheckpointShape)), { data: [{ wave_number: 2, qs_time: 4 }, { wave_number: 3, qs_time: 5 }] }, 'The checkpoints, by wave.'),
  },
};
