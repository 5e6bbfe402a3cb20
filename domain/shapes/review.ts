import { z } from 'zod';
import { formatSchema } from '../schemas/round';
import { FILLABLE_WAVE_FIELDS } from '../roundReports';
import { ROUND_STATUSES } from '../trust';
import { KEY_TYPES } from './apiKey';
import { namedPlayerShape, rowId, timestamp, userRefShape } from './fields';

/** A report of a round, as the admins' review shows it. */
export const reviewReportShape = z.object({
  id: rowId,
  received_at: timestamp,
  submitted_by: z.string().nullable(),
  scroller: z.boolean(),
  round_time: z.number().positive(),
  waves: z.number().int().min(0),
  key_type: z.enum(KEY_TYPES),
  identified_as: userRefShape.nullable(),
  dropped: z.boolean(),
  /** This report gives the round its time. */
  shown: z.boolean(),
  /** The wave fields the shown report left out that the round takes from this one. */
  filled: z.array(z.object({ wave_number: z.number().int().min(1).max(10), field: z.enum(FILLABLE_WAVE_FIELDS) })),
});

/** A round for the admins to review, with its reports and evidence. */
export const reviewRoundShape = z.object({
  id: rowId,
  format: formatSchema,
  round_time: z.number().positive(),
  round_date: timestamp.nullable(),
  received_at: timestamp,
  status: z.enum(ROUND_STATUSES),
  review_reason: z.string().nullable(),
  /** The place it takes among its format's counted rounds, when that is a top place. */
  place: z.number().int().positive().nullable(),
  players: z.array(namedPlayerShape),
  /** Real seconds the round took, as a report said. */
  real_time: z.number().nullable(),
  /** The report an admin chose for the round to show; null while the rule chooses. */
  chosen_report_id: rowId.nullable(),
  reports: z.array(reviewReportShape),
});

/** GET /reviews answers its rounds under a `data` key, as the API's other lists do. */
export const reviewListShape = z.object({ data: z.array(reviewRoundShape) });
