import { copyManifestShape, roundBlockShape } from '../../../domain/shapes/sync';
import { ok } from '../../http/openapi/answers';
import { inData, type OperationNotes } from '../../http/openapi/notes';

/** The API document's notes on the routes in ./routes.ts. */
export const COPY_NOTES: OperationNotes = {
  'GET /api/v1/copy': {
    summary: 'The offline copy: its blocks',
    description: 'The blocks of rounds a device copies, each at its version, and the cursor to pull changes from after them.',
    answer: ok(inData(copyManifestShape), { data: { cursor: 98231, block_size: 2000, blocks: [{ from: 0, version: 97120, rounds: 1998 }, { from: 2000, version: 98231, rounds: 2211 }] } }, 'The manifest.'),
  },
  'GET /api/v1/copy/rounds/:from': {
    summary: 'One block of the offline copy',
    description:
      'The rounds with ids from `from` up to the next block, in columns. Asked for at the `version` the manifest names, the answer never changes and may be cached for a year.',
    answer: ok(
      inData(roundBlockShape),
      {
        data: {
          names: ['Main Man', 'Second Sam'],
          ids: [4211, 1],
          formats: [0, 1],
          round_times: [612.6, 690],
          dates: [1777660200000, 86400000],
          scrollers: [1, 0],
          replays: [0, 0],
          players: [[0, 0, 1, 1], [1, 2]],
          waves: [[[1, 30, null, null, 0]], []],
        },
      },
      'The block.',
      { etag: true },
    ),
    refusals: { 404: '`from` is not a multiple of the block size.' },
  },
};
