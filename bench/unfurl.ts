import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import pino from 'pino';
import { createApp } from '../api/app';
import { loadConfig } from '../api/config';
import { insertRound } from '../api/modules/rounds/services/createRound';
import { buildIfStale } from '../scripts/build-if-stale';
import { summariseTimes, type Row } from './measure';
import { syntheticRounds } from './synthetic';

const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 1)} ms`;
const serverTime = (res: Response) => Number(/dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1]);
/** What the shared link's tags add to a page: its tags, and its own description where the site's stood. */
const SITE_DESCRIPTION = '<meta name="description" content="Barbarian Assault round times, leaderboards and replays." />';
const untagged = (html: string) => html.replace(/<meta (?:property="og:[^"]+"|name="twitter:card") content="[^"]*">/g, '').replace(/<meta name="description" content="[^"]*">/, SITE_DESCRIPTION);

/** Shared links' pictures and tags against the real server holding `count` rounds: each picture's first drawing, and its answer once kept. */
export async function unfurlRows(count = 100_000): Promise<Row[]> {
  await buildIfStale();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-times-bench-unfurl-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1', APP_SECRET: 'bench', STATIC_DIR: path.resolve('dist'), RATE_LIMIT_SCALE: '0' }),
    database: { client: 'sqlite' as const, file: path.join(dir, 'bench.sqlite') },
  };
  const app = await createApp(config, { logger: pino({ level: 'silent' }) });
  try {
    const waves = Array.from({ length: 10 }, (_, i) => ({ wave_number: i + 1, wave_time: 40 + i * 3, qs_time: i ? 4 : null, good_premove: true, reset: false }));
    const rounds = syntheticRounds(count, 3000, 11);
    await app.db.transaction(async (trx) => {
      for (const r of rounds) {
        await insertRound(trx, { format: r.format, round_time: r.round_time, round_date: `${r.round_date.slice(0, 23)}Z`, scroller: true, players: r.players as never, wave_data: waves }, 'plugin', new Date());
      }
    });
    const server = await app.listen(0, '127.0.0.1');
    const address = server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const get = async (url: string) => {
      const res = await fetch(base + url);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
      return res;
    };
    const imageOf = async (page: string) => {
      const image = new URL(/<meta property="og:image" content="([^"]+)"/.exec(await (await fetch(base + page)).text())![1]!.replace(/&amp;/g, '&'));
      return image.pathname + image.search;
    };

    const firstDrawings = async (pages: string[]) => {
      const addresses = await Promise.all(pages.map(imageOf));
      const first: number[] = [];
      for (const url of addresses) first.push(serverTime(await get(url)));
      const kept: number[] = [];
      for (let run = 0; run < 10; run++) for (const url of addresses) kept.push(serverTime(await get(url)));
      return { first: summariseTimes(first), kept: summariseTimes(kept) };
    };
    const ids = Array.from({ length: 20 }, (_, k) => 1 + Math.floor((k * count) / 20));
    const round = await firstDrawings(ids.map((id) => `/details/${id}`));
    const names = [...new Set(rounds.slice(0, 400).map((r) => r.players[0]!.character_name))].slice(0, 10);
    const player = await firstDrawings(names.map((name) => `/player/${encodeURIComponent(name)}`));

    const html = await (await fetch(`${base}/round-times`)).text();
    const grown = html.length - untagged(html).length;
    const grownGzip = zlib.gzipSync(html).length - zlib.gzipSync(untagged(html)).length;
    const pageTimes: number[] = [];
    for (const id of ids) pageTimes.push(serverTime(await get(`/details/${id}`)));
    const details = summariseTimes(pageTimes);
    const size = `${count / 1000}k rounds`;
    return [
      { what: `round picture, first drawing, ${size}, server time (median of ${ids.length})`, measured: ms(round.first.median), budget: '≤ 150 ms', ok: round.first.median <= 150 },
      { what: `round picture, kept, ${size}, server time (median)`, measured: ms(round.kept.median), budget: '≤ 5 ms', ok: round.kept.median <= 5 },
      { what: `player picture, first drawing, ${size}, server time (median of ${names.length})`, measured: ms(player.first.median), budget: '-', ok: null },
      { what: `player picture, kept, ${size}, server time (median)`, measured: ms(player.kept.median), budget: '-', ok: null },
      { what: `Round Details page with its tags, ${size}, server time (median)`, measured: ms(details.median), budget: '-', ok: null },
      { what: 'first visit of Round Times: HTML added by its link tags', measured: `${grown} B (${grownGzip} B gzipped)`, budget: '≤ 1 kB', ok: grown <= 1024 },
    ];
  } finally {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
