import type { Db } from '../../../db/connection';
import type { ApiTokenRow } from '../../../db/rows';
import { notFound } from '../../../http/errors';

/** Disabling is one-way; disabling a disabled key changes nothing. */
export async function disableKey(db: Db, id: number): Promise<ApiTokenRow> {
  const [row] = await db<ApiTokenRow>('api_tokens').where({ id }).update({ active: false }).returning('*');
  if (!row) throw notFound(`API key ${id} does not exist.`);
  return row;
}
