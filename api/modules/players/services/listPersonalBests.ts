import { COUNTED_STATUSES } from '../../../../domain/trust';
import type { Format, Role } from '../../../../domain/constants';
import type { Db } from '../../../db/connection';

/** The best round time a player has in one role of one format. */
export interface PersonalBest {
  format: Format;
  role: Role;
  best: number;
}

/** What the plugin asks for: every format and role, or only those it names. */
export interface PersonalBestFilter {
  format?: Format;
  role?: Role;
}

/** Every name of the player: all of the user's linked characters when the name is linked, else the name alone. */
async function namesOfPlayer(db: Db, name: string): Promise<string[]> {
  const nameKey = name.toLowerCase();
  const linked = await db('accounts').where({ name_key: nameKey }).first('user_id');
  if (!linked) return [nameKey];
  return db('accounts').where({ user_id: linked.user_id }).pluck('name_key');
}

/** The player's best round time in each format and role played, over their linked characters. */
export async function listPersonalBests(db: Db, name: string, { format, role }: PersonalBestFilter): Promise<PersonalBest[]> {
  const names = await namesOfPlayer(db, name);
  const query = db('round_players')
    .join('rounds', 'rounds.id', 'round_players.round_id')
    .whereIn('rounds.status', COUNTED_STATUSES)
    .whereIn('round_players.name_key', names)
    .groupBy('rounds.format', 'round_players.role')
    .select('rounds.format', 'round_players.role')
    .min({ best: 'rounds.round_time' });
  if (format) query.where('rounds.format', format);
  if (role) query.where('round_players.role', role);
  const rows = (await query) as { format: Format; role: Role; best: number | string }[];
  return rows.map((row) => ({ format: row.format, role: row.role, best: Number(row.best) }));
}
