import { z } from 'zod';
import { characterNameSchema, formatSchema, MAX_ROW_ID, regionSchema, roleSchema } from './round';
import { roleFromKey } from '../roles';

const rowId = (what: string) => z.number({ error: `must be ${what}` }).int(`must be ${what}`).positive(`must be ${what}`).max(MAX_ROW_ID, `must be ${what}`);
const userId = rowId('a user id');

/** An admin's link: a character another user holds moves to this one. */
export const linkAccountSchema = z.object({
  user_id: userId,
  character_name: characterNameSchema,
});
export const mainAccountSchema = z.object({
  main_account_id: rowId('an account id'),
  user_id: userId.optional(),
});
export const regionUpdateSchema = z.object({ region: regionSchema, user_id: userId.optional() });
/** The Account page's 'Announce my personal bests' switch. */
export const announcePbsSchema = z.object({ announce_pbs: z.boolean({ error: 'must be true or false' }), user_id: userId.optional() });
/** A player to follow, by any of their characters. */
export const followSchema = z.object({ character_name: characterNameSchema });
/** How many players one user may follow: enough for any clan, and a bound on what one account can store. */
export const MAX_FOLLOWS = 500;
/** The Admin Panel's outbox list. */
export const announcementLogQuerySchema = z.object({
  limit: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(200, 'must be at most 200').optional(),
});
export const addUserSchema = z.object({
  discord_id: z.string({ error: 'is required' }).trim().min(1, 'is required').regex(/^\d{1,20}$/, 'must be a Discord ID (digits only)'),
  discord_username: z.string({ error: 'is required' }).trim().min(1, 'is required').max(64, 'must be at most 64 characters'),
});
export const leaderboardQuerySchema = z.object({ region: regionSchema.optional() });
/** The admin's user list: everyone, or one page of it when a limit is given (offset needs a limit). */
export const USER_PAGE_MAX = 100;
export const userSearchQuerySchema = z
  .object({
    search: z.string().max(64).optional(),
    limit: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(USER_PAGE_MAX, `must be at most ${USER_PAGE_MAX}`).optional(),
    offset: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must not be negative').optional(),
  })
  .refine((query) => query.offset === undefined || query.limit !== undefined, { path: ['offset'], message: 'needs a limit' });

/** The plugin's PB look-up; role as its API key ('main_attacker') or its name ('Main Attacker'). */
export const personalBestQuerySchema = z.object({
  name: characterNameSchema,
  format: formatSchema.optional(),
  role: z
    .string()
    .transform((value) => roleFromKey(value) ?? value)
    .pipe(roleSchema)
    .optional(),
});
