import { roundPageShape } from '../../../domain/shapes/roundList';
import { ok } from '../../http/openapi/answers';
import { exampleRound } from '../../http/openapi/examples';
import { inData, type OperationNotes } from '../../http/openapi/notes';

/** The API document's notes on the routes in ./routes.ts. */
export const ROUND_TIMES_NOTES: OperationNotes = {
  'GET /api/v1/round-times': {
    summary: 'A page of Round Times',
    description: 'The rows, ranks and badges Round Times shows, for a device that has no copy of its own yet.',
    answer: ok(
      inData(roundPageShape),
      {
        data: {
          rows: [{ round: (({ wave_data: _splits, ...listed }) => listed)(exampleRound), rank: 3, worldRecord: false, pbNames: ['Defender Dan'], alts: { 'Defender Dan': ['Dan Alt'] } }],
          total: 1,
        },
      },
      'The page.',
    ),
  },
};
