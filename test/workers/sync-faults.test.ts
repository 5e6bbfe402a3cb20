import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BaTimesDb } from '../../workers/baTimesDb';
import { roundSubmissionSchema } from '../../domain/schemas';
import { unranked } from '../../domain/rank';
import type { Round } from '../../domain/types';
import { createSyncEngine } from '../../workers/sync/engine';
import { fiveManRound, leechRound } from '../fixtures/rounds';
import { pluginReportWriter, submitRound } from '../support/api';
import { recordFetch } from '../support/fetchRecorder';
import { syncingDevice } from '../support/device';
import { roundsAsAdmin } from '../support/localData';
import { startServer, type TestServer } from '../support/server';

/** How the network treats the device's next requests for changes; the rest pass untouched. */
type ChangesFault = 'drop' | 'cut-body' | 'stall' | 'stall-body' | 'trickle' | 'pass';
/** A device's requests give up after this much silence; a trickling answer sends a piece this often. */
const SILENCE_MS = 300;
const TRICKLE_GAP_MS = 150;

/** A fault that lands only when the test releases it: an answer, or a failure, still on the wire. */
function heldFault(fault: ChangesFault) {
  let release!: () => void;
  let arrive!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const reached = new Promise<void>((resolve) => (arrive = resolve));
  return { fault, released, reached, arrive, release };
}
type HeldFault = ReturnType<typeof heldFault>;

/** Fails with the request's abort reason once it is aborted, as a real request and its body do. */
function whenAborted(init: RequestInit | undefined, fail: (reason: unknown) => void): void {
  init?.signal?.addEventListener('abort', () => fail(init.signal!.reason));
}

/** An answer's body as a fault delivers it: cut half-way, silent from half-way, or trickling in whole. */
function faultyBody(bytes: Uint8Array, fault: 'cut-body' | 'stall-body' | 'trickle', init: RequestInit | undefined): ReadableStream<Uint8Array> {
  const quarter = Math.ceil(bytes.length / 4);
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      let open = true;
      const end = (failure?: unknown) => {
        if (open && failure === undefined) controller.close();
        if (open && failure !== undefined) controller.error(failure);
        open = false;
      };
      whenAborted(init, end);
      if (fault === 'trickle') {
        // A slow link: the whole answer, a quarter at a time.
        for (let at = 0; at < bytes.length && open; at += quarter) {
          await new Promise((resolve) => setTimeout(resolve, TRICKLE_GAP_MS));
          if (open) controller.enqueue(bytes.subarray(at, at + quarter));
        }
        end();
        return;
      }
      controller.enqueue(bytes.subarray(0, 2 * quarter));
      // The connection ends half-way through the body, or goes silent there until the caller gives up.
      if (fault === 'cut-body') end(new TypeError('terminated'));
    },
  });
}

/**
 * The device's network, in front of the real server: pages of changes `pageSize` long (a server with a
 * small page), and the faults to apply to the following requests for changes, in order.
 */
function faultyNetwork(pageSize: number) {
  const faults: (ChangesFault | HeldFault)[] = [];
  const recorder = recordFetch((url, init, realFetch) => (url.searchParams.has('since') ? faultyChanges(url, init, realFetch) : undefined));
  async function faultyChanges(url: URL, init: RequestInit | undefined, realFetch: typeof fetch): Promise<Response> {
    url.searchParams.set('limit', String(pageSize));
    const next = faults.shift() ?? 'pass';
    const held = typeof next === 'string' ? null : next;
    const fault = typeof next === 'string' ? next : next.fault;
    const landed = async () => {
      held?.arrive();
      await held?.released;
    };
    if (fault === 'drop') {
      await landed();
      throw new TypeError('fetch failed');
    }
    // A connection that died without a word: no answer and no failure, until the caller gives up.
    if (fault === 'stall') return new Promise<Response>((_, reject) => whenAborted(init, reject));
    const res = await realFetch(url, init);
    await landed();
    if (fault === 'pass') return res;
    return new Response(faultyBody(new Uint8Array(await res.arrayBuffer()), fault, init), { status: res.status, headers: res.headers });
  }
  return {
    faults,
    /** Requests for changes made so far. */
    changeRequests: () => recorder.urls.filter((url) => url.searchParams.has('since')).length,
  };
}

describe('sync through faults and long absences', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer('sqlite');
  });
  afterAll(() => server.stop());

  const { add: submit, remove } = roundsAsAdmin(() => server);
  const serverRounds = async (on = server): Promise<Round[]> => {
    const rounds: Round[] = (await on.request('GET', '/api/v1/rounds/')).body.data.data;
    return rounds.sort((a, b) => a.id - b.id);
  };
  const storedRounds = async (db: BaTimesDb) => (await db.rounds.toArray()).sort((a, b) => a.id - b.id);
  // A round's rank moves whenever its format gains or loses a round, while the change log sends only the
  // rounds that changed: the stored rank goes stale, and the data worker ranks every round itself.
  const storedCursor = async (db: BaTimesDb) => (await db.sync.get('state'))!.cursor!;
  /** The ids the server's change log touched after one cursor, up to and including another. */
  const changedBetween = async (after: number, upTo: number): Promise<number[]> =>
    (await server.app.db('changes').where('entity', 'round').andWhere('seq', '>', after).andWhere('seq', '<=', upTo).pluck('entity_id')).map(Number);

  for (const fault of ['drop', 'cut-body'] as const) {
    it(`keeps every page stored before the connection ${fault === 'drop' ? 'dropped' : 'was cut mid-body'}, never moves the cursor past them, and finishes on the next sync`, async () => {
      const { db, engine } = syncingDevice(server.baseUrl);
      await submit(fiveManRound());
      expect(await engine.sync()).toMatchObject({ status: 'synced' });
      const before = await storedCursor(db);
      const heldBefore = (await storedRounds(db)).map((round) => round.id);

      const created: number[] = [];
      for (let i = 0; i < 9; i += 1) created.push(await submit(leechRound({ round_time: 700 + i * 1.2 })));
      await remove(heldBefore[0]!);
      await remove(created[1]!);

      // Three changes a page: the first two pages arrive, the third fails.
      const network = faultyNetwork(3);
      network.faults.push('pass', 'pass', fault);
      // Either way no whole answer came: the device counts itself offline until the next sync.
      expect((await engine.sync()).status).toBe('offline');

      const cursor = await storedCursor(db);
      // Two pages of three changes were stored, and the cursor went no further.
      expect(cursor).toBe(Number((await server.app.db('changes').where('seq', '>', before).orderBy('seq').limit(6).pluck('seq')).at(-1)));
      // What the device holds is exactly the server's rounds as of its cursor: every change up to it applied, none after.
      const applied = new Set(await changedBetween(before, cursor));
      const present = new Set((await serverRounds()).map((round) => round.id));
      const expectedIds = [...new Set([...heldBefore, ...applied])].filter((id) => !applied.has(id) || present.has(id)).sort((a, b) => a - b);
      expect((await storedRounds(db)).map((round) => round.id)).toEqual(expectedIds);

      expect(await engine.sync()).toMatchObject({ status: 'synced' });
      expect(await storedRounds(db)).toEqual((await serverRounds()).map(unranked));
      expect(await storedCursor(db)).toBe((await server.request('GET', '/api/v1/rounds/')).body.data.cursor);
    });
  }

  it('fetches a change announced while a pull was under way: calls made meanwhile share one more pull after it', async () => {
    const { db, engine } = syncingDevice(server.baseUrl);
    await engine.sync();
    const network = faultyNetwork(50);
    const answered = heldFault('pass');
    network.faults.push(answered);
    const first = engine.sync();
    await answered.reached;

    // The server answered before this round existed; its change notice comes while the answer is on its way.
    const announced = await submit(leechRound({ round_time: 702.6 }));
    const calls = [engine.sync(), engine.sync()];
    answered.release();
    expect(await first).toMatchObject({ status: 'synced' });
    expect(await db.rounds.get(announced)).toBeUndefined();
    for (const outcome of await Promise.all(calls)) expect(outcome).toMatchObject({ status: 'synced' });
    expect(await db.rounds.get(announced)).toBeDefined();
    expect(network.changeRequests()).toBe(2);
  });

  it('pulls again when the network comes back while a pull is still failing, instead of reporting that failure', async () => {
    const { db, engine } = syncingDevice(server.baseUrl);
    await engine.sync();
    const missed = await submit(leechRound({ round_time: 703.2 }));
    const network = faultyNetwork(50);
    const failing = heldFault('drop');
    network.faults.push(failing);
    const first = engine.sync();
    await failing.reached;

    // Back online: the browser's signal arrives before the request sent while offline has failed.
    const back = engine.sync();
    failing.release();
    expect((await first).status).toBe('offline');
    expect(await back).toMatchObject({ status: 'synced' });
    expect(await db.rounds.get(missed)).toBeDefined();
  });

  for (const fault of ['stall', 'stall-body'] as const) {
    it(`gives up on a request that goes silent ${fault === 'stall' ? 'before its answer' : 'half-way through its body'}, so the next pull is not held behind it`, async () => {
      const { db, engine } = syncingDevice(server.baseUrl, { silenceMs: SILENCE_MS });
      await engine.sync();
      const missed = await submit(leechRound({ round_time: 703.8 }));
      const network = faultyNetwork(50);
      network.faults.push(fault);
      expect((await engine.sync()).status).toBe('offline');
      expect(await db.rounds.get(missed)).toBeUndefined();
      expect(await engine.sync()).toMatchObject({ status: 'synced' });
      expect(await db.rounds.get(missed)).toBeDefined();
    });
  }

  it('waits for an answer that keeps arriving, however long the whole of it takes', async () => {
    const { db, engine } = syncingDevice(server.baseUrl, { silenceMs: SILENCE_MS });
    await engine.sync();
    const created = [await submit(leechRound({ round_time: 704.4 })), await submit(leechRound({ round_time: 705 }))];
    const network = faultyNetwork(50);
    network.faults.push('trickle');
    const started = Date.now();
    expect(await engine.sync()).toMatchObject({ status: 'synced' });
    expect(Date.now() - started).toBeGreaterThan(SILENCE_MS);
    for (const id of created) expect(await db.rounds.get(id)).toBeDefined();
  });

  it('catches up after a month offline: new rounds, edited ones and deletions, across many pages', async () => {
    const { db, engine } = syncingDevice(server.baseUrl);
    const kept = await submit(fiveManRound({ round_time: 601.2 }));
    const toDelete = await submit(fiveManRound({ round_time: 603 }));
    // A team of its own, so only its two reports count as one round.
    const team = fiveManRound().players.map((player, i) => ({ ...player, character_name: `Month ${i}` }));
    const recordReport = pluginReportWriter(server.app.db);
    const plugin = (body: Record<string, unknown>) => recordReport(roundSubmissionSchema.parse(fiveManRound(body)));
    const reported = (await plugin({ round_time: 650.4, scroller: false, players: team })).id;
    await engine.sync();
    expect((await storedRounds(db)).map((round) => round.id)).toEqual(expect.arrayContaining([kept, toDelete, reported]));

    // A month of activity while the device is away.
    const created: number[] = [];
    for (let day = 1; day <= 30; day += 1) {
      created.push(await submit(leechRound({ round_time: 680 + day * 0.6, round_date: new Date(Date.UTC(2026, 4, day, 20)).toISOString() })));
    }
    for (const id of created.filter((_, i) => i % 4 === 0)) await remove(id);
    await remove(toDelete);
    // The scroller's report of the same round, which an admin then has the round show: an edit of a round the device holds.
    await plugin({ round_time: 650.4 + 0.6, scroller: true, players: team });
    const [scrollers] = await server.app.db('round_reports').where({ round_id: reported }).orderBy('id', 'desc').pluck('id');
    const shown = await server.request('PUT', `/api/v1/rounds/${reported}/shown-report`, { token: await server.signInAdmin(), body: { report_id: scrollers } });
    expect(shown.status).toBe(200);

    // Seven changes a page: the month comes in many pages.
    faultyNetwork(7);
    expect(await engine.sync()).toMatchObject({ status: 'synced' });
    const rounds = await serverRounds();
    expect(await storedRounds(db)).toEqual(rounds.map(unranked));
    expect(await db.rounds.get(toDelete)).toBeUndefined();
    expect((await db.rounds.get(reported))!.round_time).toBe(651);
  });

  it("starts over from the whole list when its cursor is past the server's newest change, as after the database was restored from an older backup", async () => {
    const { db, engine } = syncingDevice(server.baseUrl);
    for (let i = 0; i < 4; i += 1) await submit(leechRound({ round_time: 700 + i * 1.2 }));
    await engine.sync();
    const deviceCursor = await storedCursor(db);

    // The same site, its database replaced by one with fewer changes and other rounds.
    const restored = await startServer('sqlite');
    try {
      await submitRound(restored, await restored.signInAdmin(), fiveManRound({ round_time: 620.4 }));
      const restoredCursor = (await restored.request('GET', '/api/v1/rounds/')).body.data.cursor as number;
      expect(restoredCursor).toBeLessThan(deviceCursor);
      expect((await restored.request('GET', `/api/v1/rounds/?since=${deviceCursor}`)).status).toBe(410);

      const after = createSyncEngine(db, { base: restored.baseUrl, announce: () => undefined });
      expect(await after.sync()).toMatchObject({ status: 'synced' });
      expect(await storedRounds(db)).toEqual((await serverRounds(restored)).map(unranked));
      expect(await storedCursor(db)).toBe(restoredCursor);
    } finally {
      await restored.stop();
    }
  });
});
