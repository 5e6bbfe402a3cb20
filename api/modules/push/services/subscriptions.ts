import { DEFAULT_PUSH_CHOICES, MAX_PUSH_DEVICES, type PushChoices } from '../../../../domain/push';
import type { PushSubscriptionInput } from '../../../../domain/schemas/push';
import { toUtcTimestamp } from '../../../../domain/time';
import type { Db } from '../../../db/connection';
import { badRequest, notFound } from '../../../http/errors';

/** A device's subscription as the API answers it: its endpoint and what it is told of. */
export interface DeviceSubscription {
  endpoint: string;
  notify: PushChoices;
}

interface SubscriptionRow {
  endpoint: string;
  notify_pbs: boolean | number;
  notify_records: boolean | number;
  notify_live: boolean | number;
}

const present = (row: SubscriptionRow): DeviceSubscription => ({
  endpoint: row.endpoint,
  notify: { pbs: Boolean(row.notify_pbs), records: Boolean(row.notify_records), live: Boolean(row.notify_live) },
});

/**
 * Keeps a device's subscription for the user: a new device (at most MAX_PUSH_DEVICES a user), or the
 * same endpoint again with new keys or choices. An endpoint another user had subscribed moves to this
 * one: it is the same browser, now signed in as someone else.
 */
export async function subscribeDevice(db: Db, userId: number, input: PushSubscriptionInput): Promise<{ subscription: DeviceSubscription; created: boolean }> {
  const held: SubscriptionRow | undefined = await db('push_subscriptions').where({ endpoint: input.endpoint }).first('endpoint', 'notify_pbs', 'notify_records', 'notify_live');
  const notify = { ...(held ? present(held).notify : DEFAULT_PUSH_CHOICES), ...input.notify };
  const fields = { user_id: userId, p256dh: input.keys.p256dh, auth: input.keys.auth, notify_pbs: notify.pbs, notify_records: notify.records, notify_live: notify.live };
  if (held) {
    await db('push_subscriptions').where({ endpoint: input.endpoint }).update(fields);
    return { subscription: { endpoint: input.endpoint, notify }, created: false };
  }
  const counted = (await db('push_subscriptions').where({ user_id: userId }).count('* as count').first()) as { count: number | string } | undefined;
  if (Number(counted?.count ?? 0) >= MAX_PUSH_DEVICES) {
    throw badRequest(`You can get notifications on at most ${MAX_PUSH_DEVICES} devices: turn them off on another first.`, 'too_many_devices');
  }
  await db('push_subscriptions').insert({ endpoint: input.endpoint, created_at: toUtcTimestamp(new Date()), ...fields });
  return { subscription: { endpoint: input.endpoint, notify }, created: true };
}

/** Forgets one of the user's devices, by its endpoint. */
export async function unsubscribeDevice(db: Db, userId: number, endpoint: string): Promise<DeviceSubscription> {
  const held: SubscriptionRow | undefined = await db('push_subscriptions').where({ endpoint, user_id: userId }).first('endpoint', 'notify_pbs', 'notify_records', 'notify_live');
  if (!held) throw notFound('This device gets no notifications.');
  await db('push_subscriptions').where({ endpoint, user_id: userId }).delete();
  return present(held);
}
