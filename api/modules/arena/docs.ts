import { arenaCollisionSchema } from '../../../domain/arena';
import { ok } from '../../http/openapi/answers';
import { inData, type OperationNotes } from '../../http/openapi/notes';

/** The API document's notes on the routes in ./routes.ts. */
export const ARENA_NOTES: OperationNotes = {
  'GET /api/v1/arena': {
    summary: "The arena's collision map",
    description: 'What the replay viewer draws; null when the site has none, and the viewer draws an open floor.',
    answer: ok(inData(arenaCollisionSchema.nullable()), { data: null }, 'The map.', { etag: true }),
  },
};
