import { moveTallyOn, tallyLeaderboard, type LeaderboardTally } from '../../../domain/leaderboardTally';
import type { UnrankedLeaderboard } from '../../../domain/leaderboard';
import type { Db } from '../../db/connection';
import type { UnrankedRound } from '../../../domain/types';
import type { IndexedRounds, RoundIndex } from '../../readModel/rounds';
import { listPlayerIdentities } from './services/listPlayerIdentities';

export interface LeaderboardCache {
  /** The leaderboard as of the newest change, and that change's cursor. */
  current(): Promise<{ cursor: number; board: UnrankedLeaderboard }>;
}

interface Tally extends LeaderboardTally<UnrankedRound> {
  generation: number;
  cursor: number;
}

/**
 * The leaderboard of every round in memory, at the list's cursor, so it is never stale. Worked out
 * whole once, and again when an account or a user changes (who a character counts for); after that
 * a new round works out again only its own players, not the thousands who did not play in it.
 */
export function createLeaderboardCache(db: Db, roundIndex: RoundIndex): LeaderboardCache {
  let tally: Tally | null = null;
  // One update at a time: each goes on from the last.
  let updating: Promise<unknown> = Promise.resolve();

  async function advance(view: IndexedRounds): Promise<Tally> {
    // A request that read the list before another may come after it: the newer tally answers it.
    if (tally?.generation === view.generation && tally.cursor >= view.cursor) return tally;
    const changed = tally?.generation === view.generation ? view.changedSince(tally.cursor) : null;
    const next = tally && changed && !changed.others ? moveTallyOn(tally, view.rounds, changed.roundIds) : tallyLeaderboard(view.rounds, await listPlayerIdentities(db));
    tally = { ...next, generation: view.generation, cursor: view.cursor };
    return tally;
  }

  async function current(): Promise<{ cursor: number; board: UnrankedLeaderboard }> {
    const view = await roundIndex.rounds();
    const next = updating.then(() => advance(view));
    updating = next.catch(() => {
      // A failed update (the database unreachable for the identities) starts again whole next time.
      tally = null;
    });
    const { cursor, leaderboard } = await next;
    return { cursor, board: leaderboard };
  }

  return { current };
}
