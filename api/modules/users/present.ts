import type { Region } from '../../../domain/constants';
import { isRegion } from '../../../domain/account';
import type { GameAccount, User } from '../../../domain/types';
import type { AccountRow, UserRow } from '../../db/rows';

function presentAccounts(accounts: readonly AccountRow[]): GameAccount[] {
  return accounts.map((a) => ({ id: a.id, character_name: a.character_name }));
}

function presentRegion(region: string | null): Region | null {
  return region && isRegion(region) ? region : null;
}

/** The signed-in user's own view, UUID key included. */
export function presentUser(user: UserRow, accounts: readonly AccountRow[], admin: boolean): User {
  return {
    id: user.id,
    discord_id: user.discord_id,
    discord_username: user.discord_username,
    role: admin ? 'admin' : 'user',
    uuid_key: user.uuid_key,
    accounts: presentAccounts(accounts),
    main_account_id: user.main_account_id,
    region: presentRegion(user.region),
    announce_pbs: Boolean(user.announce_pbs),
  };
}

/** What an admin's user list shows: never the UUID key. */
export function presentUserSummary(user: UserRow, accounts: readonly AccountRow[], admin: boolean): Omit<User, 'uuid_key'> {
  const { uuid_key: _secret, ...rest } = presentUser(user, accounts, admin);
  return rest;
}
