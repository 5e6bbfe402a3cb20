import * as z from 'zod/mini';
import { FORMATS, LEADERBOARD_FORMATS, REGIONS } from '../domain/constants';
import { LEADERBOARD_SORT_KEYS } from '../domain/leaderboardList/types';
import { ROUND_SORT_KEYS, SORT_ORDERS } from '../domain/roundList/types';
import { SIGN_IN_FAILURE_CODES } from '../domain/signIn';

// zod/mini keeps the shell small; an unknown or malformed value simply falls back to the default.
const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);
const text = z.string().check(z.maxLength(64));
const order = z.enum(SORT_ORDERS);

/** Round Times' query string (SPEC §2): expand=all, format, search, sortBy, order, pbs=1. */
export const roundTimesSearch = z.object({
  expand: optional(z.literal('all')),
  format: optional(z.enum(FORMATS)),
  search: optional(text),
  sortBy: optional(z.enum(ROUND_SORT_KEYS)),
  order: optional(order),
  pbs: optional(z.literal(1)),
});
export type RoundTimesSearch = z.infer<typeof roundTimesSearch>;

/** The leaderboard's query string: expand, format, region, search, sortBy, order. */
export const leaderboardSearch = z.object({
  expand: optional(z.literal('all')),
  format: optional(z.enum(LEADERBOARD_FORMATS)),
  region: optional(z.enum(REGIONS)),
  search: optional(text),
  sortBy: optional(z.enum(LEADERBOARD_SORT_KEYS)),
  order: optional(order),
});
export type LeaderboardSearch = z.infer<typeof leaderboardSearch>;

/** Why a sign-in did not complete, as the server said. */
export const loginSearch = z.object({ reason: optional(z.enum(SIGN_IN_FAILURE_CODES)) });

const page = z.number().check(z.int(), z.minimum(1));

/** A player's page: the format shown and the page of their rounds (from 1). */
export const playerSearch = z.object({
  format: optional(z.enum(FORMATS)),
  page: optional(page),
});
export type PlayerSearch = z.infer<typeof playerSearch>;

/** The Records page: the format shown. */
export const recordsSearch = z.object({
  format: optional(z.enum(FORMATS)),
});
export type RecordsSearch = z.infer<typeof recordsSearch>;
