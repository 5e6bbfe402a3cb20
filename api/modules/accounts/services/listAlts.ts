import type { AltsMap } from '../../../../domain/types';
import type { Db } from '../../../db/connection';
import type { AccountRow } from '../../../db/rows';

/** character name → the other names of the same user, for every user with more than one. */
export async function listAlts(db: Db): Promise<AltsMap> {
  const rows = await db<AccountRow>('accounts').select('user_id', 'character_name').orderBy('id');
  const byUser = new Map<number, string[]>();
  for (const row of rows) {
    const names = byUser.get(row.user_id);
    if (names) names.push(row.character_name);
    else byUser.set(row.user_id, [row.character_name]);
  }
  // Built as own properties: assigning alts['__proto__'] would set the object's prototype instead of a name.
  return Object.fromEntries(
    [...byUser.values()].filter((names) => names.length > 1).flatMap((names) => names.map((name) => [name, names.filter((other) => other !== name)])),
  );
}
