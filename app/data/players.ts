import { useEffect } from 'react';
import type { PlayerPageAnswer, RecordsAnswer } from '../../domain/dataWorker';
import type { PlayerQuery } from '../../domain/player/types';
import { dataWorker } from './dataWorker';
import { queryKeys } from './keys';
import type { Unversioned } from './query/asking';
import { notYet, type QueryState } from './query/queryState';
import { useWorkerQuery } from './query/useWorkerQuery';
import { applyOutcome } from './syncTriggers';

/**
 * Brings every region's standings onto the device (the Leaderboard does the same for the region it
 * shows): players are named and ranked as the Leaderboard names and ranks them.
 */
function usePulledStandings(): void {
  useEffect(() => {
    void dataWorker().pullLeaderboard('all').then(applyOutcome);
  }, []);
}

/** A player's page from the device's copy; a player it lacks before its first sync is still on the way. */
export function usePlayerPage(query: PlayerQuery): QueryState<Unversioned<PlayerPageAnswer>> {
  usePulledStandings();
  const page = useWorkerQuery(queryKeys.player(query), (worker) => worker.playerPage(query));
  return notYet(page, (answer) => !answer.player && !answer.synced);
}

/** The Records page from the device's copy; no records before its first sync are still on the way. */
export function useRecordsPage(): QueryState<Unversioned<RecordsAnswer>> {
  usePulledStandings();
  const page = useWorkerQuery(queryKeys.records(), (worker) => worker.records());
  return notYet(page, (answer) => answer.formats.length === 0 && !answer.synced);
}
