import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createChangeWatcher } from '../../api/modules/sync/events';
import { fiveManRound } from '../fixtures/rounds';
import { submitRound } from '../support/api';
import { databaseKinds } from '../support/databases';
import { startServer, type TestServer } from '../support/server';
import { openEventStream, type EventStream, type SseFrame } from '../support/sse';

const POLL_MS = 50;
// Long enough that no keep-alive comment shows up in a test that does not ask for one.
const quiet = { changeWatcher: { pollMs: POLL_MS, keepAliveMs: 60_000 } };

const isEvent = (event: string, cursor?: number) => (frame: SseFrame) =>
  frame.event === event && (cursor === undefined || JSON.parse(frame.data!).cursor === cursor);
const changesSeen = (stream: EventStream) => stream.frames.filter(isEvent('change')).map((frame) => JSON.parse(frame.data!));

describe.each(databaseKinds)('change notices over Server-Sent Events on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  const open: EventStream[] = [];

  beforeAll(async () => {
    server = await startServer(kind, {}, undefined, quiet);
    admin = await server.signInAdmin();
  });
  afterEach(() => open.splice(0).forEach((stream) => stream.close()));
  afterAll(() => server.stop());

  /** Clients connected to one server, each holding its first cursor event. */
  const listen = async (count: number, target = server): Promise<EventStream[]> => {
    const streams = await Promise.all(Array.from({ length: count }, () => openEventStream(`${target.baseUrl}/api/v1/events/`)));
    open.push(...streams);
    await Promise.all(streams.map((stream) => stream.waitFor(isEvent('cursor'))));
    return streams;
  };
  const cursorNow = async () => (await server.request('GET', '/api/v1/rounds/')).body.data.cursor as number;
  const addRound = (through = server) => submitRound(through, admin, fiveManRound());
  /**
   * Every client gets the change with this cursor exactly once: a later write, made through `marker`,
   * arrives after any repeat of it would have, so the stream holds that change and then the later one.
   */
  const expectToldOnce = async (streams: EventStream[], before: number, cursor: number, marker = server) => {
    await Promise.all(streams.map((stream) => stream.waitFor(isEvent('change', cursor))));
    await addRound(marker);
    const later = await cursorNow();
    await Promise.all(streams.map((stream) => stream.waitFor(isEvent('change', later))));
    for (const stream of streams) expect(changesSeen(stream).slice(before)).toEqual([{ cursor }, { cursor: later }]);
  };

  it('answers with an uncompressed, uncached event stream that starts with the current cursor', async () => {
    await addRound();
    const stream = await openEventStream(`${server.baseUrl}/api/v1/events/`, { 'Accept-Encoding': 'gzip, br' });
    open.push(stream);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream');
    expect(stream.response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.response.headers.get('content-encoding')).toBeNull();

    const cursor = await stream.waitFor(isEvent('cursor'));
    expect(JSON.parse(cursor.data!)).toEqual({ cursor: await cursorNow() });
    expect(stream.frames[0]).toMatchObject({ retry: 5000, event: null, data: null });
    expect(stream.frames).toHaveLength(2);
  });

  it('answers without the trailing slash and without signing in, even with a bad token', async () => {
    const stream = await openEventStream(`${server.baseUrl}/api/v1/events`, { Authorization: 'Bearer not-a-token' });
    open.push(stream);
    expect(stream.response.status).toBe(200);
    await stream.waitFor(isEvent('cursor'));
  });

  it('tells every connected client exactly once when a round is added, and again when it is deleted', async () => {
    const streams = await listen(50);
    const start = await cursorNow();
    expect(streams.every((stream) => stream.frames.some(isEvent('cursor', start)))).toBe(true);

    const id = await addRound();
    const added = await cursorNow();
    expect(added).toBeGreaterThan(start);
    await expectToldOnce(streams, 0, added);

    expect((await server.request('DELETE', `/api/v1/rounds/${id}/`, { token: admin })).status).toBe(200);
    const deleted = await cursorNow();
    expect(deleted).toBeGreaterThan(added);
    await expectToldOnce(streams, 2, deleted);
  });

  it('tells the clients of every process sharing the database about a write through any one of them', async () => {
    const other = await startServer(kind, {}, server.config.database, quiet);
    try {
      const here = await listen(10);
      const there = await listen(10, other);
      await addRound(other);
      await expectToldOnce([...here, ...there], 0, await cursorNow(), other);
    } finally {
      await other.stop();
    }
  });

  it('sends a keep-alive comment while nothing changes', async () => {
    const chatty = await startServer(kind, {}, server.config.database, { changeWatcher: { pollMs: POLL_MS, keepAliveMs: 100 } });
    try {
      const [stream] = await listen(1, chatty);
      await stream!.waitFor((frame) => frame.comment === 'keep-alive');
      expect(stream!.frames.filter((frame) => frame.event !== null).map((frame) => frame.event)).toEqual(['cursor']);
    } finally {
      await chatty.stop();
    }
  });

  it('drops clients that leave, and starts again for the next client once none are left', async () => {
    const watcher = server.app.changeWatcher;
    await expect.poll(() => watcher.clientCount).toBe(0);
    const [staying, ...leaving] = await listen(20);
    expect(watcher.clientCount).toBe(20);

    leaving.forEach((stream) => stream.close());
    await expect.poll(() => watcher.clientCount).toBe(1);
    await addRound();
    await expectToldOnce([staying!], 0, await cursorNow());

    staying!.close();
    await expect.poll(() => watcher.clientCount).toBe(0);

    // The next client starts the watcher again.
    const [back] = await listen(1);
    await addRound();
    await expectToldOnce([back!], 0, await cursorNow());
  });

  it('ends open streams cleanly when the app closes', async () => {
    const closing = await startServer(kind, {}, server.config.database, quiet);
    const streams = await listen(5, closing);
    // Closing does not wait for the clients to hang up (the 20 s test timeout would hide a hang, not a wait).
    const started = Date.now();
    await closing.stop();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await Promise.all(streams.map((stream) => stream.ended))).toEqual(Array(5).fill('ended'));
    expect(closing.app.changeWatcher.clientCount).toBe(0);
  });
});

// Alone, with no server in this process: the watcher runs on the test's fake clock, which nothing else should share.
describe('the change watcher', () => {
  it('reads the cursor only while a client listens', async () => {
    let reads = 0;
    const readCursor = () => {
      reads++;
      return Promise.resolve(0);
    };
    // The watcher's clock is the test's: every poll due in a stretch of time runs when the test moves it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const watcher = createChangeWatcher(readCursor, pino({ level: 'silent' }), quiet.changeWatcher);
    try {
      await vi.advanceTimersByTimeAsync(POLL_MS * 4);
      expect(reads).toBe(0);

      const streams = await Promise.all([watcher.open(), watcher.open()]);
      while (reads < 5) await vi.advanceTimersByTimeAsync(POLL_MS);
      // The watcher hears each stream close before the test does.
      await Promise.all(streams.map((stream) => new Promise((closed) => stream.once('close', closed).destroy())));
      expect(watcher.clientCount).toBe(0);
      const whenLeft = reads;
      await vi.advanceTimersByTimeAsync(POLL_MS * 10);
      expect(reads).toBe(whenLeft);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      await watcher.close();
      vi.useRealTimers();
    }
  });
});
