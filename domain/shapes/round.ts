import { z } from 'zod';
import { ROUND_STATUSES } from '../trust';
import { formatSchema, roleSchema } from '../schemas/round';
import { rowId, seconds, timestamp } from './fields';

/*
 * A round as it is stored and served. The domain's types of it are inferred from these, so each
 * field is written here once.
 */

export const roundPlayerShape = z.object({ character_name: z.string(), role: roleSchema });

const optionalSplit = z.number().nullable().optional();
/** One wave's split as stored and served; the optional fields are what the plugin may send. */
export const waveEntryShape = z.object({
  wave_number: z.number().int().min(1).max(10),
  wave_time: seconds,
  qs_time: z.number().int().nullable(),
  /** true, false, or null when unknown. */
  good_premove: z.boolean().nullable(),
  reset: z.boolean(),
  reset_wave_time: optionalSplit,
  reset_qs_time: optionalSplit,
  x_qs_spawn: optionalSplit,
  y_qs_spawn: optionalSplit,
  ranger_death_time: optionalSplit,
  fighter_death_time: optionalSplit,
  runner_death_time: optionalSplit,
  healer_death_time: optionalSplit,
  queen_spawn_time: optionalSplit,
});

/** A round as lists show it (replay data is fetched with the round alone). */
export const roundShape = z.object({
  id: rowId,
  format: formatSchema,
  round_time: z.number().positive(),
  /** UTC, ISO 8601 without a zone suffix, or null when unknown. */
  round_date: timestamp.nullable(),
  rank: z.number().int().positive(),
  scroller: z.boolean(),
  has_replay: z.boolean(),
  players: z.array(roundPlayerShape),
  wave_data: z.array(waveEntryShape),
  /** When the round started by the reporter's clock (UTC, as round_date); left out when no report said. */
  round_started_at: timestamp.optional(),
  /** Seconds from the round's start to its end by the clock, loading between waves included; left out when unknown. */
  elapsed_real_time: z.number().min(0).optional(),
});

export const replayEntityShape = z.object({ x: z.number().int(), y: z.number().int(), type: z.string(), id: z.string().optional() });
/** wave number → tick → entities. */
export const replayDataShape = z.record(z.string(), z.record(z.string(), z.array(replayEntityShape)));

/** The QS the scroller's plugin sent at the start of one wave while the round was played. */
export const waveCheckpointShape = z.object({ wave_number: z.number().int(), qs_time: z.number().int() });

export const roundDetailShape = roundShape.extend({
  replay_data: replayDataShape.nullable(),
  /** Sent by the API, which alone answers for held and rejected rounds; a round on the device has none. */
  status: z.enum(ROUND_STATUSES).optional(),
  /** Why an admin rejected it. */
  review_reason: z.string().nullable().optional(),
  /** The QS checkpoints the scroller's plugin sent while the round was played; empty when it was not played live. */
  live_checkpoints: z.array(waveCheckpointShape).optional(),
});

