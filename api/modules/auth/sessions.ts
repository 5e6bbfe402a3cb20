import { toUtcTimestamp } from '../../../domain/time';
import type { Db } from '../../db/connection';
import type { SessionRow, UserRow } from '../../db/rows';
import { hashToken, randomToken } from '../../security/secrets';

const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export async function createSession(db: Db, userId: number, now = new Date()): Promise<string> {
  const token = randomToken();
  await db<SessionRow>('sessions').insert({
    token_hash: hashToken(token),
    user_id: userId,
    created_at: toUtcTimestamp(now),
    expires_at: toUtcTimestamp(new Date(now.getTime() + SESSION_LIFETIME_MS)),
  });
  return token;
}

export async function userForSession(db: Db, token: string): Promise<{ user: UserRow; sessionId: number } | null> {
  const row = await db('sessions')
    .join('users', 'users.id', 'sessions.user_id')
    .where('sessions.token_hash', hashToken(token))
    .andWhere('sessions.expires_at', '>', toUtcTimestamp(new Date()))
    .select('users.*', 'sessions.id as session_id')
    .first();
  if (!row) return null;
  const { session_id, ...user } = row as UserRow & { session_id: number };
  return { user, sessionId: session_id };
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db('sessions').where({ id: sessionId }).delete();
}
