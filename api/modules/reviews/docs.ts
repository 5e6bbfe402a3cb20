import { z } from 'zod';
import { reviewListShape, reviewRoundShape } from '../../../domain/shapes/review';
import { roundShape } from '../../../domain/shapes/round';
import { ok } from '../../http/openapi/answers';
import { exampleReviewRound } from '../../http/openapi/examples';
import { inData, JSON_BODY, type OperationNotes } from '../../http/openapi/notes';

/** The API document's notes on the routes in ./routes.ts. */
export const REVIEW_NOTES: OperationNotes = {
  'GET /api/v1/reviews': {
    summary: 'Rounds for the admins to review',
    description:
      'Held rounds first, oldest first: rounds a plugin token reported that would set or tie a world record or enter the top 3 of their format. Then the most recent other rounds that more than one report names. Each with its reports and evidence.',
    answer: ok(reviewListShape, { data: [exampleReviewRound] }, 'The rounds to review.'),
  },
  'POST /api/v1/rounds/:id/approve': {
    summary: 'Approve a round',
    description: 'Confirms a held or reported round. A held round then counts everywhere at once, and is announced if it is a record.',
    answer: ok(inData(z.object({ id: roundShape.shape.id, status: z.literal('confirmed') })), { data: { id: 4212, status: 'confirmed' } }, 'The round, confirmed.'),
    refusals: { 404: 'No round has this id.', 409: 'The round is confirmed or rejected already (`not_held`).' },
  },
  'POST /api/v1/rounds/:id/reject': {
    summary: 'Reject a round',
    description: 'Turns a held or reported round down, with a reason its details page then shows. It counts nowhere.',
    bodyExample: { reason: 'The team was in another world at the time.' },
    answer: ok(
      inData(z.object({ id: roundShape.shape.id, status: z.literal('rejected'), review_reason: z.string() })),
      { data: { id: 4212, status: 'rejected', review_reason: 'The team was in another world at the time.' } },
      'The round, rejected.',
    ),
    refusals: { 404: 'No round has this id.', 409: 'The round is confirmed or rejected already (`not_held`).', ...JSON_BODY },
  },
  'PUT /api/v1/rounds/:id/shown-report': {
    summary: 'Choose the report a round shows',
    description: "The round takes its time, splits and replay from this report; `null` hands the choice back to the rule (an identified report over an unidentified one, the scroller's over another's).",
    bodyExample: { report_id: 9001 },
    answer: ok(inData(reviewRoundShape), { data: exampleReviewRound }, 'The round as the review shows it now.'),
    refusals: { 404: 'No round has this id, or the round has no such report.', 409: 'The report was dropped (`report_dropped`).', ...JSON_BODY },
  },
  'POST /api/v1/rounds/:id/reports/:reportId/drop': {
    summary: "Drop one of a round's reports",
    description: 'The round is derived again from its other reports; the dropped one is kept, and shown as dropped.',
    answer: ok(inData(reviewRoundShape), { data: exampleReviewRound }, 'The round as the review shows it now.'),
    refusals: { 404: 'No round has this id, or the round has no such report.' },
  },
};
