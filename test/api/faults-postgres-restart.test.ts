import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../api/config';
import { privatePostgresAvailable, startPrivatePostgres, type PrivatePostgres } from '../support/privatePostgres';
import { adminRoundOf, readStoredRounds } from '../support/roundIntegrity';
import { startServer, type Reply, type TestServer } from '../support/server';

// CI sets TEST_DATABASE_URL: there the test must run, and fails plainly if it cannot.
const mustRun = Boolean(process.env.TEST_DATABASE_URL);
const CLIENTS = 3;
// Between one client's requests: steady traffic, not a flood of instant 503s.
const PAUSE_MS = 25;
// An answer later than this counts as a hang.
const ANSWER_WITHIN_MS = 15_000;
// How often the test looks at the answers so far, and how long it gives each phase to gather its own.
const phaseWait = { interval: PAUSE_MS, timeout: ANSWER_WITHIN_MS };
// Answers seen while the database is down before it comes back.
const ANSWERS_DURING_OUTAGE = 12;
// Answers seen after the database is back, by which every kind of request has had its turn.
const ANSWERS_AFTER_RESTART = 24;

type Phase = 'before' | 'stopping' | 'down' | 'starting' | 'up again';

interface Outcome {
  phase: Phase;
  request: string;
  status: number | 'no answer';
  body: unknown;
}

describe.skipIf(!privatePostgresAvailable() && !mustRun)('PostgreSQL restarted under traffic', () => {
  let postgres: PrivatePostgres | null = null;
  let server: TestServer | null = null;
  let database: Config['database'];

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    database = { client: 'postgres', url: postgres.url };
    server = await startServer('postgres', {}, database);
  });
  afterAll(async () => {
    await server?.stop();
    await postgres?.destroy();
  });

  it('answers 503 database_unavailable while it is down, and serves again once it is back, without restarting the app', async () => {
    const site = server!;
    const admin = await site.signInAdmin();
    const outcomes: Outcome[] = [];
    let phase: Phase = 'before';
    let running = true;
    let uploads = 0;
    const answersIn = (p: Phase) => outcomes.filter((o) => o.phase === p).length;
    const pending = new Map<Phase, number>();
    const unansweredIn = (p: Phase) => pending.get(p) ?? 0;

    const requests: [string, () => Promise<Reply>][] = [
      ['full list', () => site.request('GET', '/api/v1/rounds/', { timeoutMs: ANSWER_WITHIN_MS })],
      ['pull', () => site.request('GET', '/api/v1/rounds/?since=0', { timeoutMs: ANSWER_WITHIN_MS })],
      ['upload', () => site.request('POST', '/api/v1/rounds/', { token: admin, body: adminRoundOf(`pg${uploads++}`), timeoutMs: ANSWER_WITHIN_MS })],
      ['signed-in user', () => site.request('GET', '/api/v1/auth/me/', { token: admin, timeoutMs: ANSWER_WITHIN_MS })],
    ];
    const client = async (offset: number) => {
      for (let turn = offset; running; turn++) {
        const [request, send] = requests[turn % requests.length]!;
        const sentIn = phase;
        pending.set(sentIn, unansweredIn(sentIn) + 1);
        const outcome = await send().then(
          (res): Outcome => ({ phase: sentIn, request, status: res.status, body: res.body }),
          (err: unknown): Outcome => ({ phase: sentIn, request, status: 'no answer', body: String(err) }),
        );
        pending.set(sentIn, unansweredIn(sentIn) - 1);
        outcomes.push(outcome);
        await sleep(PAUSE_MS);
      }
    };
    const clients = Array.from({ length: CLIENTS }, (_, i) => client(i));
    try {
      await expect.poll(() => answersIn('before'), { ...phaseWait, message: 'answers before the restart' }).toBeGreaterThanOrEqual(requests.length * CLIENTS);
      phase = 'stopping';
      // What was sent while the database was up is answered before it goes down: a shutdown cutting it off is not 'before'.
      await expect.poll(() => unansweredIn('before'), { ...phaseWait, message: 'requests sent before the restart, still unanswered' }).toBe(0);
      await postgres!.stop();
      phase = 'down';
      await expect.poll(() => answersIn('down'), { ...phaseWait, message: 'answers while PostgreSQL is down' }).toBeGreaterThanOrEqual(ANSWERS_DURING_OUTAGE);
      phase = 'starting';
      await postgres!.start();
      phase = 'up again';
      await expect.poll(() => answersIn('up again'), { ...phaseWait, message: 'answers once PostgreSQL is back' }).toBeGreaterThanOrEqual(ANSWERS_AFTER_RESTART);
    } finally {
      running = false;
      await Promise.all(clients);
    }

    const summary = (['before', 'stopping', 'down', 'starting', 'up again'] as const).map((p) => {
      const inPhase = outcomes.filter((o) => o.phase === p);
      return `${p}: ${inPhase.length} answers, ${inPhase.filter((o) => o.status === 503).length} of them 503`;
    });
    console.info(`PostgreSQL restart: ${summary.join('; ')}`);

    const success = (o: Outcome) => o.status === 200 || o.status === 201;
    // Every request is answered in time, and each either succeeds or is a clean 503.
    expect(outcomes.filter((o) => !success(o) && o.status !== 503)).toEqual([]);
    for (const refused of outcomes.filter((o) => o.status === 503)) {
      expect(refused.body).toEqual({ status: 'error', code: 'database_unavailable', error: 'The database is unavailable right now. Please try again in a moment.' });
    }
    expect(outcomes.filter((o) => o.phase === 'before' && !success(o))).toEqual([]);
    expect(outcomes.filter((o) => o.phase === 'down' && o.status === 503).length).toBe(answersIn('down'));
    // The same app, its pool rid of the connections the shutdown ended, serves every request again.
    expect(outcomes.filter((o) => o.phase === 'up again' && !success(o))).toEqual([]);

    const stored = await readStoredRounds(database);
    expect(stored.orphans).toEqual({ players: 0, waves: 0, replays: 0 });
    expect([...stored.parts.values()].filter((p) => p.players !== 5 || p.waves !== 10)).toEqual([]);
    expect(stored.loggedRoundIds).toEqual(stored.roundIds);
    const acknowledged = outcomes.filter((o) => o.request === 'upload' && o.status === 201).map((o) => (o.body as { data: { id: number } }).data.id);
    expect(acknowledged.filter((id) => !stored.roundIds.includes(id))).toEqual([]);
  }, 60_000);
});
