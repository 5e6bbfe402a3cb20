import * as z from 'zod/mini';
import { FORMATS, LEADERBOARD_FORMATS, REGIONS, ROLES } from './constants';
import { FEED_KINDS } from './feedKinds';
import { DEFAULT_LEADERBOARD_QUERY, LEADERBOARD_SORT_KEYS, type LeaderboardQuery } from './leaderboardList/types';
import { DEFAULT_ROUND_LIST_QUERY, ROUND_SORT_KEYS, SORT_ORDERS, type RoundListQuery } from './roundList/types';
import { SIGN_IN_FAILURE_CODES } from './signIn';
import { dayBounds } from './activity';
import { toUtcTimestamp } from './time';

// zod/mini keeps the shell small; an unknown or malformed value simply falls back to the default.
const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);
// A form sends a name of digits unquoted, which the address parser reads as a number: it is still the name.
const text = z.pipe(z.union([z.string(), z.number()]), z.pipe(z.transform(String), z.string().check(z.maxLength(64))));
const order = z.enum(SORT_ORDERS);
/** A page of a list, from 1 in the address (0 in a query). */
const page = z.number().check(z.int(), z.minimum(1));

/** Round Times' query string (SPEC §2): expand=all, format, search, sortBy, order, pbs=1, and the page. */
export const roundTimesSearch = z.object({
  expand: optional(z.literal('all')),
  format: optional(z.enum(FORMATS)),
  search: optional(text),
  sortBy: optional(z.enum(ROUND_SORT_KEYS)),
  order: optional(order),
  pbs: optional(z.literal(1)),
  page: optional(page),
  /** One day's rounds (YYYY-MM-DD, the reader's day), as an activity calendar links to. */
  day: optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
});
export type RoundTimesSearch = z.infer<typeof roundTimesSearch>;

/** The leaderboard's query string: expand, format, region, search, sortBy, order, and the page. */
export const leaderboardSearch = z.object({
  expand: optional(z.literal('all')),
  format: optional(z.enum(LEADERBOARD_FORMATS)),
  region: optional(z.enum(REGIONS)),
  search: optional(text),
  sortBy: optional(z.enum(LEADERBOARD_SORT_KEYS)),
  order: optional(order),
  page: optional(page),
});
export type LeaderboardSearch = z.infer<typeof leaderboardSearch>;

/** Why a sign-in did not complete, as the server said. */
export const loginSearch = z.object({ reason: optional(z.enum(SIGN_IN_FAILURE_CODES)) });

/** A player's page: the format shown, the role its wave splits read (every role when none), and the page of their rounds (from 1). */
export const playerSearch = z.object({
  format: optional(z.enum(FORMATS)),
  role: optional(z.enum(ROLES)),
  page: optional(page),
});
export type PlayerSearch = z.infer<typeof playerSearch>;

/** The Teams list: the format shown and the page (from 1). */
export const teamsSearch = z.object({
  format: optional(z.enum(FORMATS)),
  page: optional(page),
});
export type TeamsSearch = z.infer<typeof teamsSearch>;

/** A team's page: the format shown and the page of its rounds (from 1). */
export const teamSearch = teamsSearch;

/** The Following feed: the one kind of event shown, else every kind. */
export const followingSearch = z.object({
  show: optional(z.enum(FEED_KINDS)),
});
export type FollowingSearch = z.infer<typeof followingSearch>;

/** The Records page: the format shown. */
export const recordsSearch = z.object({
  format: optional(z.enum(FORMATS)),
});
export type RecordsSearch = z.infer<typeof recordsSearch>;

/** A split plan's address, to share: the format, whose splits (a player or a team, by its names), and the target in seconds. */
export const planSearch = z.object({
  format: optional(z.enum(FORMATS)),
  player: optional(text),
  team: optional(z.string().check(z.maxLength(200))),
  target: optional(z.number().check(z.minimum(300), z.maximum(3600))),
});
export type PlanSearch = z.infer<typeof planSearch>;

/** The rounds a Round Times address lists: the same on the device and on the server that renders its first visit. */
export function roundListQueryOf(search: RoundTimesSearch): RoundListQuery {
  return {
    format: search.format ?? DEFAULT_ROUND_LIST_QUERY.format,
    search: search.search ?? DEFAULT_ROUND_LIST_QUERY.search,
    pbsOnly: search.pbs === 1,
    sortBy: search.sortBy ?? DEFAULT_ROUND_LIST_QUERY.sortBy,
    order: search.order ?? DEFAULT_ROUND_LIST_QUERY.order,
    page: (search.page ?? 1) - 1,
    pageSize: DEFAULT_ROUND_LIST_QUERY.pageSize,
    ...(search.day ? { between: dayBetween(search.day) } : {}),
  };
}

/** A day in the reader's zone as the UTC timestamps it spans; a day that is no date lists nothing. */
export function dayBetween(day: string): { from: string; to: string } {
  try {
    const { from, to } = dayBounds(day, Intl.DateTimeFormat().resolvedOptions().timeZone);
    return { from: toUtcTimestamp(from), to: toUtcTimestamp(to) };
  } catch {
    return { from: day, to: day };
  }
}

/** The standings a Leaderboard address lists, alike on the device and on the server. */
export function leaderboardQueryOf(search: LeaderboardSearch): LeaderboardQuery {
  return {
    format: search.format ?? DEFAULT_LEADERBOARD_QUERY.format,
    region: search.region ?? DEFAULT_LEADERBOARD_QUERY.region,
    search: search.search ?? DEFAULT_LEADERBOARD_QUERY.search,
    sortBy: search.sortBy ?? DEFAULT_LEADERBOARD_QUERY.sortBy,
    order: search.order ?? DEFAULT_LEADERBOARD_QUERY.order,
    page: (search.page ?? 1) - 1,
    pageSize: DEFAULT_LEADERBOARD_QUERY.pageSize,
  };
}

/** Another list (SPEC: a new format or search; an order too) starts again on its first page; opening its rows does not. */
export function withPageReset<View extends { page: number; expandAll: boolean }>(change: Partial<View>): Partial<View> {
  return Object.keys(change).every((field) => field === 'page' || field === 'expandAll') ? change : { ...change, page: 0 };
}
