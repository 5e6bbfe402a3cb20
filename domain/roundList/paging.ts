import type { PageSize, SortOrder } from './types';

export interface PageRange {
  start: number;
  end: number;
}

/** The [start, end) rows of a 0-based page; 'all' is every row. */
export function pageRange(page: number, pageSize: PageSize): PageRange {
  if (pageSize === 'all') return { start: 0, end: Infinity };
  const size = Math.max(0, Math.floor(pageSize));
  const start = Math.max(0, Math.floor(page)) * size;
  return { start, end: start + size };
}

/**
 * One pass over items already in ascending order (read backwards for 'desc'): counts the matches and
 * keeps only the page's, so a query never sorts or copies the whole list. No filter is a plain slice.
 */
export function pageOf<T>(
  sorted: ArrayLike<T>,
  order: SortOrder,
  matches: ((item: T) => boolean) | null,
  { start, end }: PageRange,
): { items: T[]; total: number } {
  const length = sorted.length;
  const at = order === 'asc' ? (k: number) => sorted[k]! : (k: number) => sorted[length - 1 - k]!;
  const items: T[] = [];
  if (matches === null) {
    for (let k = start; k < Math.min(end, length); k++) items.push(at(k));
    return { items, total: length };
  }
  let total = 0;
  for (let k = 0; k < length; k++) {
    const item = at(k);
    if (!matches(item)) continue;
    if (total >= start && total < end) items.push(item);
    total++;
  }
  return { items, total };
}
