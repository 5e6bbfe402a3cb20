import { FORMATS, LEADERBOARD_FORMATS, REGIONS, ROLES } from './constants';
import { FEED_KINDS } from './feedKinds';
import { DEFAULT_LEADERBOARD_QUERY, LEADERBOARD_SORT_KEYS, type LeaderboardQuery } from './leaderboardList/types';
import { DEFAULT_ROUND_LIST_QUERY, ROUND_SORT_KEYS, SORT_ORDERS, type RoundListQuery } from './roundList/types';
import { SIGN_IN_FAILURE_CODES } from './signIn';
import { dayBounds } from './activity';
import { toUtcTimestamp } from './time';

/**
 * One value of an address's query string, as the router's parser left it: the value it stands for,
 * or undefined for one it cannot read (missing, unknown or malformed), which falls back to the default.
 * A handful of these read every address: they are small enough for the app's first download, where
 * a schema library is not.
 */
type Field<T> = (value: unknown) => T | undefined;

/** A query string's reading: each field read alone, the rest of the string ignored. */
export interface SearchShape<T> {
  parse(input: unknown): T;
  safeParse(input: unknown): { data: T };
}

type Read<Fields> = { [K in keyof Fields]?: Fields[K] extends Field<infer T> ? T : never };

function searchShape<Fields extends Record<string, Field<unknown>>>(fields: Fields): SearchShape<Read<Fields>> {
  const parse = (input: unknown): Read<Fields> => {
    const given = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
    // Every field is set, undefined where unread: the router lays a route's reading over the raw
    // query string, whose value would otherwise show through.
    const read: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(fields)) read[name] = Object.hasOwn(given, name) ? field(given[name]) : undefined;
    return read as Read<Fields>;
  };
  return { parse, safeParse: (input) => ({ data: parse(input) }) };
}

const oneOf =
  <const T extends string | number>(values: readonly T[]): Field<T> =>
  (value) =>
    values.includes(value as T) ? (value as T) : undefined;

/** A name of up to `max` characters; a form sends one of digits unquoted, which the parser reads as a number: it is still the name. */
const text =
  (max: number): Field<string> =>
  (value) => {
    const given = typeof value === 'number' ? String(value) : value;
    return typeof given === 'string' && given.length <= max ? given : undefined;
  };

const numberIn =
  (min: number, max: number): Field<number> =>
  (value) =>
    typeof value === 'number' && value >= min && value <= max ? value : undefined;

/** A page of a list, from 1 in the address (0 in a query). */
const page: Field<number> = (value) => (Number.isInteger(value) && (value as number) >= 1 ? (value as number) : undefined);

/** One day, YYYY-MM-DD. */
const day: Field<string> = (value) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

const NAME_MAX = 64;

/** Round Times' query string (SPEC §2): expand=all, format, search, sortBy, order, pbs=1, and the page. */
export const roundTimesSearch = searchShape({
  expand: oneOf(['all']),
  format: oneOf(FORMATS),
  search: text(NAME_MAX),
  sortBy: oneOf(ROUND_SORT_KEYS),
  order: oneOf(SORT_ORDERS),
  pbs: oneOf([1]),
  page,
  /** One day's rounds (the reader's day), as an activity calendar links to. */
  day,
});
export type RoundTimesSearch = ReturnType<typeof roundTimesSearch.parse>;

/** The leaderboard's query string: expand, format, region, search, sortBy, order, and the page. */
export const leaderboardSearch = searchShape({
  expand: oneOf(['all']),
  format: oneOf(LEADERBOARD_FORMATS),
  region: oneOf(REGIONS),
  search: text(NAME_MAX),
  sortBy: oneOf(LEADERBOARD_SORT_KEYS),
  order: oneOf(SORT_ORDERS),
  page,
});
export type LeaderboardSearch = ReturnType<typeof leaderboardSearch.parse>;

/** Why a sign-in did not complete, as the server said. */
export const loginSearch = searchShape({ reason: oneOf(SIGN_IN_FAILURE_CODES) });

/** A player's page: the format shown, the role its wave splits read (every role when none), and the page of their rounds (from 1). */
export const playerSearch = searchShape({ format: oneOf(FORMATS), role: oneOf(ROLES), page });
export type PlayerSearch = ReturnType<typeof playerSearch.parse>;

/** The Teams list: the format shown and the page (from 1). */
export const teamsSearch = searchShape({ format: oneOf(FORMATS), page });
export type TeamsSearch = ReturnType<typeof teamsSearch.parse>;

/** A team's page: the format shown and the page of its rounds (from 1). */
export const teamSearch = teamsSearch;

/** The Following feed: the one kind of event shown, else every kind. */
export const followingSearch = searchShape({ show: oneOf(FEED_KINDS) });
export type FollowingSearch = ReturnType<typeof followingSearch.parse>;

/** The Records page: the format shown. */
export const recordsSearch = searchShape({ format: oneOf(FORMATS) });
export type RecordsSearch = ReturnType<typeof recordsSearch.parse>;

/** A split plan's address, to share: the format, whose splits (a player or a team, by its names), and the target in seconds. */
export const planSearch = searchShape({
  format: oneOf(FORMATS),
  player: text(NAME_MAX),
  team: text(200),
  target: numberIn(300, 3600),
});
export type PlanSearch = ReturnType<typeof planSearch.parse>;

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
