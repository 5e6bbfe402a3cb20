import { ApiFailure } from '../../client/request';
import type { LeaderboardScope } from '../../domain/leaderboardList/types';
import type { SyncOutcome } from '../../domain/sync';
import { syncState, type BaTimesDb } from '../baTimesDb';
import { pullEverything, pullLeaderboard, type PullContext } from './pull';

const SYNC_LOCK = 'ba-times-sync';
/** A holder that never lets go (a page frozen in the back-forward cache) is given up on after this. */
const LOCK_WAIT_MS = 30_000;
/** A server under load answers in well under this; a connection silent this long is dead. */
export const SILENCE_MS = 30_000;

/**
 * Pulls server data into the local database. One tab pulls at a time (Web Locks): a tab that finds
 * another pulling waits its turn, then pulls only what is new since (usually nothing). Skipping
 * instead would leave a tab unsynced whenever the holder was frozen mid-pull, as a page is when it
 * is left for a sign-in and kept in the back-forward cache.
 */
export function createSyncEngine(db: BaTimesDb, options: Pick<PullContext, 'announce' | 'fullList' | 'foregroundSettled'> & Partial<Pick<PullContext, 'base' | 'silenceMs'>>) {
  const ctx: PullContext = {
    db,
    base: options.base ?? '',
    silenceMs: options.silenceMs ?? SILENCE_MS,
    announce: options.announce,
    fullList: options.fullList,
    foregroundSettled: options.foregroundSettled,
  };
  let running: Promise<SyncOutcome> | null = null;
  let next: Promise<SyncOutcome> | null = null;

  const outcomeOf = async (err: unknown): Promise<SyncOutcome> => {
    // What the device holds is still worth its date: a page opened offline tells how old its data is.
    const lastSyncedAt = await syncState(db).then(
      (state) => state.lastSyncedAt,
      () => null,
    );
    return err instanceof ApiFailure && err.status === null
      ? { status: 'offline', lastSyncedAt }
      : { status: 'failed', message: `${(err as Error).name}: ${(err as Error).message}`, lastSyncedAt };
  };

  async function pullOnce(): Promise<SyncOutcome> {
    try {
      const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
      if (!locks) return { status: 'synced', lastSyncedAt: await pullEverything(ctx) };
      return await locks.request(SYNC_LOCK, { signal: AbortSignal.timeout(LOCK_WAIT_MS) }, async (): Promise<SyncOutcome> => ({
        status: 'synced',
        lastSyncedAt: await pullEverything(ctx),
      }));
    } catch (err) {
      if (err instanceof DOMException && err.name === 'TimeoutError') return { status: 'busy' };
      return await outcomeOf(err);
    }
  }

  const start = (): Promise<SyncOutcome> => {
    running = pullOnce().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    /**
     * A pull that begins after this call. The one under way may have begun before the reason for
     * calling (a change notice, the network coming back), so calls made meanwhile share one more
     * pull after it; a pull someone started in between began late enough and serves them too.
     */
    sync(): Promise<SyncOutcome> {
      if (!running) return start();
      const after = () => {
        next = null;
        return running ?? start();
      };
      next ??= running.then(after, after);
      return next;
    },
    async pullLeaderboard(scope: LeaderboardScope): Promise<SyncOutcome> {
      try {
        await pullLeaderboard(ctx, scope);
        return { status: 'synced', lastSyncedAt: new Date().toISOString() };
      } catch (err) {
        return await outcomeOf(err);
      }
    },
  };
}
