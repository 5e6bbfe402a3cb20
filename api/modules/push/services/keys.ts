import webPush from 'web-push';
import { toUtcTimestamp } from '../../../../domain/time';
import type { PushConfig } from '../../../config';
import type { Db } from '../../../db/connection';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The site's VAPID keys: the environment's, else the pair kept in the database, made on first use.
 * Every process of a site reads the same row (the first to write it wins), and restarts keep it, so
 * devices stay subscribed.
 */
export async function vapidKeys(db: Db, config: PushConfig): Promise<VapidKeys> {
  if (config.keys) return config.keys;
  const kept = await db('push_keys').where({ id: 1 }).first('public_key', 'private_key');
  if (kept) return { publicKey: kept.public_key, privateKey: kept.private_key };
  const made = webPush.generateVAPIDKeys();
  await db('push_keys').insert({ id: 1, public_key: made.publicKey, private_key: made.privateKey, created_at: toUtcTimestamp(new Date()) }).onConflict('id').ignore();
  const row = await db('push_keys').where({ id: 1 }).first('public_key', 'private_key');
  return { publicKey: row.public_key, privateKey: row.private_key };
}
