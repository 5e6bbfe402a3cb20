import { z } from 'zod';
import { FORMATS, REGIONS } from '../../domain/constants';

const order = z.enum(['asc', 'desc']).catch('asc');

/** Round Times' query string (SPEC §2): expand=all, format, search, sortBy, order, pbs=1. */
export const roundTimesSearch = z.object({
  expand: z.literal('all').optional().catch(undefined),
  format: z.enum(FORMATS).optional().catch(undefined),
  search: z.string().max(64).optional().catch(undefined),
  sortBy: z.enum(['round_time', 'round_date', 'format']).optional().catch(undefined),
  order: order.optional(),
  pbs: z.literal(1).optional().catch(undefined),
});
export type RoundTimesSearch = z.infer<typeof roundTimesSearch>;

/** The leaderboard's query string: expand, format, region, search, sortBy, order. */
export const leaderboardSearch = z.object({
  expand: z.literal('all').optional().catch(undefined),
  format: z.enum(FORMATS).optional().catch(undefined),
  region: z.enum(REGIONS).optional().catch(undefined),
  search: z.string().max(64).optional().catch(undefined),
  sortBy: z.enum(['rank', 'average_time', 'player_name', 'sub_count']).optional().catch(undefined),
  order: order.optional(),
});
export type LeaderboardSearch = z.infer<typeof leaderboardSearch>;

export const callbackSearch = z.object({ token: z.string().optional().catch(undefined) });
