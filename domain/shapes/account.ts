import { z } from 'zod';
import { regionSchema } from '../schemas/round';
import { count, rowId, timestamp, userRefShape } from './fields';

/** How a character came to its user: a plugin upload with their UUID key, Discord's /link, an admin, or the user. */
export const LINKED_VIA = ['plugin', 'discord', 'admin', 'user'] as const;
/** How a claimant tried to link a character another user held. */
export const CLAIM_VIA = ['plugin', 'discord'] as const;

export const gameAccountShape = z.object({ id: rowId, character_name: z.string() });
/** A linked character, with the user it is linked to. */
export const linkedAccountShape = gameAccountShape.extend({ user_id: rowId });
/**
 * One of the signed-in user's own characters, with how and when it was linked: linked_via is null
 * for links made before it was kept. A user remembered on a device from before either existed has neither.
 */
export const ownAccountShape = gameAccountShape.extend({ linked_via: z.enum(LINKED_VIA).nullable().optional(), created_at: timestamp.optional() });
/** A character an admin moved from another user: who held it. */
export const movedAccountShape = linkedAccountShape.extend({ previous_user_id: rowId, previous_owner: userRefShape });
/** A character unlinked, and its user's main account afterwards. */
export const unlinkedAccountShape = linkedAccountShape.extend({ main_account_id: rowId.nullable() });

/** A try to link a character another user held, kept for the admins until one moves it or dismisses the claim. */
export const accountClaimShape = z.object({
  id: rowId,
  character_name: z.string(),
  /** Who held the character when it was claimed; null once that user is gone. */
  owner: userRefShape.nullable(),
  claimant: userRefShape,
  via: z.enum(CLAIM_VIA),
  created_at: timestamp,
});
/** The admin's list of claims not yet settled, newest first: a page of them and how many there are. */
export const accountClaimListShape = z.object({ data: z.array(accountClaimShape), total: count });

export const userShape = z.object({
  id: rowId,
  discord_id: z.string(),
  discord_username: z.string(),
  role: z.enum(['admin', 'user']),
  uuid_key: z.string(),
  accounts: z.array(ownAccountShape),
  main_account_id: rowId.nullable(),
  region: regionSchema.nullable(),
  /** Whether the user's personal bests are announced on Discord beside the records (off until they turn it on). */
  announce_pbs: z.boolean(),
});
/** A user as an admin's list shows them: never the UUID key, and each account by id and name alone. */
export const userSummaryShape = userShape.omit({ uuid_key: true }).extend({ accounts: z.array(gameAccountShape) });
/** One page of the admin's user list (GET /users/all with a limit): the users and how many match in all. */
export const userPageShape = z.object({ data: z.array(userSummaryShape), total: count });

/**
 * character name → the other names of the same user. Names are own properties (a character may be
 * called `__proto__` or `constructor`): read one with Object.hasOwn, or through altsLookup's Map.
 */
export const altsShape = z.record(z.string(), z.array(z.string()));

/** A followed player: the character followed, and the player's name as the Leaderboard names them (a linked character's main account). */
export const followShape = z.object({ character_name: z.string(), player_name: z.string() });
