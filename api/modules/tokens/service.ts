import { toUtcTimestamp } from '../../../domain/time';
import type { Db } from '../../db/connection';
import type { ApiTokenRow } from '../../db/rows';
import { notFound } from '../../http/errors';
import { encryptSecret, hashToken, randomToken } from '../../security/secrets';

export type KeyType = 'public' | 'private';
export const PRIVATE_KEY_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;
export const PLUGIN_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

export interface KeyRef {
  id: number;
  type: KeyType;
}

/** The active, unexpired keys these bearer tokens name, by token; a token naming none is absent. */
export async function keysForTokens(db: Db, tokens: readonly string[]): Promise<Map<string, KeyRef>> {
  const tokenByHash = new Map(tokens.map((token) => [hashToken(token), token]));
  const rows = await db<ApiTokenRow>('api_tokens')
    .whereIn('token_hash', [...tokenByHash.keys()])
    .where({ active: true })
    .andWhere((q) => q.whereNull('expires_at').orWhere('expires_at', '>', toUtcTimestamp(new Date())))
    .select('id', 'type', 'token_hash');
  return new Map(rows.map((row) => [tokenByHash.get(row.token_hash)!, { id: row.id, type: row.type === 'public' ? 'public' : 'private' }]));
}

export async function listKeys(db: Db): Promise<ApiTokenRow[]> {
  return db<ApiTokenRow>('api_tokens').orderBy('expires_at', 'asc').orderBy('id', 'asc');
}

export async function generateKey(
  db: Db,
  input: { type: KeyType; description: string; lifetimeMs: number; createdBy: number | null },
  appSecret: string,
  now = new Date(),
): Promise<{ row: ApiTokenRow; token: string }> {
  const token = randomToken();
  const [row] = await db<ApiTokenRow>('api_tokens')
    .insert({
      token_hash: hashToken(token),
      token_encrypted: encryptSecret(token, appSecret),
      description: input.description,
      type: input.type,
      active: true,
      created_at: toUtcTimestamp(now),
      expires_at: toUtcTimestamp(new Date(now.getTime() + input.lifetimeMs)),
      created_by: input.createdBy,
    })
    .returning('*');
  return { row: row!, token };
}

/** Disabling is one-way; disabling a disabled key changes nothing. */
export async function disableKey(db: Db, id: number): Promise<ApiTokenRow> {
  const [row] = await db<ApiTokenRow>('api_tokens').where({ id }).update({ active: false }).returning('*');
  if (!row) throw notFound(`API key ${id} does not exist.`);
  return row;
}
