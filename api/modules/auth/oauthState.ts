import crypto from 'node:crypto';
import { toUtcTimestamp } from '../../../domain/time';
import type { Db } from '../../db/connection';
import { hashToken } from '../../security/secrets';

const STATE_LIFETIME_MS = 10 * 60 * 1000;

/** A fresh `state` for one sign-in, remembering where it returns to. Stored hashed. */
export async function createOAuthState(db: Db, redirectUri: string, now = new Date()): Promise<string> {
  const state = crypto.randomBytes(24).toString('base64url');
  await db('oauth_states').where('expires_at', '<', toUtcTimestamp(now)).delete();
  await db('oauth_states').insert({
    state_hash: hashToken(state),
    redirect_uri: redirectUri,
    expires_at: toUtcTimestamp(new Date(now.getTime() + STATE_LIFETIME_MS)),
  });
  return state;
}

/** Uses a state up: its redirect when it was ours and unexpired, else null. It never works twice. */
export async function consumeOAuthState(db: Db, state: string, now = new Date()): Promise<string | null> {
  const stateHash = hashToken(state);
  const row = await db('oauth_states').where({ state_hash: stateHash }).first('redirect_uri', 'expires_at');
  if (!row) return null;
  const deleted = await db('oauth_states').where({ state_hash: stateHash }).delete();
  if (deleted === 0 || row.expires_at <= toUtcTimestamp(now)) return null;
  return row.redirect_uri as string;
}
