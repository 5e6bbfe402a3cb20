import { REGIONS, UUID_VISIBLE_CHARS } from './constants';
import type { Region } from './constants';

const MASK_CHAR = '•';

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

/** Case-insensitive substring match on any of the names; a blank query matches everyone. */
export function matchesPlayerSearch(names: readonly string[], query: string): boolean {
  const needle = query.trim().toLowerCase();
  return needle === '' || names.some((name) => name.toLowerCase().includes(needle));
}
