import type { ReactElement } from 'react';
import { AnnouncementsCard } from './cards/announcements/AnnouncementsCard';
import { ApiKeysCard } from './cards/keys/ApiKeysCard';
import { ClaimsCard } from './cards/claims/ClaimsCard';
import { ReviewCard } from './cards/review/ReviewCard';
import { SubmitRoundCard } from './cards/submit/SubmitRoundCard';
import { SuspiciousRunsCard } from './cards/suspicious/SuspiciousRunsCard';
import { UsersCard } from './cards/users/UsersCard';
import { Page } from '../../ui/Page';
import styles from './Admin.module.css';

/**
 * The admin's four tools (SPEC §2), the Discord announcement outbox and, first since held rounds wait
 * on an admin, Round Review: one card each; the route guard lets only admins in.
 */
export function Admin(): ReactElement {
  return (
    <Page title="Admin Panel" titleId="admin-title">
      <div className={styles.cards}>
        <ReviewCard />
        <SubmitRoundCard />
        <SuspiciousRunsCard />
        <ApiKeysCard />
        <UsersCard />
        <ClaimsCard />
        <AnnouncementsCard />
      </div>
    </Page>
  );
}
