import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import pino from 'pino';
import { createApp } from '../api/app';
import { loadConfig } from '../api/config';
import { insertRound } from '../api/modules/rounds/services/createRound';
import { buildIfStale } from '../scripts/build-if-stale';
import { launchBrowser } from '../test/support/browser';
import type { Row } from './measure';
import { syntheticRounds } from './synthetic';

const ms = (n: number) => `${Math.round(n)} ms`;

/**
 * Gzipped size of what index.html loads before any lazy chunk: its scripts and styles, linked, named
 * for the starter script to run (its data-entry), preloaded, or inline; a style both inline and named by a disabled link counts once.
 */
function shellGzipBytes(dist: string): number {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const inlined = new Set([...html.matchAll(/href="\/(assets\/[^"]+)" disabled/g)].map((m) => m[1]!));
  const files = [...new Set([...html.matchAll(/["\s]\/(assets\/[^"\s]+\.(?:js|css))(?=["\s])/g)].map((m) => m[1]!))].filter((file) => !inlined.has(file));
  const inlineStyles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!).join('\n');
  const linked = files.reduce((sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length, 0);
  return linked + (inlineStyles ? zlib.gzipSync(inlineStyles, { level: 9 }).length : 0);
}

/** Gzipped size of the charts' chunk (uPlot and its styles), which only the player and Records pages load. */
function chartsGzipBytes(dist: string): number {
  const assets = path.join(dist, 'assets');
  return fs
    .readdirSync(assets)
    .filter((file) => /^charts-.*\.(?:js|css)$/.test(file))
    .reduce((sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(assets, file)), { level: 9 }).length, 0);
}

/** The built app in Chromium against the real server holding `count` rounds with full waves. */
export async function browserRows(count = 10_000): Promise<Row[]> {
  await buildIfStale();
  const dist = path.resolve('dist');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-times-bench-browser-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1', APP_SECRET: 'bench', STATIC_DIR: dist, RATE_LIMIT_SCALE: '0' }),
    database: { client: 'sqlite' as const, file: path.join(dir, 'bench.sqlite') },
  };
  const app = await createApp(config, { logger: pino({ level: 'silent' }) });
  const browser = await launchBrowser();
  try {
    const waves = Array.from({ length: 10 }, (_, i) => ({ wave_number: i + 1, wave_time: 40 + i * 3, qs_time: i ? 4 : null, good_premove: true, reset: false }));
    await app.db.transaction(async (trx) => {
      for (const r of syntheticRounds(count, 3000, 7)) {
        await insertRound(trx, { format: r.format, round_time: r.round_time, round_date: `${r.round_date.slice(0, 23)}Z`, scroller: true, players: r.players as never, wave_data: waves }, 'plugin', new Date());
      }
    });
    const server = await app.listen(0, '127.0.0.1');
    const address = server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    // A running site has its round list built; the budget is about the browser's first visit.
    await (await fetch(`${base}/api/v1/rounds/`, { headers: { "Accept-Encoding": "br" } })).arrayBuffer();
    const context = await browser.newContext();
    const page = await context.newPage();
    const firstRow = page.getByRole('table', { name: 'Rounds' }).locator('tbody tr').first();
    const coldStart = Date.now();
    if (process.env.BENCH_TRACE) {
      context.on('requestfinished', (req) => {
        if (req.url().includes('/api/')) console.log('finished', req.url().replace(base, ''), Date.now() - coldStart, 'ms', req.timing());
      });
      page.on('domcontentloaded', () => console.log('domcontentloaded', Date.now() - coldStart));
    }
    await page.goto(`${base}/round-times`);
    await firstRow.waitFor({ timeout: 60_000 });
    const coldMs = Date.now() - coldStart;
    await page.evaluate(() => navigator.serviceWorker.ready);

    await context.setOffline(true);
    const offlineTimes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const start = Date.now();
      await page.reload();
      await firstRow.waitFor();
      offlineTimes.push(Date.now() - start);
    }
    offlineTimes.sort((a, b) => a - b);
    const offlineMs = offlineTimes[2]!;
    const shell = shellGzipBytes(dist);
    const charts = chartsGzipBytes(dist);
    return [
      { what: `first visit, full sync of ${count / 1000}k rounds on loopback, to first rows (cold browser)`, measured: ms(coldMs), budget: '≤ 2 s', ok: coldMs <= 2000 },
      { what: 'app shell JS and CSS, gzip, before any lazy chunk', measured: `${(shell / 1024).toFixed(1)} KB`, budget: '≤ 170 KB', ok: shell / 1024 <= 170 },
      { what: "charts' own chunk (player and Records pages), JS and CSS, gzip", measured: `${(charts / 1024).toFixed(1)} KB`, budget: '-', ok: null },
      { what: 'repeat visit offline, reload to first rows (median of 5)', measured: ms(offlineMs), budget: '≤ 1 s', ok: offlineMs <= 1000 },
    ];
  } finally {
    await browser.close();
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
