import { useEffect, useState } from 'react';
import { dataWorker, firstAnswerKey, useStats } from '../../data/stats';
import { applyOutcome } from '../../data/syncTriggers';
import type { LeaderboardPage } from '../../../domain/dataWorker';
import { DEFAULT_LEADERBOARD_QUERY, type LeaderboardQuery, type LeaderboardRow, type LeaderboardScope } from '../../../domain/leaderboardList/types';

/** The Leaderboard's first page in its default view, as the server sends it with a first visit's page: a first answer (see useStats). */
export function defaultLeaderboardPage(page: { rows: LeaderboardRow[]; total: number }): [string, unknown] {
  return [firstAnswerKey([DEFAULT_LEADERBOARD_QUERY, false]), { page, settled: false }];
}

/**
 * One page of the leaderboard from the data worker, after (re)loading the region's standings from the
 * server: each scope is pulled when first shown or chosen again. Undefined while loading.
 */
export function useLeaderboardPage(query: LeaderboardQuery): Omit<LeaderboardPage, 'version'> | undefined {
  const scope = query.region;
  const [pulled, setPulled] = useState<ReadonlySet<LeaderboardScope>>(() => new Set());
  useEffect(() => {
    void dataWorker()
      .pullLeaderboard(scope)
      .then((outcome) => {
        applyOutcome(outcome);
        // Offline or failed too: the pull is over, and what the device holds is all there is.
        setPulled((held) => new Set(held).add(scope));
      });
  }, [scope]);

  const settled = pulled.has(scope);
  // The answer carries whether its scope's pull had ended when it was asked, so an empty answer from
  // before the first pull (nothing stored yet) reads as loading, not as an empty leaderboard.
  // The version is left out of the answer: a data move that leaves the page as it was (a sync moves
  // rounds, alts and each leaderboard in turn) then does not render the table again.
  const answer = useStats(async (worker) => {
    const { rows, total } = await worker.leaderboard(query);
    return { page: { rows, total }, settled };
  }, [query, settled]);
  if (!answer || (answer.page.total === 0 && !answer.settled)) return undefined;
  return answer.page;
}
