import type { Logger } from 'pino';
import { toUtcTimestamp } from '../../../domain/time';
import type { Config } from '../../config';
import type { Db } from '../../db/connection';
import { createOutboxWorker, type OutboxRow, type OutboxTimings, type OutboxWorker, type TryOutcome } from '../../outbox/outboxWorker';
import { announcementPost, reasonOf } from './services/announcementPost';
import { ROUND_DELETED } from './services/cancelAnnouncement';
import { readRoundToAnnounce } from './services/readRoundToAnnounce';
import { sendPost } from './services/sendPost';

/** Tries of one post before it is given up and logged. */
export const MAX_ATTEMPTS = 5;
// Longer than a try can take (the webhook's timeout).
const LEASE_MS = 60_000;

export type AnnouncerOptions = OutboxTimings;

interface AnnouncementRow extends OutboxRow {
  round_id: number;
}

/** Posts the announcement outbox's records to the Discord webhook, when one is configured; an upload never waits for it. */
export function createAnnouncer(db: Db, config: Config, logger: Logger, options: AnnouncerOptions = {}): OutboxWorker {
  const webhookUrl = config.announcements.webhookUrl;

  async function tryRow(row: AnnouncementRow, stop: AbortSignal): Promise<TryOutcome> {
    const round = await readRoundToAnnounce(db, row.round_id);
    if (!round) return { kind: 'settled', fields: { state: 'cancelled', last_error: ROUND_DELETED } };
    const reason = reasonOf(round);
    // Most rounds are no record: their rows go, and the outbox holds only what was worth a post.
    if (!reason) return { kind: 'removed' };
    await db('announcements').where({ id: row.id }).update({ reason });
    const outcome = await sendPost(webhookUrl!, announcementPost(round, reason, config.publicUrl!), stop);
    if (outcome.kind !== 'sent') return outcome;
    return { kind: 'settled', fields: { state: 'sent', sent_at: toUtcTimestamp(new Date()), last_error: null, discord_message_id: outcome.messageId } };
  }

  const worker = createOutboxWorker<AnnouncementRow>(db, logger, {
    ...options,
    table: 'announcements',
    columns: ['round_id'],
    maxAttempts: MAX_ATTEMPTS,
    leaseMs: LEASE_MS,
    tryRow,
    givenUp: (row, attempts, error) => logger.error({ roundId: row.round_id, attempts, error }, 'Discord announcement given up'),
  });
  return {
    start() {
      if (webhookUrl) worker.start();
    },
    close: worker.close,
  };
}
