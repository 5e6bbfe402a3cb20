import type { Logger } from 'pino';
import { toUtcTimestamp } from '../../../domain/time';
import type { Config } from '../../config';
import type { Db } from '../../db/connection';
import { announcementPost, reasonOf } from './services/announcementPost';
import { ROUND_DELETED } from './services/cancelAnnouncement';
import { readRoundToAnnounce } from './services/readRoundToAnnounce';
import { sendPost, type SendOutcome } from './services/sendPost';

/** Tries of one post before it is given up and logged. */
export const MAX_ATTEMPTS = 5;
// Longer than a try can take (the webhook's timeout): a row past its lease was left by a process that died.
const LEASE_MS = 60_000;
const DUE_PER_TICK = 10;
const MAX_BACKOFF_MS = 5 * 60_000;

export interface AnnouncerOptions {
  /** How often the outbox is read for posts that are due. */
  pollMs?: number;
  /** The wait after a first failed try, doubling with each. */
  backoffMs?: number;
}

export interface Announcer {
  start(): void;
  /** Stops reading the outbox; a post under way is broken off and tried again later, by this process or another. */
  close(): Promise<void>;
}

interface OutboxRow {
  id: number;
  round_id: number;
  attempts: number;
}

/**
 * Sends the outbox's posts, in every process of the site: a process takes a due row by moving it to
 * 'sending' under a lease in one conditional update, so no two send it, and a row whose process died
 * mid-send is taken again once its lease passes. An upload never waits for it.
 */
export function createAnnouncer(db: Db, config: Config, logger: Logger, options: AnnouncerOptions = {}): Announcer {
  const webhookUrl = config.announcements.webhookUrl;
  const pollMs = options.pollMs ?? 2000;
  const backoffMs = options.backoffMs ?? 2000;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let closed = false;
  const stopping = new AbortController();

  const now = () => toUtcTimestamp(new Date());
  const later = (ms: number) => toUtcTimestamp(new Date(Date.now() + ms));

  async function dueRows(): Promise<OutboxRow[]> {
    const at = now();
    return db('announcements')
      .where((due) => due.where('state', 'pending').andWhere('next_attempt_at', '<=', at))
      .orWhere((abandoned) => abandoned.where('state', 'sending').andWhere('lease_until', '<=', at))
      .orderBy('id')
      .limit(DUE_PER_TICK)
      .select('id', 'round_id', 'attempts');
  }

  /** Takes the row for this process; false when another took it first. */
  async function claim(row: OutboxRow): Promise<boolean> {
    const taken = await db('announcements')
      .where({ id: row.id, attempts: row.attempts })
      .whereIn('state', ['pending', 'sending'])
      .update({ state: 'sending', attempts: row.attempts + 1, lease_until: later(LEASE_MS), updated_at: now() });
    return taken === 1;
  }

  /** Writes how a try ended, unless the row has moved on without this process. */
  async function settle(row: OutboxRow, fields: Record<string, unknown>): Promise<void> {
    await db('announcements')
      .where({ id: row.id, state: 'sending', attempts: row.attempts + 1 })
      .update({ ...fields, lease_until: null, updated_at: now() });
  }

  async function afterTry(row: OutboxRow, outcome: SendOutcome): Promise<void> {
    const attempt = row.attempts + 1;
    if (outcome.kind === 'sent') return settle(row, { state: 'sent', sent_at: now(), last_error: null, discord_message_id: outcome.messageId });
    if (outcome.kind === 'retry' && attempt < MAX_ATTEMPTS) {
      const wait = outcome.afterMs ?? Math.min(MAX_BACKOFF_MS, backoffMs * 2 ** (attempt - 1) * (1 + Math.random() / 2));
      return settle(row, { state: 'pending', next_attempt_at: later(wait), last_error: outcome.error });
    }
    logger.error({ roundId: row.round_id, attempts: attempt, error: outcome.error }, 'Discord announcement given up');
    await settle(row, { state: 'failed', last_error: outcome.error });
  }

  async function deliver(row: OutboxRow): Promise<void> {
    const round = await readRoundToAnnounce(db, row.round_id);
    if (!round) return settle(row, { state: 'cancelled', last_error: ROUND_DELETED });
    const reason = reasonOf(round);
    // Most rounds are no record: their rows go, and the outbox holds only what was worth a post.
    if (!reason) return void (await db('announcements').where({ id: row.id, state: 'sending' }).delete());
    await db('announcements').where({ id: row.id }).update({ reason });
    await afterTry(row, await sendPost(webhookUrl!, announcementPost(round, reason, config.publicUrl!), stopping.signal));
  }

  async function tick(): Promise<void> {
    try {
      for (const row of await dueRows()) {
        if (closed) return;
        if (await claim(row)) await deliver(row);
      }
    } catch (err) {
      logger.warn({ err }, 'reading the announcement outbox failed; trying again');
    }
  }

  function schedule(): void {
    if (closed) return;
    timer = setTimeout(() => {
      running = tick().finally(schedule);
    }, pollMs);
    timer.unref();
  }

  return {
    start() {
      if (webhookUrl) schedule();
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      stopping.abort();
      await running;
    },
  };
}
