import type { ReactElement } from 'react';
import { mainAccountName } from '../../domain/account';
import { useSession } from '../data/session';
import { AnnouncePbsCard } from '../components/account/AnnouncePbsCard';
import { LinkedCharactersCard } from '../components/account/LinkedCharactersCard';
import { MainAccountCard } from '../components/account/MainAccountCard';
import { RegionCard } from '../components/account/RegionCard';
import { UuidKeyCard } from '../components/account/UuidKeyCard';
import { PlayerLink } from '../components/players/PlayerLink';
import { Page } from '../ui/Page';
import styles from './Account.module.css';

/** The signed-in user's own page (the route guard lets no one else in): key, main account, region, linked characters, announcements. */
export function Account(): ReactElement {
  const { user } = useSession();
  const mainAccount = mainAccountName(user);
  return (
    <Page title={user?.discord_username || 'Account'} titleId="account-title" documentTitle="Account">
      {mainAccount && (
        <p className={styles.playerPage}>
          <PlayerLink name={mainAccount}>Your player page: {mainAccount}</PlayerLink>
        </p>
      )}
      {user && (
        <div className={styles.cards}>
          <div className={styles.wide}>
            <UuidKeyCard uuidKey={user.uuid_key} />
          </div>
          <MainAccountCard user={user} />
          <RegionCard user={user} />
          {user.accounts.length > 0 && (
            <div className={styles.wide}>
              <LinkedCharactersCard user={user} />
            </div>
          )}
          <div className={styles.wide}>
            <AnnouncePbsCard user={user} />
          </div>
        </div>
      )}
    </Page>
  );
}
