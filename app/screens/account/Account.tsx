import type { ReactElement, ReactNode } from 'react';
import { mainAccountName } from '../../../domain/account';
import { useSession } from '../../data/session';
import { AnnouncePbsCard } from './cards/AnnouncePbsCard';
import { FollowingCard } from './cards/FollowingCard';
import { NotificationsCard } from './cards/NotificationsCard';
import { LinkedCharactersCard } from './cards/LinkedCharactersCard';
import { MainAccountCard } from './cards/MainAccountCard';
import { RegionCard } from './cards/RegionCard';
import { UuidKeyCard } from './cards/UuidKeyCard';
import { PlayerLink } from '../../components/playerLinks/PlayerLink';
import { Page } from '../../ui/Page';
import styles from './AccountPage.module.css';

/** A card across both columns of a wide screen. */
function Wide({ children }: { children: ReactNode }): ReactElement {
  return <div className={styles.wide}>{children}</div>;
}

/** The signed-in user's own page (the route guard lets no one else in): key, main account, region, linked characters, announcements, follows. */
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
          <Wide>
            <UuidKeyCard uuidKey={user.uuid_key} />
          </Wide>
          <MainAccountCard user={user} />
          <RegionCard user={user} />
          {user.accounts.length > 0 && (
            <Wide>
              <LinkedCharactersCard user={user} />
            </Wide>
          )}
          <Wide>
            <AnnouncePbsCard user={user} />
          </Wide>
          <Wide>
            <FollowingCard />
          </Wide>
          <Wide>
            <NotificationsCard />
          </Wide>
        </div>
      )}
    </Page>
  );
}
