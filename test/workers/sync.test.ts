import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScreenQueries } from '../../workers/queries/service';
import type { RoundListPage } from '../../domain/dataWorker';
import { createSyncEngine } from '../../workers/sync/engine';
import { linkAccount, submitRound } from '../support/api';
import { deviceDatabase, syncingDevice } from '../support/device';
import { recordFetch } from '../support/fetchRecorder';
import { DEFAULT_ROUND_QUERY } from '../support/screenQueries';
import { startServer, type TestServer } from '../support/server';
import { fiveManRound, leechRound } from '../fixtures/rounds';

describe('sync from the real server into IndexedDB', () => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startServer('sqlite');
    admin = await server.signInAdmin();
  });
  afterAll(() => server.stop());

  it('copies every round on first sync, then only what changed; deletes remove local rows', async () => {
    const first = await submitRound(server, admin, fiveManRound());
    const { db, engine, versions } = syncingDevice(server.baseUrl);
    expect(await engine.sync()).toMatchObject({ status: 'synced' });
    expect((await db.rounds.toArray()).map((r) => r.id)).toEqual([first]);
    const afterFirst = versions.at(-1)!;

    const second = await submitRound(server, admin, leechRound());
    await server.request('DELETE', `/api/v1/rounds/${first}/`, { token: admin });
    await engine.sync();
    expect((await db.rounds.toArray()).map((r) => r.id)).toEqual([second]);
    expect(versions.at(-1)!).toBeGreaterThan(afterFirst);

    const settled = versions.length;
    await engine.sync();
    expect(versions.length).toBe(settled);
    expect((await db.sync.get('state'))?.lastSyncedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('keeps the alts map and the leaderboard, fetching them again only when they changed', async () => {
    const { db, engine } = syncingDevice(server.baseUrl);
    await engine.sync();
    const board = await db.leaderboards.get('all');
    expect(board?.entries.length).toBeGreaterThan(0);
    expect(board?.etag).toMatch(/^".+"$/);
    const unchanged = (await db.sync.get('state'))!.version;
    await engine.sync();
    expect((await db.sync.get('state'))!.version).toBe(unchanged);

    const user = await server.request('POST', '/api/v1/users/', { token: admin, body: { discord_id: '987654321', discord_username: 'alt_owner' } });
    for (const name of ['Alt One', 'Alt Two']) await linkAccount(server, admin, user.body.data.data.id, name);
    await engine.sync();
    expect(await db.alts.get('Alt One')).toEqual({ name: 'Alt One', alts: ['Alt Two'] });
  });

  it("shows a first visit's rows once, with their players' alts: the alts are pulled before the rounds", async () => {
    await submitRound(server, admin, fiveManRound());
    const user = await server.request('POST', '/api/v1/users/', { token: admin, body: { discord_id: '555000111', discord_username: 'dan_owner' } });
    for (const name of ['Defender Dan', 'Dan Alt']) await linkAccount(server, admin, user.body.data.data.id, name);
    const db = deviceDatabase();
    const stats = createScreenQueries(db);
    // What Round Times would be answered at each data move of the first sync.
    const answers: Promise<RoundListPage>[] = [];
    const engine = createSyncEngine(db, { base: server.baseUrl, announce: () => answers.push(stats.roundList(DEFAULT_ROUND_QUERY)) });
    expect(await engine.sync()).toMatchObject({ status: 'synced' });

    const pages = await Promise.all(answers);
    const listed = pages.filter((page) => page.synced);
    expect(pages.length).toBeGreaterThan(listed.length);
    expect(listed.length).toBeGreaterThan(0);
    for (const page of listed) {
      const dan = page.rows.find((row) => row.round.players.some((player) => player.character_name === 'Defender Dan'));
      expect(dan?.alts).toEqual({ 'Defender Dan': ['Dan Alt'] });
    }
    // Before the rounds are written, an empty list is 'not here yet', not 'no rounds'.
    expect(pages.filter((page) => !page.synced).every((page) => page.rows.length === 0)).toBe(true);
  });

  it('still brings the rounds and leaderboard in when the alts cannot be had, and says the sync failed', async () => {
    const id = await submitRound(server, admin, leechRound());
    recordFetch((url) =>
      url.pathname === '/api/v1/accounts/'
        ? Promise.resolve(Response.json({ status: 'error', error: 'The database is unavailable; try again shortly.', code: 'database_unavailable' }, { status: 503 }))
        : undefined,
    );
    const { db, engine } = syncingDevice(server.baseUrl);
    // A first pull: the device has no earlier one to date its data by.
    expect(await engine.sync()).toEqual({ status: 'failed', message: expect.stringContaining('The database is unavailable'), lastSyncedAt: null });
    expect(await db.rounds.get(id)).toBeDefined();
    expect((await db.leaderboards.get('all'))?.entries.length).toBeGreaterThan(0);
    expect(await db.alts.count()).toBe(0);
  });

  it('never repeats a data version after the local database is cleared and synced afresh', async () => {
    const { db, engine, versions } = syncingDevice(server.baseUrl);
    await engine.sync();
    const beforeClearing = versions.at(-1)!;
    await db.delete();
    await db.open();
    await engine.sync();
    expect(versions.at(-1)!).toBeGreaterThan(beforeClearing);
  });

  it("starts over from the whole list when the server no longer knows the device's cursor", async () => {
    const { db, engine } = syncingDevice(server.baseUrl);
    await engine.sync();
    await db.sync.update('state', { cursor: 99_999_999 });
    await db.rounds.put({ ...(await db.rounds.toArray())[0]!, id: 424242 });
    expect(await engine.sync()).toMatchObject({ status: 'synced' });
    expect(await db.rounds.get(424242)).toBeUndefined();
    expect((await db.sync.get('state'))!.cursor).toBeLessThan(99_999_999);
  });

  it('keeps what it has and says offline when the server cannot be reached, with when it last synced', async () => {
    const { db, engine } = syncingDevice(server.baseUrl);
    const synced = await engine.sync();
    expect(synced).toMatchObject({ status: 'synced', lastSyncedAt: expect.any(String) });
    const held = await db.rounds.count();
    const cut = createSyncEngine(db, { base: 'http://127.0.0.1:9', announce: () => undefined });
    expect(await cut.sync()).toEqual({ status: 'offline', lastSyncedAt: (synced as { lastSyncedAt: string }).lastSyncedAt });
    expect(await cut.pullLeaderboard('all')).toEqual({ status: 'offline', lastSyncedAt: (synced as { lastSyncedAt: string }).lastSyncedAt });
    expect(await db.rounds.count()).toBe(held);
  });
});
