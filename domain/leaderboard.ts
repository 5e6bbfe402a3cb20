import { LEADERBOARD_ROLES_BY_FORMAT, SUB_TIME_THRESHOLD } from './constants';
import type { Format, Region, Role } from './constants';
import type { FormatStanding, LeaderboardEntry } from './types';
import { averageTime } from './averages';
import { competitionRanks } from './rank';

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
  formats: Record<Format, FormatTally>;
}

const ROLE_INDEX: Record<Format, ReadonlyMap<string, number>> = {
  five_man: new Map(LEADERBOARD_ROLES_BY_FORMAT.five_man.map((role, index) => [role, index])),
  leech: new Map(LEADERBOARD_ROLES_BY_FORMAT.leech.map((role, index) => [role, index])),
};

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

function newFormatTally(format: Format): FormatTally {
  return {
    roles: LEADERBOARD_ROLES_BY_FORMAT[format].map((role) => ({ role, best: Infinity, subRuns: 0, lastSubRound: -1 })),
    subRuns: 0,
    lastSubRound: -1,
  };
}

function tallyRounds(
  rounds: readonly LeaderboardRound[],
  identities: ReadonlyMap<string, PlayerIdentity>,
): PlayerTally[] {
  const byKey = new Map<string, PlayerTally>();
  // Keyed by the name exactly as written, so each spelling is lower-cased and resolved once.
  const byCharacter = new Map<string, PlayerTally>();
  const tallyOf = (name: string): PlayerTally => {
    let tally = byCharacter.get(name);
    if (tally) return tally;
    const lower = name.toLowerCase();
    const identity = identities.get(lower) ?? { key: UNLINKED + lower, player_name: name, region: null };
    tally = byKey.get(identity.key);
    if (!tally) {
      tally = { identity, formats: { five_man: newFormatTally('five_man'), leech: newFormatTally('leech') } };
      byKey.set(identity.key, tally);
    }
    byCharacter.set(name, tally);
    return tally;
  };

  let roundIndex = 0;
  for (const round of rounds) {
    roundIndex++;
    const time = round.round_time;
    const isSubTime = time < SUB_TIME_THRESHOLD[round.format];
    const roleIndex = ROLE_INDEX[round.format];
    for (const player of round.players) {
      const tally = tallyOf(player.character_name).formats[round.format];
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

function toStanding(format: Format, tally: FormatTally): FormatStanding {
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

/** The entries with each format's rank set: 1 + the number of these players with a strictly lower average. */
export function rankLeaderboard(entries: readonly LeaderboardEntry[]): LeaderboardEntry[] {
  const ranksOf = (format: Format): Map<number, number> =>
    competitionRanks(
      entries.flatMap(({ role_times }) => {
        const average = role_times[format].average_time;
        return average === null ? [] : [average];
      }),
    );
  const ranks: Record<Format, Map<number, number>> = { five_man: ranksOf('five_man'), leech: ranksOf('leech') };
  const ranked = (format: Format, standing: FormatStanding): FormatStanding => ({
    ...standing,
    rank: standing.average_time === null ? null : (ranks[format].get(standing.average_time) ?? null),
  });
  return entries.map((entry) => ({
    ...entry,
    role_times: {
      five_man: ranked('five_man', entry.role_times.five_man),
      leech: ranked('leech', entry.role_times.leech),
    },
  }));
}

function entryOf({ identity, formats }: PlayerTally): LeaderboardEntry {
  return {
    player_name: identity.player_name,
    region: identity.region,
    role_times: {
      five_man: toStanding('five_man', formats.five_man),
      leech: toStanding('leech', formats.leech),
    },
  };
}

/**
 * One entry per player (characters resolved through `identities`, keyed by lower-case name), ranked
 * and sorted by player name in any case. A character missing from `identities` is a player of its own.
 * Rounds in id order: an unlinked player is named as they were first written.
 */
export function buildLeaderboard(
  rounds: readonly LeaderboardRound[],
  identities: ReadonlyMap<string, PlayerIdentity>,
): LeaderboardEntry[] {
  return orderLeaderboard(tallyRounds(rounds, identities).map(entryOf));
}

/**
 * The unranked entries of the players `keys` names (see identityKeyOf), from `rounds`: every round
 * any of their characters played, in id order. Teammates' tallies, partial here, are left out.
 */
export function entriesOfPlayers(
  keys: ReadonlySet<string>,
  rounds: readonly LeaderboardRound[],
  identities: ReadonlyMap<string, PlayerIdentity>,
): Map<string, LeaderboardEntry> {
  const entries = new Map<string, LeaderboardEntry>();
  for (const tally of tallyRounds(rounds, identities)) {
    if (keys.has(tally.identity.key)) entries.set(tally.identity.key, entryOf(tally));
  }
  return entries;
}

/** Entries in leaderboard order (player name in any case), each format ranked among them. */
export function orderLeaderboard(entries: Iterable<LeaderboardEntry>): LeaderboardEntry[] {
  const byName = [...entries]
    .map((entry) => ({ entry, name: entry.player_name.toLowerCase() }))
    .sort((a, b) => compareText(a.name, b.name))
    .map(({ entry }) => entry);
  return rankLeaderboard(byName);
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
export function filterLeaderboard(entries: readonly LeaderboardEntry[], format: Format): LeaderboardEntry[] {
  return entries.filter((entry) => entry.role_times[format].average_time !== null);
}
