import { toUtcTimestamp } from '../../../../domain/time';
import type { KeyType } from '../../../../domain/types';
import type { Db } from '../../../db/connection';
import type { ApiTokenRow } from '../../../db/rows';
import { encryptSecret, hashToken, randomToken } from '../../../security/secrets';

export const PRIVATE_KEY_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;
export const PLUGIN_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

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
