import { LEADERBOARD_ROLES_BY_FORMAT, SUB_TIME_THRESHOLD, isLeaderboardFormat, perLeaderboardFormat } from './constants';
import type { Format, LeaderboardFormat, Region, Role } from './constants';
import type { FormatStanding, LeaderboardEntry } from './types';
import { averageTime } from './averages';
import { rankAmong } from './rank';

/** Who a character counts as: a user's linked characters share the identity of the main account. */
export interface PlayerIdentity {
  key: string;
  player_name: string;
  region: Region | null;
}

export interface LeaderboardRound {
  format: Format;
  round_time: number;
  players: readonly { character_name: string; role: string }[];
}

interface RoleTally {
  role: Role;
  best: number;
  subRuns: number;
  lastSubRound: number;
}

interface FormatTally {
  /** In LEADERBOARD_ROLES_BY_FORMAT order. */
  roles: RoleTally[];
  subRuns: number;
  /** Index of the last sub-time round counted, so a player on two alts in one round counts it once. */
  lastSubRound: number;
}

interface PlayerTally {
  identity: PlayerIdentity;
  formats: Record<LeaderboardFormat, FormatTally>;
}

const ROLE_INDEX = perLeaderboardFormat((format): ReadonlyMap<string, number> => new Map(LEADERBOARD_ROLES_BY_FORMAT[format].map((role, index) => [role, index])));

/** A character no user has linked is a player of its own, keyed by its lower-case name after this. */
const UNLINKED = 'c:';

/** Which player a character (its lower-case name) counts for: its user's, else a player of its own. */
export function identityKeyOf(lowerName: string, identities: ReadonlyMap<string, PlayerIdentity>): string {
  return identities.get(lowerName)?.key ?? UNLINKED + lowerName;
}

/** The lower-case name of the character an unlinked player's key names; null for a user's key. */
export function unlinkedCharacterOf(key: string): string | null {
  return key.startsWith(UNLINKED) ? key.slice(UNLINKED.length) : null;
}

/** The lower-case names of every character the player `key` stands for: a user's linked characters, or the one unlinked. */
export function nameKeysOfPlayer(key: string, identities: ReadonlyMap<string, PlayerIdentity>): string[] {
  const unlinked = unlinkedCharacterOf(key);
  return unlinked !== null ? [unlinked] : [...identities].filter(([, identity]) => identity.key === key).map(([name]) => name);
}

function newFormatTally(format: LeaderboardFormat): FormatTally {
  return {
    roles: LEADERBOARD_ROLES_BY_FORMAT[format].map((role) => ({ role, best: Infinity, subRuns: 0, lastSubRound: -1 })),
    subRuns: 0,
    lastSubRound: -1,
  };
}

/** The tallies of everyone who played in `rounds`, or of only the players `only` names. */
function tallyRounds(
  rounds: readonly LeaderboardRound[],
  identities: ReadonlyMap<string, PlayerIdentity>,
  only?: ReadonlySet<string>,
): PlayerTally[] {
  const byKey = new Map<string, PlayerTally>();
  // Keyed by the name exactly as written, so each spelling is lower-cased and resolved once; null for a player left out.
  const byCharacter = new Map<string, PlayerTally | null>();
  const tallyOf = (name: string): PlayerTally | null => {
    let tally = byCharacter.get(name);
    if (tally !== undefined) return tally;
    const lower = name.toLowerCase();
    const identity = identities.get(lower) ?? { key: UNLINKED + lower, player_name: name, region: null };
    if (only && !only.has(identity.key)) {
      byCharacter.set(name, null);
      return null;
    }
    tally = byKey.get(identity.key);
    if (!tally) {
      tally = { identity, formats: perLeaderboardFormat(newFormatTally) };
      byKey.set(identity.key, tally);
    }
    byCharacter.set(name, tally);
    return tally;
  };

  let roundIndex = 0;
  for (const round of rounds) {
    roundIndex++;
    const format = round.format;
    if (!isLeaderboardFormat(format)) continue;
    const time = round.round_time;
    const isSubTime = time < SUB_TIME_THRESHOLD[format];
    const roleIndex = ROLE_INDEX[format];
    for (const player of round.players) {
      const tally = tallyOf(player.character_name)?.formats[format];
      if (!tally) continue;
      const index = roleIndex.get(player.role);
      const role = index === undefined ? undefined : tally.roles[index];
      if (role && time < role.best) role.best = time;
      if (!isSubTime) continue;
      if (tally.lastSubRound !== roundIndex) {
        tally.lastSubRound = roundIndex;
        tally.subRuns++;
      }
      if (role && role.lastSubRound !== roundIndex) {
        role.lastSubRound = roundIndex;
        role.subRuns++;
      }
    }
  }
  return [...byKey.values()];
}

function toStanding(format: LeaderboardFormat, tally: FormatTally): FormatStanding {
  const roles: Partial<Record<Role, number | null>> = {};
  const perRole: Partial<Record<Role, number>> = {};
  for (const { role, best, subRuns } of tally.roles) {
    roles[role] = best === Infinity ? null : best;
    perRole[role] = subRuns;
  }
  return {
    roles,
    average_time: averageTime(format, roles),
    rank: null,
    sub_time_counts: { total: tally.subRuns, per_role: perRole },
  };
}

/** Each format's averages among the players listed, in order: what their ranks are read from. */
export type LeaderboardAverages = Readonly<Record<LeaderboardFormat, Float64Array>>;

/**
 * The leaderboard as the server keeps it: its entries in order with their ranks left out, and the
 * averages each rank is read from as it is written. A new round then moves a few players' averages,
 * not every entry's rank.
 */
export interface UnrankedLeaderboard {
  entries: readonly LeaderboardEntry[];
  averages: LeaderboardAverages;
}

/** The averages these players have in a format, in their order; those without one left out. */
export function averagesIn(entries: readonly LeaderboardEntry[], format: LeaderboardFormat): number[] {
  const averages: number[] = [];
  for (const { role_times } of entries) {
    const average = role_times[format].average_time;
    if (average !== null) averages.push(average);
  }
  return averages;
}

// Typed arrays sort numerically and far faster than numbers through a comparator.
const sortedAverages = (entries: readonly LeaderboardEntry[], format: LeaderboardFormat) => Float64Array.from(averagesIn(entries, format)).sort();

/** These entries, in this order, ranked among themselves. */
export function leaderboardOf(entries: readonly LeaderboardEntry[]): UnrankedLeaderboard {
  return { entries, averages: perLeaderboardFormat((format) => sortedAverages(entries, format)) };
}

/** A standing's rank: 1 + the number of players listed with a strictly lower average; null without an average. */
export function standingRank(averages: LeaderboardAverages, format: LeaderboardFormat, standing: FormatStanding): number | null {
  return standing.average_time === null ? null : rankAmong(averages[format], standing.average_time);
}

/** The leaderboard's entries with each format's rank set. */
export function rankedEntries({ entries, averages }: UnrankedLeaderboard): LeaderboardEntry[] {
  return entries.map((entry) => ({
    ...entry,
    role_times: perLeaderboardFormat((format) => ({ ...entry.role_times[format], rank: standingRank(averages, format, entry.role_times[format]) })),
  }));
}

/** The entries with each format's rank set: 1 + the number of these players with a strictly lower average. */
export function rankLeaderboard(entries: readonly LeaderboardEntry[]): LeaderboardEntry[] {
  return rankedEntries(leaderboardOf(entries));
}

function entryOf({ identity, formats }: PlayerTally): LeaderboardEntry {
  return {
    player_name: identity.player_name,
    region: identity.region,
    role_times: perLeaderboardFormat((format) => toStanding(format, formats[format])),
  };
}

/**
 * One entry per player (characters resolved through `identities`, keyed by lower-case name), ranked
 * and in leaderboard order (see leaderboardOrder). A character missing from `identities` is a player of its own.
 * Rounds in id order: an unlinked player is named as they were first written.
 */
export function buildLeaderboard(
  rounds: readonly LeaderboardRound[],
  identities: ReadonlyMap<string, PlayerIdentity>,
): LeaderboardEntry[] {
  const entries = playerEntries(rounds, identities);
  return rankLeaderboard(leaderboardOrder(entries).map((key) => entries.get(key)!));
}

/**
 * The unranked entries, by player key (see identityKeyOf), of everyone who played in `rounds`, in id
 * order. Given `only`, of those players alone: `rounds` must then be every round any of their
 * characters played, and the teammates they name, whose tallies would be partial, are passed over.
 */
export function playerEntries(
  rounds: readonly LeaderboardRound[],
  identities: ReadonlyMap<string, PlayerIdentity>,
  only?: ReadonlySet<string>,
): Map<string, LeaderboardEntry> {
  return new Map(tallyRounds(rounds, identities, only).map((tally) => [tally.identity.key, entryOf(tally)]));
}

/** A player's place in leaderboard order: their name in lower case, and their key between two players of one name. */
interface Place {
  name: string;
  key: string;
}

const placeOf = (key: string, entry: LeaderboardEntry): Place => ({ name: entry.player_name.toLowerCase(), key });

function comparePlaces(a: Place, b: Place): number {
  return compareText(a.name, b.name) || compareText(a.key, b.key);
}

/** The players' keys in leaderboard order: by name in any case, then by key, so the order is the same however the entries were gathered. */
export function leaderboardOrder(entries: ReadonlyMap<string, LeaderboardEntry>): string[] {
  return [...entries]
    .map(([key, entry]) => placeOf(key, entry))
    .sort(comparePlaces)
    .map((place) => place.key);
}

/** Where `key`, with this entry, stands or would stand in `order` (see leaderboardOrder), each key there named by its entry in `entries`. */
export function placeInOrder(order: readonly string[], entries: ReadonlyMap<string, LeaderboardEntry>, key: string, entry: LeaderboardEntry): number {
  const place = placeOf(key, entry);
  let low = 0;
  let high = order.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const other = order[middle]!;
    if (comparePlaces(placeOf(other, entries.get(other)!), place) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

function compareText(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** Leaderboard name order: ignoring case, by code unit (no locale, so every machine agrees). */
export function comparePlayerNames(a: string, b: string): number {
  return compareText(a.toLowerCase(), b.toLowerCase());
}

/** The players listed for a format: those with at least one recorded role time in it. */
export function filterLeaderboard(entries: readonly LeaderboardEntry[], format: LeaderboardFormat): LeaderboardEntry[] {
  return entries.filter((entry) => entry.role_times[format].average_time !== null);
}
