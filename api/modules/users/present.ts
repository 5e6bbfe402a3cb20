import type { Region } from '../../../domain/constants';
import { isRegion } from '../../../domain/account';
import type { User, UserSummary } from '../../../domain/types';
import type { UserRow } from '../../db/rows';
import { presentOwnAccount } from '../accounts/present';
import type { LinkedAccountRow } from '../accounts/rows';

function presentRegion(region: string | null): Region | null {
  return region && isRegion(region) ? region : null;
}

/** The signed-in user's own view, UUID key included, each account saying how and when it was linked. */
export function presentUser(user: UserRow, accounts: readonly LinkedAccountRow[], admin: boolean): User {
  return {
    id: user.id,
    discord_id: user.discord_id,
    discord_username: user.discord_username,
    role: admin ? 'admin' : 'user',
    uuid_key: user.uuid_key,
    accounts: accounts.map(presentOwnAccount),
    main_account_id: user.main_account_id,
    region: presentRegion(user.region),
    announce_pbs: Boolean(user.announce_pbs),
  };
}

/** What an admin's user list shows: never the UUID key, and each account by id and name alone. */
export function presentUserSummary(user: UserRow, accounts: readonly LinkedAccountRow[], admin: boolean): UserSummary {
  const { uuid_key: _secret, ...rest } = presentUser(user, accounts, admin);
  return { ...rest, accounts: accounts.map((a) => ({ id: a.id, character_name: a.character_name })) };
}
