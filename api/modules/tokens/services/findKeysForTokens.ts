import { toUtcTimestamp } from '../../../../domain/time';
import type { KeyType } from '../../../../domain/types';
import type { Db } from '../../../db/connection';
import type { ApiTokenRow } from '../../../db/rows';
import { hashToken } from '../../../security/secrets';

export interface KeyRef {
  id: number;
  type: KeyType;
}

/** The active, unexpired keys these bearer tokens name, by token; a token naming none is absent. */
export async function findKeysForTokens(db: Db, tokens: readonly string[]): Promise<Map<string, KeyRef>> {
  const tokenByHash = new Map(tokens.map((token) => [hashToken(token), token]));
  const rows = await db<ApiTokenRow>('api_tokens')
    .whereIn('token_hash', [...tokenByHash.keys()])
    .where({ active: true })
    .andWhere((q) => q.whereNull('expires_at').orWhere('expires_at', '>', toUtcTimestamp(new Date())))
    .select('id', 'type', 'token_hash');
  return new Map(rows.map((row) => [tokenByHash.get(row.token_hash)!, { id: row.id, type: row.type === 'public' ? 'public' : 'private' }]));
}
