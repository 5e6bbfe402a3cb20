/** The data worker: the local database, its sync with the server, and the queries screens ask. */
import { expose } from 'comlink';
import { DATA_CHANNEL, type DataMoved } from './dataChannel';
import { openLocalDb } from './localDb';
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

const ready = build();
// Comlink needs the object now; each call waits for the database to be open.
const api: DataWorkerApi = {
  roundList: async (q) => (await ready).roundList(q),
  leaderboard: async (q) => (await ready).leaderboard(q),
  compareCandidates: async (q) => (await ready).compareCandidates(q),
  dataVersion: async () => (await ready).dataVersion(),
  sync: async () => (await ready).sync(),
  pullLeaderboard: async (scope) => (await ready).pullLeaderboard(scope),
  round: async (id) => (await ready).round(id),
  rememberUser: async (user) => (await ready).rememberUser(user),
  rememberedUser: async () => (await ready).rememberedUser(),
  storage: async () => (await ready).storage(),
};
expose(api);
