import crypto from 'node:crypto';
import { toUtcTimestamp } from '../../domain/time';
import type { ReplayData } from '../../domain/types';
import { teamKey, waveRow } from '../modules/rounds/services/roundRows';
import type { Db } from '../db/connection';
import { insertAll, insertReturningIds, recordUpserts } from '../db/batches';
import type { DemoPeople } from './players';
import type { PlannedRound } from './rounds';

const DAY_MS = 86_400_000;

/**
 * Users and their linked characters. A user or character already in the database (someone signed
 * in before the demo was seeded) is left as it is and not created again.
 */
export async function storePeople(trx: Db, people: DemoPeople, now: Date): Promise<{ users: number; accounts: number }> {
  const discordIds = new Set((await trx('users').pluck('discord_id')).map(String));
  const nameKeys = new Set((await trx('accounts').pluck('name_key')).map(String));
  const users = people.users.filter((u) => !discordIds.has(u.discordId));
  const userIds = await insertReturningIds(
    trx,
    'users',
    users.map((u) => ({
      discord_id: u.discordId,
      discord_username: u.discordUsername,
      role: u.role,
      uuid_key: crypto.randomUUID(),
      main_account_id: null,
      region: u.region,
      created_at: toUtcTimestamp(u.createdAt),
      updated_at: toUtcTimestamp(u.createdAt),
    })),
  );

  const accounts = users.flatMap((user, u) =>
    user.characters
      .map((c) => people.characters[c]!.name)
      .filter((name) => !nameKeys.has(name.toLowerCase()))
      // Alts are linked a week or so after one another.
      .map((name, k) => {
        const linkedAt = new Date(Math.min(now.getTime(), user.createdAt.getTime() + k * 9 * DAY_MS));
        return { user_id: userIds[u]!, character_name: name, name_key: name.toLowerCase(), created_at: toUtcTimestamp(linkedAt) };
      }),
  );
  const accountIds = await insertReturningIds(trx, 'accounts', accounts);

  // The first character listed is the main account.
  const mainOf = new Map<number, number>();
  accounts.forEach((a, i) => {
    if (!mainOf.has(a.user_id)) mainOf.set(a.user_id, accountIds[i]!);
  });
  for (const [userId, accountId] of mainOf) await trx('users').where({ id: userId }).update({ main_account_id: accountId });

  await recordUpserts(trx, 'user', userIds);
  await recordUpserts(trx, 'account', accountIds);
  return { users: userIds.length, accounts: accountIds.length };
}

/** Rounds with their players, waves and replays (keyed by the round's index in `rounds`), in the order given. */
export async function storeRounds(trx: Db, rounds: readonly PlannedRound[], replays: ReadonlyMap<number, ReplayData>): Promise<void> {
  const roundIds = await insertReturningIds(
    trx,
    'rounds',
    rounds.map((r) => ({
      format: r.format,
      round_time: r.roundTime,
      round_date: toUtcTimestamp(r.date),
      scroller: r.scroller,
      submitted_by: r.submittedBy,
      world_region: null,
      source: r.source,
      team_key: teamKey(r.players.map((p) => p.character_name)),
      created_at: toUtcTimestamp(r.createdAt),
      updated_at: toUtcTimestamp(r.createdAt),
    })),
  );
  await insertAll(
    trx,
    'round_players',
    rounds.flatMap((r, i) =>
      r.players.map((p, position) => ({
        round_id: roundIds[i]!,
        position,
        character_name: p.character_name,
        name_key: p.character_name.toLowerCase(),
        role: p.role,
      })),
    ),
  );
  await insertAll(trx, 'waves', rounds.flatMap((r, i) => r.waves.map((w) => waveRow(roundIds[i]!, w))));
  for (const [index, replay] of replays) {
    const data = JSON.stringify(replay);
    await trx('replays').insert({ round_id: roundIds[index]!, data, size_bytes: Buffer.byteLength(data) });
  }
  await recordUpserts(trx, 'round', roundIds);
}
