import type { BaTimesDb, StoredPage } from '../baTimesDb';
import { queryKey } from '../../domain/queryKey';
import { DEFAULT_ROUND_LIST_QUERY, type RoundListQuery, type RoundPage } from '../../domain/roundList/types';

const OPENING = queryKey(DEFAULT_ROUND_LIST_QUERY);

// The worker's code is one file named by its content: its address tells one release from another,
// so a page worked out by older code is never shown by newer.
const BUILD = import.meta.url;

/**
 * Round Times' opening page, kept as the device last worked it out. Working it out reads every stored
 * round first, which is slow at a large site's size; a reload shows the kept page at once. It
 * answers only at the data version it was worked out at.
 */
export interface SavedFirstPage {
  read(query: RoundListQuery, version: number): Promise<RoundPage | null>;
  keep(query: RoundListQuery, version: number, page: RoundPage): Promise<void>;
}

export function savedFirstPage(db: BaTimesDb): SavedFirstPage {
  // Read from the database once, at the first ask; after that the page this worker last kept. A page
  // another tab kept meanwhile is only missed, never wrong: every page answers its own version.
  let held: Promise<StoredPage | undefined> | null = null;
  return {
    async read(query, version) {
      if (queryKey(query) !== OPENING) return null;
      // A page that cannot be read is worked out instead.
      held ??= db.pages.get('round-times').catch(() => undefined);
      const saved = await held;
      return saved && saved.version === version && saved.build === BUILD ? { rows: saved.rows, total: saved.total } : null;
    },
    async keep(query, version, page) {
      if (queryKey(query) !== OPENING) return;
      const saved: StoredPage = { key: 'round-times', version, build: BUILD, rows: page.rows, total: page.total };
      held = Promise.resolve(saved);
      await db.pages.put(saved);
    },
  };
}
