import { z } from 'zod';
import { formatSchema, regionSchema, roleSchema } from '../schemas/round';
import { count } from './fields';

export const subTimeCountsShape = z.object({ total: count, per_role: z.partialRecord(roleSchema, count) });

export const formatStandingShape = z.object({
  /** Best time per role of the format; null where the player has none. */
  roles: z.partialRecord(roleSchema, z.number().nullable()),
  average_time: z.number().nullable(),
  rank: z.number().int().positive().nullable(),
  sub_time_counts: subTimeCountsShape,
});

export const leaderboardEntryShape = z.object({
  player_name: z.string(),
  region: regionSchema.nullable(),
  role_times: z.object({ five_man: formatStandingShape, leech: formatStandingShape }),
});

/** The plugin's look-up: each format asked for, then each of its roles by the plugin's key for it ('main_attacker'), with the best time or null. */
export const personalBestsShape = z.partialRecord(formatSchema, z.record(z.string(), z.object({ pb_time: z.number().nullable() })));
