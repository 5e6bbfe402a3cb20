import { z } from 'zod';
import { formatSchema } from '../schemas/round';
import { namedPlayerShape, rowId, timestamp } from './fields';

/** A QS checkpoint of a live round, as the scroller's plugin sent it at the start of a wave. */
export const liveCheckpointShape = z.object({
  wave_number: z.number().int(),
  qs_time: z.number().int(),
  good_premove: z.boolean(),
  x_qs_spawn: z.number().int().nullable(),
  y_qs_spawn: z.number().int().nullable(),
  received_at: timestamp,
});

/** A round being played, or finished within the last minute (GET /live). */
export const liveRoundShape = z.object({
  id: rowId,
  format: formatSchema,
  players: z.array(namedPlayerShape),
  reporter: z.string(),
  round_started_at: timestamp,
  state: z.enum(['live', 'finished']),
  round_id: rowId.nullable(),
  round_time: z.number().positive().nullable(),
  finished_at: timestamp.nullable(),
  checkpoints: z.array(liveCheckpointShape),
});

export const liveListShape = z.object({ data: z.array(liveRoundShape) });
