import type { Db } from '../../../db/connection';
import type { ApiTokenRow } from '../../../db/rows';

export async function listKeys(db: Db): Promise<ApiTokenRow[]> {
  return db<ApiTokenRow>('api_tokens').orderBy('expires_at', 'asc').orderBy('id', 'asc');
}
