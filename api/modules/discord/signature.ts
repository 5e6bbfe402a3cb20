import crypto, { type KeyObject } from 'node:crypto';
import type { Middleware } from 'koa';
import { ApiError, badRequest } from '../../http/errors';
import { described } from '../../http/openapi/describe';
import { readRawBody } from './rawBody';

const HEX_SIGNATURE = /^[0-9a-f]{128}$/i;

/** How far, in seconds, a signed timestamp may be from our clock, either way: a captured request goes stale this soon. */
export const TIMESTAMP_WINDOW_SECONDS = 5 * 60;

/** The application's public key (Developer Portal, hex; its form is checked with the configuration). */
export function discordPublicKey(hex: string | null): KeyObject | null {
  if (!hex) return null;
  const x = Buffer.from(hex, 'hex').toString('base64url');
  return crypto.createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x }, format: 'jwk' });
}

/** Discord signs the timestamp header followed by the exact body bytes. */
export function isSignedByDiscord(key: KeyObject | null, signatureHex: string, timestamp: string, body: Buffer): boolean {
  if (!key || !timestamp || !HEX_SIGNATURE.test(signatureHex)) return false;
  const message = Buffer.concat([Buffer.from(timestamp, 'utf8'), body]);
  return crypto.verify(null, message, key, Buffer.from(signatureHex, 'hex'));
}

/** Discord's timestamp is whole seconds since the epoch; anything else cannot be within the window. */
function isWithinWindow(timestamp: string): boolean {
  return /^\d+$/.test(timestamp) && Math.abs(Math.floor(Date.now() / 1000) - Number(timestamp)) <= TIMESTAMP_WINDOW_SECONDS;
}

function parsedJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw badRequest('The request body is not valid JSON.', 'invalid_json');
  }
}

/**
 * Lets on only a request whose exact body bytes Discord signed, up to `bodyLimit` bytes, at a
 * timestamp near our clock, and hands the body on parsed as JSON for validate().
 */
export function signedByDiscord(key: KeyObject | null, bodyLimit: number): Middleware {
  const middleware: Middleware = async (ctx, next) => {
    const body = await readRawBody(ctx, bodyLimit);
    const timestamp = ctx.get('X-Signature-Timestamp');
    if (!isSignedByDiscord(key, ctx.get('X-Signature-Ed25519'), timestamp, body)) {
      // Discord requires a 401 here and checks for it with deliberately bad signatures.
      throw new ApiError(401, 'invalid_signature', 'The request signature is missing or invalid.');
    }
    // Checked only once the signature holds, so Discord's bad-signature checks still read invalid_signature.
    if (!isWithinWindow(timestamp)) {
      throw new ApiError(401, 'stale_interaction', 'The interaction is too old, or its timestamp is not now.');
    }
    ctx.request.body = parsedJson(body);
    await next();
  };
  return described(middleware, {
    kind: 'signature',
    scheme: 'discordSignature',
    headers: {
      'X-Signature-Timestamp': `Whole seconds since the epoch, signed together with the body; refused more than ${TIMESTAMP_WINDOW_SECONDS / 60} minutes from the server's clock.`,
    },
  });
}
