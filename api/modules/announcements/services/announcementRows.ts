import { toUtcTimestamp } from '../../../../domain/time';
import type { TableRows } from '../../../db/batches';
import type { AnnouncementConfig } from '../../../config';

/**
 * The outbox rows of rounds just created, for their own transaction: each is due once teammates'
 * reports have had time to merge into it. None while announcements are off, so that turning them
 * on later does not post old rounds.
 */
export function announcementRows(roundIds: readonly number[], config: AnnouncementConfig, now = new Date()): TableRows {
  if (!config.webhookUrl) return { table: 'announcements', rows: [] };
  const created = toUtcTimestamp(now);
  const due = toUtcTimestamp(new Date(now.getTime() + config.settleMs));
  return {
    table: 'announcements',
    rows: roundIds.map((round_id) => ({ round_id, state: 'pending', next_attempt_at: due, created_at: created, updated_at: created })),
  };
}
