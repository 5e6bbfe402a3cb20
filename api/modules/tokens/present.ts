import type { ApiKey, PluginToken } from '../../../domain/types';
import type { ApiTokenRow } from '../../db/rows';
import { decryptSecret } from '../../security/secrets';

export function presentKey(row: ApiTokenRow, appSecret: string): ApiKey {
  return {
    id: row.id,
    // A key sealed under another APP_SECRET can no longer be shown, only disabled.
    token: decryptSecret(row.token_encrypted, appSecret) ?? '',
    description: row.description,
    created_at: row.created_at,
    active: Boolean(row.active),
    type: row.type === 'public' ? 'public' : 'private',
    expires_at: row.expires_at,
  };
}

export function presentPluginToken(row: ApiTokenRow, token: string): PluginToken {
  return { token, expires_at: row.expires_at };
}
