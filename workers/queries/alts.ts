import type { BaTimesDb } from '../baTimesDb';
import { altsLookup, type AltsLookup } from '../../domain/account';

/** The stored alts map, looked up by character name in any case. */
export async function loadAlts(db: BaTimesDb): Promise<AltsLookup> {
  const rows = await db.alts.toArray();
  return altsLookup(Object.fromEntries(rows.map((row) => [row.name, row.alts])));
}
