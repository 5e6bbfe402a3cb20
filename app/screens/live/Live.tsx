import type { ReactElement } from 'react';
import type { LiveQuery, LiveTeam } from '../../../domain/dataWorker';
import { latestCheckpoint, secondsBetween } from '../../../domain/livePace';
import type { LiveRound } from '../../../domain/live';
import { useRecordsToCompare } from '../../data/recordsToCompare';
import { useFollowLive, useLiveFeed } from '../../data/liveRounds';
import { useLiveStats } from '../../data/liveStats';
import { useOnline } from '../../data/syncStatus';
import { notYet } from '../../data/query/queryState';
import { Card } from '../../ui/Card';
import { LoadState } from '../../ui/LoadState';
import { Page } from '../../ui/Page';
import { LiveRounds } from './parts/LiveRounds';
import { RecentRounds } from './parts/RecentRounds';
import styles from './parts/live.module.css';

/**
 * Change notices bring every checkpoint and finish; besides them the page asks again this often while
 * it shows rounds (a finished one leaves after its minute, an abandoned one with no word), and
 * seldom when it shows none.
 */
const SHOWING_FALLBACK_MS = 5_000;
const EMPTY_FALLBACK_MS = 30_000;
const RECENT_ROUNDS = 5;

/** Where a round being played stands: the waves before its latest checkpoint's, done when that one began. */
function progressOf(round: LiveRound): LiveTeam['progress'] {
  const latest = round.state === 'live' ? latestCheckpoint(round) : null;
  return latest ? { wavesDone: latest.wave_number - 1, elapsed: secondsBetween(round.round_started_at, latest.received_at) } : null;
}

/** What the page asks the device's copy about the rounds it shows. */
const liveQuery = (rounds: readonly LiveRound[]): LiveQuery => ({
  teams: rounds.map((round) => ({ format: round.format, names: round.players.map((player) => player.character_name), progress: progressOf(round) })),
  finished: rounds.flatMap((round) => (round.state === 'finished' && round.round_id !== null ? [round.round_id] : [])),
  recent: RECENT_ROUNDS,
});

/** Live: the rounds being played now, as the scroller's plugin reports each wave, and those just finished. */
export function Live(): ReactElement {
  const online = useOnline();
  const feed = useLiveFeed();
  const rounds = feed.data;
  useFollowLive(true, rounds && rounds.length > 0 ? SHOWING_FALLBACK_MS : EMPTY_FALLBACK_MS);
  const stats = useLiveStats(liveQuery(rounds ?? []));
  const recordsToCompare = useRecordsToCompare();
  return (
    <Page title="Live" titleId="live-title" stack>
      {!online ? (
        <p role="status" className={styles.notice}>
          Live rounds need a connection.
        </p>
      ) : (
        <LoadState query={feed} what="live rounds" failed="Live rounds could not be loaded right now.">
          {(live) =>
            live.length > 0 ? (
              <LiveRounds rounds={live} recordsToCompare={recordsToCompare.data} stats={stats.data} />
            ) : (
              <>
                <p role="status" className={styles.notice}>
                  No rounds are being played right now.
                </p>
                <Card title="Last finished rounds">
                  <LoadState
                    query={notYet(stats, (answer) => answer.recent.length === 0 && !answer.synced)}
                    what="the last rounds"
                    empty={{ text: 'No rounds recorded yet.', when: (answer) => answer.recent.length === 0 }}
                  >
                    {(answer) => <RecentRounds rows={answer.recent} />}
                  </LoadState>
                </Card>
              </>
            )
          }
        </LoadState>
      )}
    </Page>
  );
}
