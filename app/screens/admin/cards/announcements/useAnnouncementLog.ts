import type { AnnouncementLog } from '../../../../../domain/announcements';
import { api } from '../../../../data/api';
import { queryKeys } from '../../../../data/keys';
import { useServerQuery, type ServerQuery } from '../../../../data/query/useServerQuery';

/** How many of the outbox's latest entries the card lists. */
export const LISTED_ANNOUNCEMENTS = 50;

const loadLog = async (): Promise<AnnouncementLog> => (await api<AnnouncementLog>(`/announcements?limit=${LISTED_ANNOUNCEMENTS}`)).data;

/** The outbox's latest entries (GET /announcements), loaded when the card opens and on each refresh. */
export function useAnnouncementLog(): ServerQuery<AnnouncementLog> {
  return useServerQuery(queryKeys.announcements(LISTED_ANNOUNCEMENTS), loadLog);
}
