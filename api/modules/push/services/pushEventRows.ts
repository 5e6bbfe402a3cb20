import { toUtcTimestamp } from '../../../../domain/time';
import type { TableRows } from '../../../db/batches';

/** What a push event is of: a round that came to count, or a live round just begun. */
export type PushSource = 'round' | 'live';

/** The push outbox's rows for these rounds or live rounds, for their own transaction, fanned out to devices from `due`. */
export function pushEventRows(source: PushSource, ids: readonly number[], due: Date, now = new Date()): TableRows {
  const created = toUtcTimestamp(now);
  return {
    table: 'push_events',
    rows: ids.map((source_id) => ({ source, source_id, state: 'pending', next_attempt_at: toUtcTimestamp(due), created_at: created, updated_at: created })),
  };
}
