import { ApiFailure, request } from '../../client/request';
import type { RoundListQuery, RoundPage } from '../../domain/roundList/types';
import { MAX_SERVER_PAGE_SIZE } from '../../domain/schemas';
import type { Foreground } from '../sync/foreground';

/** A page of Round Times from the server, or null where it cannot answer (offline, or a query only the device answers). */
export type ServerPages = (query: RoundListQuery) => Promise<RoundPage | null>;

/**
 * Round Times' rows worked out by the server, for a device whose copy is not complete yet: the
 * admin's review and the whole list at once wait for the copy.
 */
export function serverPages({ base, silenceMs, foreground }: { base: string; silenceMs: number; foreground: Foreground }): ServerPages {
  return async (query) => {
    if (query.suspiciousAt !== undefined || query.pageSize === 'all' || query.pageSize > MAX_SERVER_PAGE_SIZE) return null;
    const params = new URLSearchParams({
      search: query.search,
      pbs_only: String(query.pbsOnly),
      sort: query.sortBy,
      order: query.order,
      page: String(query.page),
      page_size: String(query.pageSize),
    });
    if (query.format) params.set('format', query.format);
    try {
      const answer = await foreground.run(() => request<{ data: RoundPage }>(`/round-times/?${params}`, { base, silenceMs }));
      return answer.data.data;
    } catch (err) {
      if (err instanceof ApiFailure) return null;
      throw err;
    }
  };
}
