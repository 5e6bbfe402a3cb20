import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createForeground } from '../../workers/sync/foreground';
import { createSyncEngine } from '../../workers/sync/engine';
import { fiveManRound } from '../fixtures/rounds';
import { deviceDatabase } from '../support/device';
import { recordFetch } from '../support/fetchRecorder';
import { startServer, type TestServer } from '../support/server';

describe('the copy behind the screens', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer('sqlite');
    const admin = await server.signInAdmin();
    await server.request('POST', '/api/v1/rounds/', { token: admin, body: fiveManRound() });
  });
  afterAll(() => server.stop());

  it('asks for no block while a screen waits on the network, and goes on once it has its answer', async () => {
    const foreground = createForeground();
    let screenAnswered!: () => void;
    const screen = foreground.run(() => new Promise<void>((resolve) => (screenAnswered = resolve)));
    let reachedBlocks!: () => void;
    const atBlocks = new Promise<void>((resolve) => (reachedBlocks = resolve));

    const asked = recordFetch();
    const db = deviceDatabase();
    const engine = createSyncEngine(db, {
      base: server.baseUrl,
      announce: () => undefined,
      foregroundSettled: () => {
        reachedBlocks();
        return foreground.settled();
      },
    });
    const synced = engine.sync();
    await atBlocks;
    expect(asked.paths).toContain('/api/v1/copy/');
    expect(asked.paths.filter((path) => path.startsWith('/api/v1/copy/rounds/'))).toEqual([]);

    screenAnswered();
    await screen;
    expect(await synced).toMatchObject({ status: 'synced' });
    expect(asked.paths.filter((path) => path.startsWith('/api/v1/copy/rounds/'))).toEqual(['/api/v1/copy/rounds/0/']);
    expect(await db.rounds.count()).toBe(1);
  });
});
