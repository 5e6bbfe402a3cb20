import crypto from 'node:crypto';
import { toUtcTimestamp } from '../../../domain/time';
import type { Db } from '../../db/connection';
import { hashToken, randomToken } from '../../security/secrets';

const STATE_LIFETIME_MS = 10 * 60 * 1000;

export interface CreatedOAuthState {
  /** Goes to Discord (or the development page) and comes back. */
  state: string;
  /** Given only to the browser that started the sign-in; the app sends it when it trades the code. */
  verifier: string;
}

export interface ReturnedSignIn {
  redirectUri: string;
  verifierHash: string;
}

/** A fresh sign-in: where it returns to, and the hash of the verifier that binds it to its browser. Stored hashed. */
export async function createOAuthState(db: Db, redirectUri: string, now = new Date()): Promise<CreatedOAuthState> {
  const state = crypto.randomBytes(24).toString('base64url');
  const verifier = randomToken();
  await db('oauth_states').where('expires_at', '<', toUtcTimestamp(now)).delete();
  await db('oauth_states').insert({
    state_hash: hashToken(state),
    redirect_uri: redirectUri,
    verifier_hash: hashToken(verifier),
    expires_at: toUtcTimestamp(new Date(now.getTime() + STATE_LIFETIME_MS)),
  });
  return { state, verifier };
}

/** Reads a state without using it up (the development page shows its form), or null when it is not ours or has expired. */
export async function peekOAuthState(db: Db, state: string, now = new Date()): Promise<ReturnedSignIn | null> {
  const row = await db('oauth_states').where({ state_hash: hashToken(state) }).first('redirect_uri', 'verifier_hash', 'expires_at');
  if (!row || row.expires_at <= toUtcTimestamp(now)) return null;
  return { redirectUri: row.redirect_uri as string, verifierHash: row.verifier_hash as string };
}

/** Uses a state up: what it was started with when it was ours and unexpired, else null. It never works twice. */
export async function consumeOAuthState(db: Db, state: string, now = new Date()): Promise<ReturnedSignIn | null> {
  const started = await peekOAuthState(db, state, now);
  if (!started) return null;
  const deleted = await db('oauth_states').where({ state_hash: hashToken(state) }).delete();
  return deleted === 0 ? null : started;
}
