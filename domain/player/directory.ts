/** Who a character counts as on the player and Records pages: its user's main account, or a player of its own. */
import { altsLookup, altsOf, type AltsLookup } from '../account';
import type { Region } from '../constants';
import type { AltsMap, LeaderboardEntry } from '../types';

export interface DirectoryPlayer {
  /** The main account's name as the Leaderboard writes it; else the asked name (as the alts map writes it, for a linked one). */
  name: string;
  region: Region | null;
  /** Every character of the player, `name` first. */
  characters: string[];
  entry: LeaderboardEntry | null;
}

export interface PlayerDirectory {
  /** The alts map looked up in any case: what Round Times builds its rows with. */
  alts: AltsLookup;
  playerOf(character: string): DirectoryPlayer;
}

/** First of each name in any case, keyed by its lower case: a name belongs to one player whatever its capitals. */
function byLowerName<T>(items: Iterable<T>, nameOf: (item: T) => string): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) {
    const key = nameOf(item).toLowerCase();
    if (!map.has(key)) map.set(key, item);
  }
  return map;
}

/** The names without repeats in any case, the first spelling kept. */
function distinctNames(names: Iterable<string>): string[] {
  return [...byLowerName(names, (name) => name).values()];
}

export function playerDirectory(alts: AltsMap, leaderboard: readonly LeaderboardEntry[]): PlayerDirectory {
  const lookup = altsLookup(alts);
  const written = byLowerName(Object.keys(alts), (name) => name);
  const entries = byLowerName(leaderboard, (entry) => entry.player_name);
  const entryOf = (name: string) => entries.get(name.toLowerCase()) ?? null;

  function playerOf(character: string): DirectoryPlayer {
    const others = altsOf(lookup, character);
    if (others.length === 0) {
      const entry = entryOf(character);
      const name = entry?.player_name ?? character;
      return { name, region: entry?.region ?? null, characters: [name], entry };
    }
    const asked = written.get(character.toLowerCase())!;
    const linked = [asked, ...others];
    const entry = linked.map(entryOf).find((found) => found !== null) ?? null;
    const name = entry?.player_name ?? asked;
    // The shown name's own alts list first: the same order whichever character was asked.
    const characters = distinctNames([name, ...altsOf(lookup, name), ...linked]);
    return { name, region: entry?.region ?? null, characters, entry };
  }

  return { alts: lookup, playerOf };
}
