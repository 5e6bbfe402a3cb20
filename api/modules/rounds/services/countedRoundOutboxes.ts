import type { TableRows } from '../../../db/batches';
import type { AnnouncementConfig } from '../../../config';
import { announcementRows } from '../../announcements/services/announcementRows';
import { pushEventRows } from '../../push/services/pushEventRows';

/**
 * What rounds that came to count set going, for their own transaction: their Discord announcements
 * and their pushes, each due once teammates' reports have had time to merge into them.
 */
export function countedRoundOutboxes(roundIds: readonly number[], announcements: AnnouncementConfig, now = new Date()): TableRows[] {
  return [announcementRows(roundIds, announcements, now), pushEventRows('round', roundIds, new Date(now.getTime() + announcements.settleMs), now)];
}
