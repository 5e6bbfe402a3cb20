import type { ReactElement } from 'react';
import { offlineReason, useOnline } from '../../../data/syncStatus';
import { RefreshCard } from '../RefreshCard';
import { AnnouncementsTable } from './AnnouncementsTable';
import { LISTED_ANNOUNCEMENTS, useAnnouncementLog } from './useAnnouncementLog';
import styles from './announcements.module.css';

/** How to turn announcements on, for a site started without a webhook. */
function AnnouncementsOff(): ReactElement {
  return (
    <p className={styles.note}>
      Announcements are off. To turn them on, set <code>DISCORD_WEBHOOK_URL</code> to the webhook URL of the Discord channel to post in
      (the channel&apos;s Integrations settings make one), and <code>PUBLIC_URL</code> for the posts&apos; links to their rounds, then restart
      the server; the README&apos;s Discord set-up explains it.
    </p>
  );
}

const INTRO =
  `The latest ${LISTED_ANNOUNCEMENTS} posts for the Discord channel (records, top-3 entries and personal bests), newest first.`;

/**
 * The Discord announcement outbox: which records and personal bests were posted, are waiting, or
 * failed and why. Read from the server on opening and on Refresh.
 */
export function AnnouncementsCard(): ReactElement {
  const { value: log, loading, error: failure, reload: refresh } = useAnnouncementLog();
  const error = failure === null ? null : (failure as Error).message;
  const blocked = offlineReason(useOnline(), 'refreshing announcements');
  return (
    <RefreshCard title="Discord Announcements" intro={INTRO} loading={loading} onRefresh={refresh} blocked={blocked}>
      {log && !log.enabled && <AnnouncementsOff />}
      {log === null && <p className={styles.loading}>{error ? `Could not load announcements: ${error}` : 'Loading announcements...'}</p>}
      {log && log.data.length > 0 && <AnnouncementsTable entries={log.data} />}
      {log?.enabled && log.data.length === 0 && <p className={styles.empty}>No announcements yet.</p>}
      {log !== null && error && <p className={styles.note}>Could not refresh: {error}</p>}
    </RefreshCard>
  );
}
