import { toUtcTimestamp } from '../../../../domain/time';
import type { Db } from '../../../db/connection';

/** Why an announcement was not sent: its round went first. */
export const ROUND_DELETED = 'The round was deleted before it was announced.';

/** A round deleted before its post is sent is not announced; one already being sent is past stopping. */
export async function cancelAnnouncement(trx: Db, roundId: number): Promise<void> {
  await trx('announcements')
    .where({ round_id: roundId, state: 'pending' })
    .update({ state: 'cancelled', last_error: ROUND_DELETED, updated_at: toUtcTimestamp(new Date()) });
}
