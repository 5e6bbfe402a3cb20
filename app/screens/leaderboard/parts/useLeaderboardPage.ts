import { useEffect, useState } from 'react';
import { dataWorker } from '../../../data/dataWorker';
import { queryKeys } from '../../../data/keys';
import { notYet, type QueryState } from '../../../data/query/queryState';
import { useWorkerQuery } from '../../../data/query/useWorkerQuery';
import { applyOutcome } from '../../../data/syncTriggers';
import type { LeaderboardQuery, LeaderboardRow, LeaderboardScope } from '../../../../domain/leaderboardList/types';

/** A page of the leaderboard, and whether its region's standings had come from the server when it was asked for. */
export interface PulledPage {
  rows: LeaderboardRow[];
  total: number;
  pulled: boolean;
}

/** The Leaderboard's first page the server sent with a first visit's page, as the page's query answers it (see FirstAnswers). */
export const firstLeaderboardPage = (page: { rows: LeaderboardRow[]; total: number }): PulledPage => ({ rows: page.rows, total: page.total, pulled: false });

/**
 * One page of the leaderboard from the data worker, after (re)loading the region's standings from the
 * server: each scope is pulled when first shown or chosen again.
 */
export function useLeaderboardPage(query: LeaderboardQuery): QueryState<PulledPage> {
  const scope = query.region;
  const [pulledScopes, setPulledScopes] = useState<ReadonlySet<LeaderboardScope>>(() => new Set());
  useEffect(() => {
    void dataWorker()
      .pullLeaderboard(scope)
      .then((outcome) => {
        applyOutcome(outcome);
        // Offline or failed too: the pull is over, and what the device holds is all there is.
        setPulledScopes((held) => new Set(held).add(scope));
      });
  }, [scope]);

  const pulled = pulledScopes.has(scope);
  // The answer carries whether its scope's pull had ended when it was asked, so an empty answer from
  // before the first pull (nothing stored yet) reads as loading, not as an empty leaderboard.
  const page = useWorkerQuery(queryKeys.leaderboard(query, pulled), async (worker) => ({ ...(await worker.leaderboard(query)), pulled }));
  return notYet(page, (answer) => answer.total === 0 && !answer.pulled);
}
