import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knex from 'knex';
import pino from 'pino';
import { createApp } from '../../api/app';
import { loadConfig } from '../../api/config';
import type { Row } from '../measure';
import { startServer } from './serverProcess';
import { bytes, millis } from './units';

/** Sign-in flows redirect to Discord or sign someone in, and the change notices never end: no answer to time. */
const NOT_TIMED = [/^\/api\/v1\/auth\/(discord|dev)\b/, /\/events$/];

/** The API's GET routes as the server lists them, on an empty database of their own. */
async function getRoutes(): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-times-bench-routes-'));
  const config = { ...loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1', APP_SECRET: 'bench', STATIC_DIR: '' }), database: { client: 'sqlite' as const, file: path.join(dir, 'routes.sqlite') } };
  const app = await createApp(config, { logger: pino({ level: 'silent' }) });
  try {
    return app.routes.filter((route) => route.method === 'GET' && route.path.startsWith('/api/')).map((route) => route.path);
  } finally {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A player's name from the database, for the routes that look one up; any name if the schema moved on. */
async function somePlayer(databaseFile: string): Promise<string> {
  const db = knex({ client: 'sqlite3', connection: { filename: databaseFile }, useNullAsDefault: true });
  try {
    const row = (await db('round_players').first('character_name')) as { character_name: string } | undefined;
    return row?.character_name ?? 'Player';
  } catch {
    return 'Player';
  } finally {
    await db.destroy();
  }
}

export interface KnownValues {
  databaseFile: string;
  /** Requests the app made, path and query. */
  appRequests: readonly string[];
  cursor: number | null;
  roundId: number | null;
}

/** Every GET to time: each route with its parameters filled, the queries the app uses, and the app's own requests. */
async function requestsToTime(known: KnownValues): Promise<string[]> {
  const player = encodeURIComponent(await somePlayer(known.databaseFile));
  const paths = (await getRoutes())
    .filter((route) => !NOT_TIMED.some((pattern) => pattern.test(route)))
    .map((route) => route.replace(':id', String(known.roundId ?? 1)))
    .filter((route) => !route.includes(':'))
    .map((route) => `${route}/`);
  const queries = [`/api/v1/rounds/?since=${known.cursor ?? 0}`, `/api/v1/players/pbs/?name=${player}`];
  const candidates = [...paths, ...queries, ...known.appRequests].filter((request) => !NOT_TIMED.some((pattern) => pattern.test(request.split('?')[0]!.replace(/\/$/, ''))));
  return [...new Set(candidates)];
}

/** Longer than any first answer: only a stream that never ends runs into it. */
const ANSWER_TIMEOUT_MS = 120_000;

interface Timed {
  request: string;
  status: number;
  bodyBytes: number;
  /** Until the answer began: its status and headers in. */
  ms: number;
  /** Until its whole body was in. */
  wholeMs: number;
}

/**
 * The first answer of a server just started on the database, as a browser asks (compressed): until
 * it began, and until its whole body was in (for the whole list of a large site, mostly transfer). Null for a stream, such as the change notices under a new path: it has no end to time.
 */
async function firstAnswer(databaseFile: string, request: string): Promise<Timed | null> {
  const server = await startServer(databaseFile, '');
  try {
    const start = performance.now();
    try {
      const response = await fetch(server.baseUrl + request, { headers: { 'Accept-Encoding': 'gzip, deflate, br' }, signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) });
      if (response.headers.get('content-type')?.includes('text/event-stream')) {
        await response.body?.cancel();
        return null;
      }
      const began = performance.now() - start;
      const body = await response.arrayBuffer();
      return { request, status: response.status, bodyBytes: body.byteLength, ms: began, wholeMs: performance.now() - start };
    } catch {
      // No answer in time, or the server dropped the request: status 0, timed until it gave up.
      const gaveUp = performance.now() - start;
      return { request, status: 0, bodyBytes: 0, ms: gaveUp, wholeMs: gaveUp };
    }
  } finally {
    await server.stop();
  }
}

/**
 * Each GET endpoint's first answer after a start, each on a server process started for it alone, so
 * that none is timed warm from another's work. Over loopback, unshaped.
 */
export async function firstAnswerRows(known: KnownValues): Promise<Row[]> {
  const timed: Timed[] = [];
  for (const request of await requestsToTime(known)) {
    const answer = await firstAnswer(known.databaseFile, request);
    if (answer) timed.push(answer);
  }
  const slowest = timed.reduce((max, t) => (t.ms > max.ms ? t : max));
  return [
    { what: `first answer after a start, until it began, slowest of ${timed.length} GET endpoints: ${slowest.request} (${slowest.status})`, measured: millis(slowest.ms), budget: '≤ 1,000 ms', ok: slowest.ms <= 1000 && timed.every((t) => t.status !== 0) },
    ...timed.map((t) => ({ what: `  first answer: GET ${t.request} → ${t.status || 'no answer'}, ${bytes(t.bodyBytes)} (decoded), whole in ${millis(t.wholeMs)}`, measured: millis(t.ms), budget: '-', ok: null })),
  ];
}
