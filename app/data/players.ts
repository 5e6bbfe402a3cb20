import { useEffect } from 'react';
import type { PlayerPageAnswer, RecordsAnswer } from '../../domain/dataWorker';
import type { PlayerQuery } from '../../domain/player/types';
import { dataWorker, useStats } from './stats';
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

/** Drops the version: a data move that leaves the page as it was does not render it again. */
const withoutVersion = <T extends { version: number }>({ version: _version, ...rest }: T): Omit<T, 'version'> => rest;

/** A player's page from the device's copy; undefined while loading. */
export function usePlayerPage(query: PlayerQuery): Omit<PlayerPageAnswer, 'version'> | undefined {
  usePulledStandings();
  return useStats(async (worker) => withoutVersion(await worker.playerPage(query)), ['player', query]);
}

/** The Records page from the device's copy; undefined while loading. */
export function useRecordsPage(): Omit<RecordsAnswer, 'version'> | undefined {
  usePulledStandings();
  return useStats(async (worker) => withoutVersion(await worker.records()), ['records']);
}
