import crypto, { type KeyObject } from 'node:crypto';

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
