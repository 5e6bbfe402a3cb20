import type { ReactElement } from 'react';
import { maskUuid } from '../../domain/account';
import { useSession } from '../data/session';

export function Account(): ReactElement {
  const { user } = useSession();
  return (
    <section aria-labelledby="account-title">
      <h1 id="account-title">{user?.discord_username || 'Account'}</h1>
      {user && (
        <p>
          UUID Key: <code>{maskUuid(user.uuid_key)}</code>
        </p>
      )}
    </section>
  );
}
