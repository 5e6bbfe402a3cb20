import { isRegion } from '../../../../domain/account';
import type { PlayerIdentity } from '../../../../domain/leaderboard';
import type { Db } from '../../../db/connection';

interface LinkedAccount {
  name_key: string;
  character_name: string;
  account_id: number;
  user_id: number;
  main_account_id: number | null;
  region: string | null;
}

/** Every linked character → its user's identity, named after the main account (else the first linked). */
export async function listPlayerIdentities(db: Db): Promise<Map<string, PlayerIdentity>> {
  const rows: LinkedAccount[] = await db('accounts')
    .join('users', 'users.id', 'accounts.user_id')
    .select('accounts.name_key', 'accounts.character_name', 'accounts.id as account_id', 'users.id as user_id', 'users.main_account_id', 'users.region')
    .orderBy('accounts.id');
  const nameOfUser = new Map<number, string>();
  for (const row of rows) {
    if (row.account_id === row.main_account_id || !nameOfUser.has(row.user_id)) nameOfUser.set(row.user_id, row.character_name);
  }
  const identities = new Map<string, PlayerIdentity>();
  for (const row of rows) {
    const region = row.region && isRegion(row.region) ? row.region : null;
    identities.set(row.name_key, { key: `u:${row.user_id}`, player_name: nameOfUser.get(row.user_id)!, region });
  }
  return identities;
}
