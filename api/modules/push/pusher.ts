import type { Logger } from 'pino';
import { nameKeysOfPlayer } from '../../../domain/leaderboard';
import type { PushKind } from '../../../domain/push';
import { toUtcTimestamp } from '../../../domain/time';
import { COUNTED_STATUSES } from '../../../domain/trust';
import type { Config } from '../../config';
import type { Db } from '../../db/connection';
import { createOutboxWorker, type OutboxRow, type OutboxTimings, type OutboxWorker, type TryOutcome } from '../../outbox/outboxWorker';
import { listPlayerIdentities } from '../players/services/listPlayerIdentities';
import { checkPushEndpoint } from './services/endpoint';
import { livePushes, roundPushes, writeDeliveries } from './services/fanOut';
import { vapidKeys } from './services/keys';
import type { PushSource } from './services/pushEventRows';
import { sendPush } from './services/sendPush';

/** Tries of one push before it is given up and logged. */
export const MAX_PUSH_ATTEMPTS = 5;
// Longer than a try can take (a push's timeout, or a fan-out's reads).
const LEASE_MS = 60_000;
// Sent pushes are kept this long, so an event fanned out again is still sent once; then they go.
const KEPT_MS = 30 * 24 * 60 * 60_000;

/** Why a push was not sent. */
export const ROUND_GONE = 'The round was deleted before its push was sent.';
export const NOT_ASKED = 'The device no longer asks for these notifications.';
export const UNFOLLOWED = 'The player is no longer followed.';

interface EventRow extends OutboxRow {
  source: PushSource;
  source_id: number;
}

interface DeliveryRow extends OutboxRow {
  subscription_id: number;
  kind: PushKind;
  subject: string | null;
  round_id: number | null;
  payload: string;
  ttl_seconds: number;
}

interface Device {
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  notify_pbs: boolean | number;
  notify_records: boolean | number;
  notify_live: boolean | number;
}

/**
 * Sends Web Push notifications from two outboxes, in every process of the site: events (rounds that
 * came to count, live rounds begun) are fanned out to one delivery per device, and each delivery is
 * sent, retried and settled. What changed in between is asked again at send time: a deleted round, a
 * device's choice turned off, a player unfollowed, an endpoint that no longer passes.
 */
export function createPusher(db: Db, reader: Db, config: Config, logger: Logger, options: OutboxTimings = {}): OutboxWorker {
  async function fanOut(row: EventRow): Promise<TryOutcome> {
    // Without a device subscribed anywhere there is nobody to tell.
    if (!(await reader('push_subscriptions').first('id'))) return { kind: 'removed' };
    const now = new Date();
    // Reads beside uploads rather than behind them: the event's source committed long before.
    const pushes = row.source === 'round' ? await roundPushes(reader, row.source_id) : await livePushes(reader, row.source_id, now);
    if (pushes) await writeDeliveries(db, pushes, now);
    await db('push_deliveries').whereIn('state', ['sent', 'failed', 'cancelled']).andWhere('updated_at', '<', toUtcTimestamp(new Date(now.getTime() - KEPT_MS))).delete();
    return { kind: 'removed' };
  }

  async function stillFollowed(userId: number, subject: string): Promise<boolean> {
    const nameKeys = nameKeysOfPlayer(subject, await listPlayerIdentities(reader));
    return Boolean(await reader('follows').where({ user_id: userId }).whereIn('name_key', nameKeys).first('id'));
  }

  const cancelled = (reason: string): TryOutcome => ({ kind: 'settled', fields: { state: 'cancelled', last_error: reason } });

  async function deliver(row: DeliveryRow, stop: AbortSignal): Promise<TryOutcome> {
    const device: Device | undefined = await reader('push_subscriptions').where({ id: row.subscription_id }).first('user_id', 'endpoint', 'p256dh', 'auth', 'notify_pbs', 'notify_records', 'notify_live');
    if (!device) return { kind: 'removed' };
    if (!device[`notify_${row.kind}`]) return cancelled(NOT_ASKED);
    if (row.subject !== null && !(await stillFollowed(Number(device.user_id), row.subject))) return cancelled(UNFOLLOWED);
    if (row.round_id !== null && !(await reader('rounds').where({ id: row.round_id }).whereIn('status', COUNTED_STATUSES).first('id'))) return cancelled(ROUND_GONE);
    try {
      await checkPushEndpoint(device.endpoint, config.production);
    } catch (err) {
      return { kind: 'refused', error: err instanceof Error ? err.message : String(err) };
    }
    const vapid = { ...(await vapidKeys(db, config.push)), subject: config.push.subject };
    const outcome = await sendPush(device, row.payload, row.ttl_seconds, vapid, stop);
    if (outcome.kind === 'sent') return { kind: 'settled', fields: { state: 'sent', sent_at: toUtcTimestamp(new Date()), last_error: null } };
    if (outcome.kind !== 'gone') return outcome;
    // The browser unsubscribed, or the push service dropped it: the device and its pushes go.
    await db('push_subscriptions').where({ id: row.subscription_id }).delete();
    logger.info({ subscriptionId: row.subscription_id, error: outcome.error }, 'push subscription gone');
    return { kind: 'removed' };
  }

  const events = createOutboxWorker<EventRow>(db, logger, {
    ...options,
    table: 'push_events',
    columns: ['source', 'source_id'],
    maxAttempts: MAX_PUSH_ATTEMPTS,
    leaseMs: LEASE_MS,
    tryRow: fanOut,
    givenUp: (row, attempts, error) => logger.error({ source: row.source, sourceId: row.source_id, attempts, error }, 'push fan-out given up'),
  });
  const deliveries = createOutboxWorker<DeliveryRow>(db, logger, {
    ...options,
    table: 'push_deliveries',
    columns: ['subscription_id', 'kind', 'subject', 'round_id', 'payload', 'ttl_seconds'],
    maxAttempts: MAX_PUSH_ATTEMPTS,
    leaseMs: LEASE_MS,
    tryRow: deliver,
    givenUp: (row, attempts, error) => logger.error({ subscriptionId: row.subscription_id, attempts, error }, 'push given up'),
  });
  return {
    start() {
      events.start();
      deliveries.start();
    },
    async close() {
      await Promise.all([events.close(), deliveries.close()]);
    },
  };
}
