/** The data worker: the local database, its sync with the server, the queries screens ask, and opened replays. */
import { expose } from 'comlink';
import { DATA_CHANNEL, type DataMoved } from '../domain/dataChannel';
import type { DataWorkerApi, Storage } from '../domain/dataWorker';
import type { SyncOutcome } from '../domain/sync';
import { dataVersion, EMPTY_SYNC_STATE, syncState, type BaTimesDb } from './baTimesDb';
import { openLocalDb, openMemoryDb } from './localDb';
import { createReplayService } from './replays/service';
import { createScreenQueries } from './queries/service';
import { createSyncEngine, SILENCE_MS } from './sync/engine';
import { createForeground } from './sync/foreground';
import { serverPages } from './queries/serverPages';

const channel = new BroadcastChannel(DATA_CHANNEL);

const outOfSpace = (outcome: SyncOutcome) => outcome.status === 'failed' && /quota/i.test(outcome.message);

/** What every call is answered from; it moves to memory once the device runs out of space. */
let serving: Promise<DataWorkerApi> = openLocalDb().then(({ db, storage }) => serve(db, storage));

function serve(db: BaTimesDb, storage: Storage): DataWorkerApi {
  const foreground = createForeground();
  const queries = createScreenQueries(db, serverPages({ base: '', silenceMs: SILENCE_MS, foreground }));
  const engine = createSyncEngine(db, {
    announce: (version) => channel.postMessage({ version } satisfies DataMoved),
    fullList: queries.primeRounds,
    foregroundSettled: foreground.settled,
  });
  let moved: Promise<DataWorkerApi> | null = null;
  return {
    ...queries,
    ...createReplayService(db),
    async sync() {
      const outcome = await engine.sync();
      if (storage !== 'device' || !outOfSpace(outcome)) return outcome;
      // A device that cannot store the server's data would show stale rows for good: serve the
      // server's from memory instead (the server keeps everything, so nothing is lost).
      moved ??= moveToMemory(db);
      serving = moved;
      return (await moved).sync();
    },
    syncedCursor: async () => (await syncState(db)).cursor,
    pullLeaderboard: (scope) => foreground.run(() => engine.pullLeaderboard(scope)),
    round: async (id) => (await db.rounds.get(id)) ?? null,
    rememberUser: async (user) => {
      if (user) await db.self.put({ key: 'self', user });
      else await db.self.clear();
    },
    rememberedUser: async () => (await db.self.get('self'))?.user ?? null,
    storage: async () => storage,
  };
}

async function moveToMemory(device: BaTimesDb): Promise<DataWorkerApi> {
  const memory = await openMemoryDb();
  // The data version carries on from the device's, so every screen asks again once memory is synced.
  await memory.sync.put({ ...EMPTY_SYNC_STATE, version: await dataVersion(device) });
  const self = await device.self.get('self');
  if (self) await memory.self.put(self);
  device.close();
  return serve(memory, 'out-of-space');
}

/** Comlink needs the object now, the database opens later: every method waits for what serves it now. */
const answerer = new Proxy({} as DataWorkerApi, {
  get:
    (_, method) =>
    async (...args: unknown[]) =>
      ((await serving)[method as keyof DataWorkerApi] as (...a: unknown[]) => unknown)(...args),
});

expose(answerer);
