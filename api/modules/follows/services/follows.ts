import { MAX_FOLLOWS } from '../../../../domain/schemas/account';
import { identityKeyOf, nameKeysOfPlayer } from '../../../../domain/leaderboard';
import { toUtcTimestamp } from '../../../../domain/time';
import type { Follow } from '../../../../domain/types';
import type { Db } from '../../../db/connection';
import { badRequest, notFound } from '../../../http/errors';
import { listPlayerIdentities } from '../../players/services/listPlayerIdentities';

interface FollowRow {
  character_name: string;
  name_key: string;
}

type Identities = Awaited<ReturnType<typeof listPlayerIdentities>>;

/** The lower-case names that stand for the same player as `nameKey`: its user's characters when it is linked, else itself. */
const playerNameKeys = (identities: Identities, nameKey: string): string[] => nameKeysOfPlayer(identityKeyOf(nameKey, identities), identities);

const followOfRow = (identities: Identities, row: FollowRow): Follow => ({ character_name: row.character_name, player_name: identities.get(row.name_key)?.player_name ?? row.character_name });

/** The players a user follows, each once (a user's characters are one player, as on the Leaderboard), by name. */
export async function listFollows(db: Db, userId: number): Promise<Follow[]> {
  const rows: FollowRow[] = await db('follows').where({ user_id: userId }).orderBy('id').select('character_name', 'name_key');
  if (rows.length === 0) return [];
  const identities = await listPlayerIdentities(db);
  const players = new Map<string, Follow>();
  for (const row of rows) {
    const key = identityKeyOf(row.name_key, identities);
    if (!players.has(key)) players.set(key, followOfRow(identities, row));
  }
  return [...players.values()].sort((a, b) => a.player_name.localeCompare(b.player_name, 'en', { sensitivity: 'base' }));
}

/** The user's follow of the player `keys` stand for (their first, if a race left two), as the list shows it. */
async function followOf(db: Db, identities: Identities, userId: number, keys: readonly string[]): Promise<Follow | undefined> {
  const row: FollowRow | undefined = await db('follows').where({ user_id: userId }).whereIn('name_key', keys).orderBy('id').first('character_name', 'name_key');
  return row && followOfRow(identities, row);
}

/** Follows the player `characterName` stands for; `created` false when the user already followed them, by any of their characters. */
export async function followPlayer(db: Db, userId: number, characterName: string): Promise<{ follow: Follow; created: boolean }> {
  const identities = await listPlayerIdentities(db);
  const keys = playerNameKeys(identities, characterName.toLowerCase());
  const held = await followOf(db, identities, userId, keys);
  if (held) return { follow: held, created: false };
  const counted = (await db('follows').where({ user_id: userId }).count('* as count').first()) as { count: number | string } | undefined;
  if (Number(counted?.count ?? 0) >= MAX_FOLLOWS) throw badRequest(`You can follow at most ${MAX_FOLLOWS} players.`, 'too_many_follows');
  await db('follows')
    .insert({ user_id: userId, character_name: characterName, name_key: characterName.toLowerCase(), created_at: toUtcTimestamp(new Date()) })
    .onConflict(['user_id', 'name_key'])
    .ignore();
  return { follow: (await followOf(db, identities, userId, keys))!, created: true };
}

/** Stops following the player `characterName` stands for, whichever of their characters was followed. */
export async function unfollowPlayer(db: Db, userId: number, characterName: string): Promise<Follow> {
  const identities = await listPlayerIdentities(db);
  const keys = playerNameKeys(identities, characterName.toLowerCase());
  const held = await followOf(db, identities, userId, keys);
  if (!held) throw notFound(`You do not follow ${characterName}.`);
  await db('follows').where({ user_id: userId }).whereIn('name_key', keys).delete();
  return held;
}
