import { useEffect } from 'react';
import type { PlayerPageAnswer, PlayerSplitsAnswer, RecordsAnswer } from '../../domain/dataWorker';
import type { PlayerQuery } from '../../domain/player/types';
import type { PlayerSplitsQuery } from '../../domain/player/waveSplits';
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

/** A player's wave splits in a format from the device's copy; none before its first sync are still on the way. */
export function usePlayerSplits(query: PlayerSplitsQuery): QueryState<Unversioned<PlayerSplitsAnswer>> {
  const splits = useWorkerQuery(queryKeys.playerSplits(query), (worker) => worker.playerSplits(query));
  return notYet(splits, (answer) => answer.rounds === 0 && !answer.synced);
}

/** The Records page from the device's copy; no records before its first sync are still on the way. */
export function useRecordsPage(): QueryState<Unversioned<RecordsAnswer>> {
  usePulledStandings();
  const page = useWorkerQuery(queryKeys.records(), (worker) => worker.records());
  return notYet(page, (answer) => answer.formats.length === 0 && !answer.synced);
}
