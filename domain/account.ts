import { REGIONS, UUID_VISIBLE_CHARS } from './constants';
import type { Region } from './constants';
import type { AltsMap, User } from './types';

const MASK_CHAR = '•';

/** The character name of a user's main game account, or null while they have none. */
export function mainAccountName(user: Pick<User, 'accounts' | 'main_account_id'> | null): string | null {
  return user?.accounts.find((account) => account.id === user.main_account_id)?.character_name ?? null;
}

/** Shows only the first and last 4 characters; a key too short to keep any hidden is masked whole. */
export function maskUuid(key: string): string {
  const hidden = key.length - 2 * UUID_VISIBLE_CHARS;
  if (hidden <= 0) return MASK_CHAR.repeat(key.length);
  return key.slice(0, UUID_VISIBLE_CHARS) + MASK_CHAR.repeat(hidden) + key.slice(-UUID_VISIBLE_CHARS);
}

export const REGION_LABELS: Record<Region, string> = {
  NA: 'North America',
  EU: 'Europe',
  OTHER: 'Other',
};

export function isRegion(value: unknown): value is Region {
  return typeof value === 'string' && (REGIONS as readonly string[]).includes(value);
}

/** Unknown or missing regions show as Other. */
export function regionLabel(region: string | null | undefined): string {
  return isRegion(region) ? REGION_LABELS[region] : REGION_LABELS.OTHER;
}

/**
 * Many name lists (one per round, or per player with their alts) prepared for searching all of them
 * on every keystroke. Far fewer distinct names exist than name lists, so a search tests each distinct
 * name once and marks the lists it appears in.
 */
export interface PlayerSearchIndex {
  listCount: number;
  /** Each distinct name once, lower-case. */
  names: string[];
  /** The lists name n appears in: lists[listStarts[n]] up to lists[listStarts[n + 1]]. */
  listStarts: Int32Array;
  lists: Int32Array;
}

export function playerSearchIndex(nameLists: readonly (readonly string[])[]): PlayerSearchIndex {
  const ids = new Map<string, number>();
  const names: string[] = [];
  const nameOf: number[] = [];
  const listOf: number[] = [];
  nameLists.forEach((list, listIndex) => {
    for (const name of list) {
      const lower = name.toLowerCase();
      let id = ids.get(lower);
      if (id === undefined) {
        id = names.push(lower) - 1;
        ids.set(lower, id);
      }
      nameOf.push(id);
      listOf.push(listIndex);
    }
  });
  // Group the (name, list) pairs by name: count, prefix sums, then place.
  const listStarts = new Int32Array(names.length + 1);
  for (const id of nameOf) listStarts[id + 1]!++;
  for (let n = 0; n < names.length; n++) listStarts[n + 1]! += listStarts[n]!;
  const next = listStarts.slice(0, names.length);
  const lists = new Int32Array(nameOf.length);
  nameOf.forEach((id, k) => (lists[next[id]!++] = listOf[k]!));
  return { listCount: nameLists.length, names, listStarts, lists };
}

/** matchesPlayerSearch for every list of the index at once: 1 where the list matches; null for a blank query (everyone). */
export function playerSearchMatches(index: PlayerSearchIndex, query: string): Uint8Array | null {
  const needle = query.trim().toLowerCase();
  if (needle === '') return null;
  const { names, listStarts, lists } = index;
  const hits = new Uint8Array(index.listCount);
  for (let n = 0; n < names.length; n++) {
    if (!names[n]!.includes(needle)) continue;
    for (let k = listStarts[n]!; k < listStarts[n + 1]!; k++) hits[lists[k]!] = 1;
  }
  return hits;
}

/** Case-insensitive substring match on any of the names; a blank query matches everyone. */
export function matchesPlayerSearch(names: readonly string[], query: string): boolean {
  const hits = playerSearchMatches(playerSearchIndex([names]), query);
  return hits === null || hits[0] === 1;
}

const NO_ALTS: readonly string[] = [];

/** Character name (lower case) → the other names of the same user. */
export type AltsLookup = ReadonlyMap<string, readonly string[]>;

/** The alts map keyed by lower-case name: a name belongs to one user whatever its capitals. */
export function altsLookup(alts: AltsMap): Map<string, readonly string[]> {
  const lookup = new Map<string, readonly string[]>();
  for (const [name, others] of Object.entries(alts)) {
    const key = name.toLowerCase();
    if (!lookup.has(key)) lookup.set(key, others);
  }
  return lookup;
}

/** The names linked to a character, in any case of its name; empty when it has none. */
export function altsOf(lookup: ReadonlyMap<string, readonly string[]>, name: string): readonly string[] {
  return lookup.get(name.toLowerCase()) ?? NO_ALTS;
}
