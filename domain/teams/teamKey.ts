/** Who a team is: the same set of characters, whatever the case of their names, their order or their roles. */
import type { RoundPlayer } from '../types';

const SEPARATOR = ',';

/** The team of these character names. The rounds table stores it as team_key: the formula must never change. */
export function teamKey(names: readonly string[]): string {
  return names.map((name) => name.toLowerCase()).sort().join(SEPARATOR);
}

/**
 * Reads rounds' teams more cheaply than teamKey: two lists of players read the same exactly when their keys are
 * equal. Each distinct name is lowered once and numbered, and a team reads as its numbers, sorted: building a
 * key for each of 100,000 rounds costs more than the rest of the Teams list together.
 */
export function teamIdsReader(): (players: readonly Pick<RoundPlayer, 'character_name'>[]) => string {
  const idsByName = new Map<string, number>();
  const idsByLowerName = new Map<string, number>();
  const idOf = (name: string): number => {
    let id = idsByName.get(name);
    if (id === undefined) {
      const lower = name.toLowerCase();
      id = idsByLowerName.get(lower);
      if (id === undefined) idsByLowerName.set(lower, (id = idsByLowerName.size));
      idsByName.set(name, id);
    }
    return id;
  };
  // Reused, and read up to the round's count only: emptying an array each round frees and regrows its store.
  const ids: number[] = [];
  return (players) => {
    const count = players.length;
    for (let p = 0; p < count; p++) {
      const id = idOf(players[p]!.character_name);
      // Insertion sort: a team has five names at most.
      let at = p;
      for (; at > 0 && ids[at - 1]! > id; at--) ids[at] = ids[at - 1]!;
      ids[at] = id;
    }
    // Two UTF-16 units a number, so more than 65,536 names never wrap onto one another.
    const units = new Array<number>(count * 2);
    for (let p = 0; p < count; p++) {
      units[2 * p] = ids[p]! >>> 16;
      units[2 * p + 1] = ids[p]! & 0xffff;
    }
    return String.fromCharCode(...units);
  };
}

/** The names a key holds, lower case. Character names have no commas: the game allows letters, digits, spaces, - and _. */
export function namesOfKey(key: string): string[] {
  return key.split(SEPARATOR);
}

/** The `/team/{team}` path segment: the key itself, which the router URL-encodes. */
export function teamParam(names: readonly string[]): string {
  return teamKey(names);
}

/** The team a path segment names, its names in any case and order: a link typed by hand opens the same page. */
export function teamKeyOfParam(param: string): string {
  return teamKey(
    param
      .split(SEPARATOR)
      .map((name) => name.trim())
      .filter((name) => name !== ''),
  );
}
