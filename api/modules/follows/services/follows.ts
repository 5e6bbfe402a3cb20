import { MAX_FOLLOWS } from '../../../../domain/schemas/account';
import { identityKeyOf } from '../../../../domain/leaderboard';
import { toUtcTimestamp } from '../../../../domain/time';
import type { Follow } from '../../../../domain/types';
import type { Db } from '../../../db/connection';
import { badRequest, notFound } from '../../../http/errors';
import { listPlayerIdentities } from '../../players/services/listPlayerIdentities';

interface FollowRow {
  character_name: string;
  name_key: string;
}

/** The lower-case names that stand for the same player as `nameKey`: its user's characters when it is linked, else itself. */
async function playerNameKeys(db: Db, nameKey: string): Promise<string[]> {
  const linked = await db('accounts').where({ name_key: nameKey }).first('user_id');
  if (!linked) return [nameKey];
  const rows: { name_key: string }[] = await db('accounts').where({ user_id: linked.user_id }).select('name_key');
  return rows.map((row) => row.name_key);
}

/** The players a user follows, each once (a user's characters are one player, as on the Leaderboard), by name. */
export async function listFollows(db: Db, userId: number): Promise<Follow[]> {
  const rows: FollowRow[] = await db('follows').where({ user_id: userId }).orderBy('id').select('character_name', 'name_key');
  if (rows.length === 0) return [];
  const identities = await listPlayerIdentities(db);
  const players = new Map<string, Follow>();
  for (const row of rows) {
    const key = identityKeyOf(row.name_key, identities);
    if (!players.has(key)) players.set(key, { character_name: row.character_name, player_name: identities.get(row.name_key)?.player_name ?? row.character_name });
  }
  return [...players.values()].sort((a, b) => a.player_name.localeCompare(b.player_name, 'en', { sensitivity: 'base' }));
}

/** The user's follow of the player `keys` stand for (their first, if a race left two), as the list shows it. */
async function followOf(db: Db, userId: number, keys: readonly string[]): Promise<Follow | undefined> {
  const row: FollowRow | undefined = await db('follows').where({ user_id: userId }).whereIn('name_key', keys).orderBy('id').first('character_name', 'name_key');
  if (!row) return undefined;
  const identity = (await listPlayerIdentities(db)).get(row.name_key);
  return { character_name: row.character_name, player_name: identity?.player_name ?? row.character_name };
}

/** Follows the player `characterName` stands for; `created` false when the user already followed them, by any of their characters. */
export async function followPlayer(db: Db, userId: number, characterName: string): Promise<{ follow: Follow; created: boolean }> {
  const keys = await playerNameKeys(db, characterName.toLowerCase());
  const held = await followOf(db, userId, keys);
  if (held) return { follow: held, created: false };
  const counted = (await db('follows').where({ user_id: userId }).count('* as count').first()) as { count: number | string } | undefined;
  if (Number(counted?.count ?? 0) >= MAX_FOLLOWS) throw badRequest(`You can follow at most ${MAX_FOLLOWS} players.`, 'too_many_follows');
  await db('follows')
    .insert({ user_id: userId, character_name: characterName, name_key: characterName.toLowerCase(), created_at: toUtcTimestamp(new Date()) })
    .onConflict(['user_id', 'name_key'])
    .ignore();
  return { follow: (await followOf(db, userId, keys))!, created: true };
}

/** Stops following the player `characterName` stands for, whichever of their characters was followed. */
export async function unfollowPlayer(db: Db, userId: number, characterName: string): Promise<Follow> {
  const keys = await playerNameKeys(db, characterName.toLowerCase());
  const held = await followOf(db, userId, keys);
  if (!held) throw notFound(`You do not follow ${characterName}.`);
  await db('follows').where({ user_id: userId }).whereIn('name_key', keys).delete();
  return held;
}
