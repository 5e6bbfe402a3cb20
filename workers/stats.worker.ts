/** The data worker: the local database, its sync with the server, the queries screens ask, and opened replays. */
import { expose } from 'comlink';
import { DATA_CHANNEL, type DataMoved } from './dataChannel';
import { openLocalDb } from './localDb';
import { createReplayService } from './replays/service';
import { createStatsService } from './stats/service';
import type { DataWorkerApi } from './stats/types';
import { createSyncEngine } from './sync/engine';

const opened = openLocalDb();
const channel = new BroadcastChannel(DATA_CHANNEL);

async function build(): Promise<DataWorkerApi> {
  const { db, storage } = await opened;
  const stats = createStatsService(db);
  const engine = createSyncEngine(db, {
    announce: (version) => channel.postMessage({ version } satisfies DataMoved),
    fullList: stats.primeRounds,
  });
  return {
    ...stats,
    ...createReplayService(db),
    sync: engine.sync,
    pullLeaderboard: engine.pullLeaderboard,
    round: async (id) => (await db.rounds.get(id)) ?? null,
    rememberUser: async (user) => {
      if (user) await db.self.put({ key: 'self', user });
      else await db.self.clear();
    },
    rememberedUser: async () => (await db.self.get('self'))?.user ?? null,
    storage: async () => storage,
  };
}

/**
 * Comlink needs the object now, the database opens later: every method of the answer, each call
 * waiting for the database.
 */
function whenReady<T extends object>(ready: Promise<T>): T {
  return new Proxy({} as T, {
    get:
      (_, method) =>
      async (...args: unknown[]) =>
        ((await ready)[method as keyof T] as (...a: unknown[]) => unknown)(...args),
  });
}

expose(whenReady(build()));
