import { z } from 'zod';
import { SUSPICIOUS_REASONS } from '../suspicious';
import { altsShape } from './account';
import { count } from './fields';
import { roundShape } from './round';

/** A round as a list shows it: everything but its splits. */
export const listedRoundShape = roundShape.omit({ wave_data: true });

export const roundRowShape = z.object({
  /** The stored round, its rank set and its players in role order; without its splits, which no row shows. */
  round: listedRoundShape,
  /** Within the round's format, over every round of that format. */
  rank: z.number().int().positive(),
  worldRecord: z.boolean(),
  /** Players of this round on their personal best for name, format and role. */
  pbNames: z.array(z.string()),
  /** Character name → linked alts, for each player of the round that has any: own properties, read with Object.hasOwn. */
  alts: altsShape,
  /** Set in suspicious mode only. */
  suspicious: z.array(z.enum(SUSPICIOUS_REASONS)).optional(),
});

/** One page of Round Times: its rows, and how many rows match the filters over every page. */
export const roundPageShape = z.object({ rows: z.array(roundRowShape), total: count });
