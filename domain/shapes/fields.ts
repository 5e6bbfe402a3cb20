import { z } from 'zod';

/** The fields the shapes below are made of. */

export const rowId = z.number().int().positive();
export const seconds = z.number().min(0);
/** The one timestamp form the API sends: UTC, without a zone suffix. */
export const timestamp = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/);
export const count = z.number().int().min(0);
/** Who a claim or a report names: a user by id, with their Discord username. */
export const userRefShape = z.object({ id: rowId, discord_username: z.string() });
/** A player as a report or a live round names them: the role as it was sent. */
export const namedPlayerShape = z.object({ character_name: z.string(), role: z.string() });
