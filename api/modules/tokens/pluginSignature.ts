import crypto from 'node:crypto';
import type { Middleware } from 'koa';
import { toUtcTimestamp } from '../../../domain/time';
import type { Db } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import { ApiError } from '../../http/errors';
import { described } from '../../http/openapi/describe';

/** How far a plugin's clock may be from ours. */
export const TIMESTAMP_TOLERANCE_MS = 5 * 60 * 1000;

export interface SignedHeaders {
  timestamp: string;
  nonce: string;
  signature: string;
}

const refused = (message: string, code: string) => new ApiError(401, code, message);

/** Base64(HMAC-SHA256(secret, timestamp + nonce)), as the plugin computes it. */
export function pluginSignature(secret: string, timestamp: string, nonce: string): string {
  return crypto.createHmac('sha256', secret).update(timestamp + nonce).digest('base64');
}

/**
 * Accepts a token request only when it is signed with the plugin's key, fresh, and never seen
 * before; the nonce is kept until its timestamp could no longer pass, so a replay always fails.
 */
export async function checkPluginRequest(db: Db, headers: Partial<SignedHeaders>, secret: string, now = Date.now()): Promise<void> {
  const { timestamp, nonce, signature } = headers;
  if (!timestamp || !nonce || !signature) throw refused('X-Timestamp, X-Nonce and X-Signature headers are required.', 'signature_missing');
  if (!/^\d{1,16}$/.test(timestamp) || nonce.length > 64) throw refused('The request signature is invalid.', 'invalid_signature');
  const expected = Buffer.from(pluginSignature(secret, timestamp, nonce));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
    throw refused('The request signature is invalid.', 'invalid_signature');
  }
  if (Math.abs(now - Number(timestamp)) > TIMESTAMP_TOLERANCE_MS) {
    throw refused("The request's timestamp is more than 5 minutes off: check the computer's clock.", 'stale_timestamp');
  }
  const horizon = toUtcTimestamp(new Date(now - 2 * TIMESTAMP_TOLERANCE_MS));
  await db('plugin_nonces').where('created_at', '<', horizon).delete();
  try {
    await db('plugin_nonces').insert({ nonce, created_at: toUtcTimestamp(new Date(now)) });
  } catch (err) {
    if (isUniqueViolation(err)) throw refused('This request was already used.', 'nonce_reused');
    throw err;
  }
}

/** Lets on only a request the plugin signed (see checkPluginRequest), before its body is read. */
export function pluginSigned(db: Db, secret: string): Middleware {
  const middleware: Middleware = async (ctx, next) => {
    await checkPluginRequest(db, { timestamp: ctx.get('X-Timestamp'), nonce: ctx.get('X-Nonce'), signature: ctx.get('X-Signature') }, secret);
    await next();
  };
  return described(middleware, {
    kind: 'signature',
    scheme: 'pluginSignature',
    headers: {
      'X-Timestamp': "Milliseconds since the epoch, within 5 minutes of the server's clock.",
      'X-Nonce': 'A value this server has not seen before, at most 64 characters.',
    },
  });
}
