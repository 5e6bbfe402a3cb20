import type { SortDirection } from '../../../../ui/SortHeader';
import { UUID_VISIBLE_CHARS } from '../../../../../domain/constants';
import { parseUtcTimestamp } from '../../../../../domain/time';
import type { ApiKey } from '../../../../../domain/types';

export type KeySortColumn = 'description' | 'created_at' | 'active' | 'type' | 'expires_at';

export interface KeySort {
  column: KeySortColumn;
  direction: SortDirection;
}

/** SPEC §2: soonest expiry first. */
export const DEFAULT_KEY_SORT: KeySort = { column: 'expires_at', direction: 'ascending' };

export const TYPE_LABELS: Record<ApiKey['type'], string> = { private: 'Private', public: 'Plugin' };

export function activeLabel(key: ApiKey): 'Active' | 'Disabled' {
  return key.active ? 'Active' : 'Disabled';
}

/** A fixed run of dots, not one per hidden character: every key then takes the same narrow width. */
const MASK = '•••••';

/** The key with only its first and last 4 characters visible, so a shared screen does not leak it. */
export function maskKey(token: string): string {
  if (token.length <= 2 * UUID_VISIBLE_CHARS) return MASK;
  return token.slice(0, UUID_VISIBLE_CHARS) + MASK + token.slice(-UUID_VISIBLE_CHARS);
}

/**
 * 'abcd…wxyz': a key in labels, read out short. It holds the characters the mask shows, so the
 * copy button's name contains its visible text (voice control users say what they see).
 */
export function keyName(key: ApiKey): string {
  if (key.token.length <= 2 * UUID_VISIBLE_CHARS) return `#${key.id}`;
  return `${key.token.slice(0, UUID_VISIBLE_CHARS)}…${key.token.slice(-UUID_VISIBLE_CHARS)}`;
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Timestamps share one zone-less UTC format, so text order is time order; no expiry sorts as the latest. */
function compareTimestamps(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

const COMPARE: Record<KeySortColumn, (a: ApiKey, b: ApiKey) => number> = {
  description: (a, b) => collator.compare(a.description, b.description),
  created_at: (a, b) => compareTimestamps(a.created_at, b.created_at),
  // Active and Type sort by the words shown.
  active: (a, b) => collator.compare(activeLabel(a), activeLabel(b)),
  type: (a, b) => collator.compare(TYPE_LABELS[a.type], TYPE_LABELS[b.type]),
  expires_at: (a, b) => compareTimestamps(a.expires_at, b.expires_at),
};

/** The keys to list: disabled ones only when asked for, in the chosen order, ties by id as the server orders them. */
export function listedKeys(keys: readonly ApiKey[], sort: KeySort, showDisabled: boolean): ApiKey[] {
  const compare = COMPARE[sort.column];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return keys.filter((key) => showDisabled || key.active).sort((a, b) => sign * compare(a, b) || a.id - b.id);
}

/** Past its expiry: still marked active, but the server no longer accepts it. */
export function isExpired(key: ApiKey, now: number): boolean {
  if (!key.expires_at) return false;
  try {
    return parseUtcTimestamp(key.expires_at).getTime() <= now;
  } catch {
    return false;
  }
}
