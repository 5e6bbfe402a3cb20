import type { ReactElement } from 'react';
import { offlineReason, useOnline } from '../../../../data/syncStatus';
import { LoadState } from '../../../../ui/LoadState';
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
      the server; the project&apos;s docs/discord.md (Set-up) explains it.
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
  const log = useAnnouncementLog();
  const blocked = offlineReason(useOnline(), 'refreshing announcements');
  return (
    <RefreshCard title="Discord Announcements" intro={INTRO} loading={log.status === 'loading'} onRefresh={log.reload} blocked={blocked}>
      <LoadState query={log} what="announcements" inset noteFailedRefresh empty={{ text: 'No announcements yet.', when: (held) => held.enabled && held.data.length === 0 }}>
        {(held) => (
          <>
            {!held.enabled && <AnnouncementsOff />}
            {held.data.length > 0 && <AnnouncementsTable entries={held.data} />}
          </>
        )}
      </LoadState>
    </RefreshCard>
  );
}
