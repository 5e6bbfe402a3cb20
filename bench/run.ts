import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createApp } from '../api/app';
import { loadConfig } from '../api/config';
import { seedDemoIfEmpty } from '../api/demo/seed';
import { rankRounds } from '../domain/rank';
import { measure, printTable, summariseTimes, type Row } from './measure';
import { syntheticRounds } from './synthetic';
import { measureLeaderboardAggregation } from './aggregation';
import { measureLeaderboardVersion, measureRoundListVersion } from './versions';
import { dataWorkerRows } from './worker';
import { browserRows } from './browser';
import { replayRows } from './replay';
import { unfurlRows } from './unfurl';

const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 1)} ms`;

async function domainRows(): Promise<Row[]> {
  const rounds = syntheticRounds(100_000);
  const leaderboard = await measureLeaderboardAggregation(rounds);
  const ranking = await measure(() => rankRounds(rounds), 15);
  const listVersion = await measureRoundListVersion();
  const version = await measureLeaderboardVersion();
  return [
    { what: 'leaderboard aggregation, 100k rounds, Node (median)', measured: ms(leaderboard.median), budget: '≤ 150 ms', ok: leaderboard.median <= 150 },
    { what: 'round list after one new round, 100k rounds: rounds and their ranks moved on (median)', measured: ms(listVersion.median), budget: '-', ok: null },
    { what: 'leaderboard after one new round, 100k rounds: tally moved on, answer written (median)', measured: ms(version.median), budget: '-', ok: null },
    { what: 'round ranking, 100k rounds, Node (median)', measured: ms(ranking.median), budget: '-', ok: null },
  ];
}

/** The API over loopback on the demo data, timed by the server itself (Server-Timing). */
async function apiRows(): Promise<Row[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-times-bench-'));
  const config = { ...loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1', APP_SECRET: 'bench', STATIC_DIR: '' }), database: { client: 'sqlite' as const, file: path.join(dir, 'bench.sqlite') } };
  const app = await createApp(config, { logger: pino({ level: 'silent' }) });
  try {
    await seedDemoIfEmpty(app.db, { arenaMapFile: config.arenaMapFile });
    const server = await app.listen(0, '127.0.0.1');
    const address = server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1`;
    const first = await fetch(`${base}/rounds/`);
    const coldMs = Number(/dur=([\d.]+)/.exec(first.headers.get('server-timing') ?? '')?.[1]);
    const cursor = ((await first.json()) as { data: { cursor: number } }).data.cursor;

    const serverTimes = async (url: string, runs: number) => {
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < runs + 5; i++) {
        const res = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
        bytes = (await res.arrayBuffer()).byteLength;
        const timing = /dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '');
        if (i >= 5 && timing) times.push(Number(timing[1]));
      }
      return { ...summariseTimes(times), bytes };
    };
    const since = await serverTimes(`${base}/rounds/?since=${cursor}`, 500);
    const full = await serverTimes(`${base}/rounds/`, 10);
    const board = await serverTimes(`${base}/players/leaderboard/`, 10);
    return [
      { what: 'GET /rounds/?since= nothing new, server time (median)', measured: ms(since.median), budget: '≤ 2 ms', ok: since.median <= 2 },
      { what: 'GET /rounds/?since= nothing new, body', measured: `${since.bytes} B`, budget: '< 200 B', ok: since.bytes < 200 },
      { what: 'GET /rounds/ full list, demo data, first request (cold)', measured: ms(coldMs), budget: '-', ok: null },
      { what: 'GET /rounds/ full list, demo data, server time (median)', measured: `${ms(full.median)}, ${(full.bytes / 1e6).toFixed(1)} MB`, budget: '-', ok: null },
      { what: 'GET /players/leaderboard/, demo data, server time (median)', measured: ms(board.median), budget: '-', ok: null },
    ];
  } finally {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const rows = [...(await domainRows()), ...(await dataWorkerRows()), ...(await apiRows()), ...(await browserRows()), ...(await replayRows()), ...(await unfurlRows())];
console.log(`BA Times bench on ${os.cpus().length} cores, Node ${process.version}\n`);
printTable(rows);
console.log('\nA first visit on a phone, at 5k and 100k rounds, takes over ten minutes: `npm run bench:phone` (`-- --rounds 5000` for the demo\'s size alone).');
