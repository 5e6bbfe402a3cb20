import type { ReactElement } from 'react';
import { useSession } from '../data/session';
import { MainAccountCard } from '../components/account/MainAccountCard';
import { RegionCard } from '../components/account/RegionCard';
import { UuidKeyCard } from '../components/account/UuidKeyCard';
import styles from './Account.module.css';

/** The signed-in user's own page (the route guard lets no one else in): key, main account, region. */
export function Account(): ReactElement {
  const { user } = useSession();
  return (
    <section aria-labelledby="account-title">
      <h1 id="account-title" className={styles.title}>
        {user?.discord_username || 'Account'}
      </h1>
      {user && (
        <div className={styles.cards}>
          <div className={styles.wide}>
            <UuidKeyCard uuidKey={user.uuid_key} />
          </div>
          <MainAccountCard user={user} />
          <RegionCard user={user} />
        </div>
      )}
    </section>
  );
}
