import { FORMATS, ROLES_BY_FORMAT, type Format, type Role } from '../../../domain/constants';
import { roleKey } from '../../../domain/roles';
import type { Db } from '../../db/connection';

export type PersonalBests = Partial<Record<Format, Record<string, { pb_time: number | null }>>>;

/** Every name of the player: all of the user's linked characters when the name is linked, else the name alone. */
async function namesOfPlayer(db: Db, name: string): Promise<string[]> {
  const nameKey = name.toLowerCase();
  const linked = await db('accounts').where({ name_key: nameKey }).first('user_id');
  if (!linked) return [nameKey];
  return db('accounts').where({ user_id: linked.user_id }).pluck('name_key');
}

/** Best round time per role of each format, over the player's linked characters; null where there is none. */
export async function personalBestsOf(db: Db, name: string, format?: Format, role?: Role): Promise<PersonalBests> {
  const names = await namesOfPlayer(db, name);
  const query = db('round_players')
    .join('rounds', 'rounds.id', 'round_players.round_id')
    .whereIn('round_players.name_key', names)
    .groupBy('rounds.format', 'round_players.role')
    .select('rounds.format', 'round_players.role')
    .min({ best: 'rounds.round_time' });
  if (format) query.where('rounds.format', format);
  if (role) query.where('round_players.role', role);
  const best = new Map<string, number>();
  for (const row of (await query) as { format: string; role: string; best: number | string }[]) best.set(`${row.format}|${row.role}`, Number(row.best));

  const answer: PersonalBests = {};
  for (const f of format ? [format] : FORMATS) {
    const roles = ROLES_BY_FORMAT[f].filter((r) => !role || r === role);
    if (role && roles.length === 0) continue;
    answer[f] = Object.fromEntries(roles.map((r) => [roleKey(r), { pb_time: best.get(`${f}|${r}`) ?? null }]));
  }
  return answer;
}
