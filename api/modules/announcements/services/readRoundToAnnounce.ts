import type { Format, Role } from '../../../../domain/constants';
import { ANNOUNCED_PLACES, beatsEarlierBest, standingOf, type Standing } from '../../../../domain/announcements';
import type { RoundPlayer } from '../../../../domain/types';
import { COUNTED_STATUSES } from '../../../../domain/trust';
import type { Db } from '../../../db/connection';

/** A player's new best in their role, beside the best it beat. */
export interface NewPersonalBest {
  character_name: string;
  role: Role;
  earlierBest: number;
}

/** What an announcement of a round says: the round, where it stands on its board, whose bests it is. */
export interface RoundToAnnounce {
  id: number;
  format: Format;
  round_time: number;
  round_date: string | null;
  players: RoundPlayer[];
  standing: Standing | null;
  personalBests: NewPersonalBest[];
}

interface PlayerRow {
  character_name: string;
  name_key: string;
  role: Role;
}

/** The fastest times of the round's format that counted and landed before it (lower ids), fastest first: the board it entered. */
export async function fastestEarlierTimes(db: Db, round: { id: number; format: Format }, places: number): Promise<number[]> {
  const times = await db('rounds').where({ format: round.format }).whereIn('status', COUNTED_STATUSES).andWhere('id', '<', round.id).orderBy('round_time').limit(places).pluck('round_time');
  return times.map(Number);
}

/**
 * The round as it stands now, against the rounds of its format that landed before it (lower ids):
 * the board it entered, whenever its post is sent. null when the round is gone.
 */
export async function readRoundToAnnounce(db: Db, roundId: number): Promise<RoundToAnnounce | null> {
  // A round that does not count (held for review, rejected) is announced when it does, if ever.
  const round = await db('rounds').where({ id: roundId }).whereIn('status', COUNTED_STATUSES).first('id', 'format', 'round_time', 'round_date');
  if (!round) return null;
  const format = round.format as Format;
  const roundTime = Number(round.round_time);
  const players: PlayerRow[] = await db('round_players').where({ round_id: roundId }).orderBy('position').select('character_name', 'name_key', 'role');
  const fastestEarlier = await fastestEarlierTimes(db, { id: roundId, format }, ANNOUNCED_PLACES);
  return {
    id: roundId,
    format,
    round_time: roundTime,
    round_date: round.round_date,
    players: players.map(({ character_name, role }) => ({ character_name, role })),
    standing: standingOf(roundTime, fastestEarlier),
    personalBests: await personalBestsIn(db, { id: roundId, format, round_time: roundTime }, players),
  };
}

/** The players of the round whose users asked for their bests to be announced, and who beat their earlier best in the role they played. */
async function personalBestsIn(db: Db, round: { id: number; format: Format; round_time: number }, players: readonly PlayerRow[]): Promise<NewPersonalBest[]> {
  const owners: Array<{ name_key: string; user_id: number }> = await db('accounts')
    .join('users', 'users.id', 'accounts.user_id')
    .whereIn('accounts.name_key', players.map((p) => p.name_key))
    .andWhere('users.announce_pbs', true)
    .select('accounts.name_key', 'accounts.user_id');
  if (owners.length === 0) return [];
  const ownerOf = new Map(owners.map((owner) => [owner.name_key, Number(owner.user_id)]));
  // A user's best is over all their linked characters: alts are one player.
  const earlier: Array<{ user_id: number; role: string; best: number | string }> = await db('round_players')
    .join('rounds', 'rounds.id', 'round_players.round_id')
    .join('accounts', 'accounts.name_key', 'round_players.name_key')
    .whereIn('accounts.user_id', [...new Set(ownerOf.values())])
    .andWhere('rounds.format', round.format)
    .whereIn('rounds.status', COUNTED_STATUSES)
    .andWhere('rounds.id', '<', round.id)
    .groupBy('accounts.user_id', 'round_players.role')
    .select('accounts.user_id', 'round_players.role')
    .min({ best: 'rounds.round_time' });
  const earlierBest = new Map(earlier.map((row) => [`${Number(row.user_id)} ${row.role}`, Number(row.best)]));
  return players.flatMap((player) => {
    const owner = ownerOf.get(player.name_key);
    const best = owner === undefined ? null : (earlierBest.get(`${owner} ${player.role}`) ?? null);
    return beatsEarlierBest(round.round_time, best) ? [{ character_name: player.character_name, role: player.role, earlierBest: best! }] : [];
  });
}
