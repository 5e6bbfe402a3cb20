import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waveFrames } from '../../domain/replay';
import type { ReplayData } from '../../domain/types';
import { KEPT_REPLAYS } from '../../workers/replays/room';
import { createReplayService } from '../../workers/replays/service';
import { createSyncEngine } from '../../workers/sync/engine';
import { submitRound } from '../support/api';
import { deviceDatabase } from '../support/device';
import { limitReplayRoom } from '../support/deviceRoom';
import { startServer, type TestServer } from '../support/server';
import { fiveManRound, leechRound } from '../fixtures/rounds';
import { syntheticReplay } from '../fixtures/replays';

/** Nothing listens on port 9 of loopback: every call fails without an answer, as offline. */
const UNREACHABLE = 'http://127.0.0.1:9';

describe('opened replays in the data worker, from the real server into IndexedDB', () => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startServer('sqlite');
    admin = await server.signInAdmin();
  });
  afterAll(() => server.stop());

  const submit = (replay: ReplayData | null) => submitRound(server, admin, fiveManRound({ replay_data: replay }));

  /**
   * A device's database with the worker's replay service twice over: online, and offline as after
   * a reload without a connection (its own memory, the same database). Opening order comes from
   * one clock shared by both.
   */
  const device = (room?: number) => {
    const db = deviceDatabase();
    if (room !== undefined) limitReplayRoom(db, room);
    let clock = 0;
    const now = () => ++clock;
    return { db, online: createReplayService(db, { base: server.baseUrl, now }), offline: createReplayService(db, { base: UNREACHABLE, now }) };
  };

  it("opens a replay from the server, keeps it, and hands out one wave's frames at a time", async () => {
    const replay = syntheticReplay({ waves: [10, 1, 2], ticks: 6, entities: 9 });
    const id = await submit(replay);
    const { db, online, offline } = device();

    const opened = await online.openReplay(id);
    expect(opened).toMatchObject({ status: 'ready', waves: [1, 2, 10], round: { id, format: 'five_man', has_replay: true } });
    // The frames come one wave at a time, never the replay itself; a rank is worked out from the copy, never kept.
    expect(opened.status === 'ready' && opened.round).not.toHaveProperty('replay_data');
    for (const wave of [1, 2, 10]) {
      const frames = await online.replayFrames(id, wave);
      expect(frames).toHaveLength(6);
      expect(frames).toEqual(waveFrames(replay, wave));
    }
    expect(await online.replayFrames(id, 4)).toEqual([]);

    const stored = await db.replays.get(id);
    expect(stored?.replay).toEqual(replay);
    expect(stored?.round).not.toHaveProperty('replay_data');
    expect(stored?.round).not.toHaveProperty('rank');
    // Another worker on the same device (a reload) reads the frames back from the database.
    expect(await offline.replayFrames(id, 2)).toEqual(waveFrames(replay, 2));
  });

  it('tells a round without a replay and a round that does not exist apart', async () => {
    const { db, online } = device();
    const bare = await submit(null);
    expect(await online.openReplay(bare)).toMatchObject({ status: 'empty', round: { id: bare, has_replay: false } });
    expect(await online.openReplay(99_999_999)).toEqual({ status: 'missing' });
    expect(await db.replays.count()).toBe(0);
  });

  it('plays an opened replay offline; one never opened says offline, a synced round without a replay says empty', async () => {
    const replay = syntheticReplay({ waves: [3, 4], ticks: 4 });
    const id = await submit(replay);
    const neverOpened = await submit(syntheticReplay());
    const { db, online, offline } = device();
    await online.openReplay(id);

    expect(await offline.openReplay(id)).toMatchObject({ status: 'ready', waves: [3, 4], round: { id } });
    expect(await offline.replayFrames(id, 4)).toEqual(waveFrames(replay, 4));
    expect(await offline.openedRound(id)).toMatchObject({ id, has_replay: true });

    expect(await offline.openReplay(neverOpened)).toEqual({ status: 'offline' });
    expect(await offline.openedRound(neverOpened)).toBeNull();

    const bare = await submitRound(server, admin, leechRound());
    await createSyncEngine(db, { base: server.baseUrl, announce: () => undefined }).sync();
    expect(await offline.openReplay(bare)).toMatchObject({ status: 'empty', round: { id: bare } });
  });

  it("replaces the kept copy with the server's whenever the server answers", async () => {
    const replay = syntheticReplay({ waves: [1, 2] });
    const id = await submit(replay);
    const { db, online, offline } = device();
    await online.openReplay(id);
    await db.replays.update(id, { replay: syntheticReplay({ waves: [7] }) });

    expect(await offline.openReplay(id)).toMatchObject({ status: 'ready', waves: [7] });
    expect(await online.openReplay(id)).toMatchObject({ status: 'ready', waves: [1, 2] });
    expect((await db.replays.get(id))?.replay).toEqual(replay);
  });

  it('forgets the replay of a round deleted on the server', async () => {
    const id = await submit(syntheticReplay());
    const { db, online, offline } = device();
    await online.openReplay(id);
    await server.request('DELETE', `/api/v1/rounds/${id}/`, { token: admin });

    expect(await online.openReplay(id)).toEqual({ status: 'missing' });
    expect(await db.replays.get(id)).toBeUndefined();
    expect(await online.replayFrames(id, 1)).toEqual([]);
    expect(await offline.openReplay(id)).toEqual({ status: 'offline' });
  });

  it('forgets the replay of a round that sync learns was deleted', async () => {
    const id = await submit(syntheticReplay());
    const kept = await submit(syntheticReplay());
    const { db, online } = device();
    const engine = createSyncEngine(db, { base: server.baseUrl, announce: () => undefined });
    await engine.sync();
    await online.openReplay(id);
    await online.openReplay(kept);
    await server.request('DELETE', `/api/v1/rounds/${id}/`, { token: admin });

    await engine.sync();
    expect(await db.replays.toCollection().primaryKeys()).toEqual([kept]);
  });

  it(`keeps the ${KEPT_REPLAYS} most recently opened replays`, async () => {
    const ids: number[] = [];
    for (let i = 0; i <= KEPT_REPLAYS; i++) ids.push(await submit(syntheticReplay({ waves: [1], ticks: 1, entities: 1 })));
    const { db, online } = device();
    for (const id of ids.slice(0, KEPT_REPLAYS)) await online.openReplay(id);
    expect(await db.replays.count()).toBe(KEPT_REPLAYS);

    // Opening the first again makes the second the least recently opened.
    await online.openReplay(ids[0]!);
    await online.openReplay(ids[KEPT_REPLAYS]!);
    expect((await db.replays.toCollection().primaryKeys()).sort((a, b) => a - b)).toEqual(ids.filter((id) => id !== ids[1]));
  });

  it('makes room on a full device by dropping the older half of its replays, then keeps the new one', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await submit(syntheticReplay({ waves: [i + 1], ticks: 2 })));
    const { db, online } = device(4);
    for (const id of ids) expect(await online.openReplay(id)).toMatchObject({ status: 'ready' });
    // The fifth found four kept: the two opened first went.
    expect((await db.replays.toCollection().primaryKeys()).sort((a, b) => a - b)).toEqual(ids.slice(2));
  });

  it('still plays a replay the device has no room to keep', async () => {
    const replay = syntheticReplay({ waves: [2, 9], ticks: 3 });
    const id = await submit(replay);
    const { db, online } = device(0);
    expect(await online.openReplay(id)).toMatchObject({ status: 'ready', waves: [2, 9] });
    expect(await online.replayFrames(id, 9)).toEqual(waveFrames(replay, 9));
    expect(await db.replays.count()).toBe(0);
  });

  it('keeps the arena map, revalidated by its ETag, for offline viewing', async () => {
    const served = (await server.request('GET', '/api/v1/arena/')).body.data.data;
    expect(served).toMatchObject({ width: 64, height: 48 });
    const { db, online, offline } = device();
    expect(await offline.arena()).toBeNull();

    expect(await online.arena()).toEqual(served);
    const stored = await db.arena.get('arena');
    expect(stored?.etag).toMatch(/arena-/);
    expect(await offline.arena()).toEqual(served);

    // Unchanged on the server (304): the kept copy answers, whatever it holds.
    await db.arena.update('arena', { map: null });
    expect(await online.arena()).toBeNull();
    // A tag the server does not know: the map is fetched and kept again.
    await db.arena.update('arena', { etag: '"outdated"' });
    expect(await online.arena()).toEqual(served);
    expect(await db.arena.get('arena')).toEqual(stored);
  });
});
