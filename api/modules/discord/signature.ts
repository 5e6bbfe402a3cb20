import crypto, { type KeyObject } from 'node:crypto';
import type { Middleware } from 'koa';
import { ApiError, badRequest } from '../../http/errors';
import { described } from '../../http/openapi/describe';
import { readRawBody } from './rawBody';

const HEX_SIGNATURE = /^[0-9a-f]{128}$/i;

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

function parsedJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw badRequest('The request body is not valid JSON.', 'invalid_json');
  }
}

/**
 * Lets on only a request whose exact body bytes Discord signed, up to `bodyLimit` bytes, and hands
 * the body on parsed as JSON for validate().
 */
export function signedByDiscord(key: KeyObject | null, bodyLimit: number): Middleware {
  const middleware: Middleware = async (ctx, next) => {
    const body = await readRawBody(ctx, bodyLimit);
    if (!isSignedByDiscord(key, ctx.get('X-Signature-Ed25519'), ctx.get('X-Signature-Timestamp'), body)) {
      // Discord requires a 401 here and checks for it with deliberately bad signatures.
      throw new ApiError(401, 'invalid_signature', 'The request signature is missing or invalid.');
    }
    ctx.request.body = parsedJson(body);
    await next();
  };
  return described(middleware, {
    kind: 'signature',
    scheme: 'discordSignature',
    headers: { 'X-Signature-Timestamp': 'The timestamp Discord signed together with the body.' },
  });
}
