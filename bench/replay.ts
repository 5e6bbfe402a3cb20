import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { Page, Worker as PageWorker } from 'playwright-core';
import { createApp } from '../api/app';
import { loadConfig } from '../api/config';
import { seedDemoIfEmpty } from '../api/demo/seed';
import { replayWaves, waveFrames } from '../domain/replay';
import type { Round, RoundDetail } from '../domain/types';
import { buildIfStale } from '../scripts/build-if-stale';
import { launchBrowser } from '../test/support/browser';
import { summariseTimes, type Row } from './measure';

const PLAYBACK_SECONDS = 5;
const ONE_REFRESH_MS = 1000 / 60;
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** When the canvas first reports a drawn frame, in ms since navigation began; recorded by the page itself. */
function recordFirstFrame(): void {
  new MutationObserver((_, observer) => {
    if (!document.querySelector('[data-drawn-tick]')) return;
    (window as unknown as { firstFrameAt: number }).firstFrameAt = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-drawn-tick'] });
}

async function timeToFirstFrame(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { firstFrameAt?: number }).firstFrameAt !== undefined, undefined, { timeout: 30_000 });
  return page.evaluate(() => (window as unknown as { firstFrameAt: number }).firstFrameAt);
}

/** requestAnimationFrame intervals over some seconds; run on the page or in the worker that draws. */
async function intervalsOver(seconds: number): Promise<number[]> {
  const intervals: number[] = [];
  let last = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
  const end = last + seconds * 1000;
  while (last < end) {
    const now = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
    intervals.push(now - last);
    last = now;
  }
  return intervals;
}

/** Frame intervals over a few seconds of playback, on the page or in the worker that draws. */
function frameIntervals(where: Pick<PageWorker, 'evaluate'>): Promise<number[]> {
  return where.evaluate(intervalsOver, PLAYBACK_SECONDS);
}

interface FrameSummary {
  fps: number;
  p99: number;
  max: number;
}

function summarise(intervals: number[]): FrameSummary {
  const sorted = [...intervals].sort((a, b) => a - b);
  return {
    fps: intervals.length / (intervals.reduce((sum, t) => sum + t, 0) / 1000),
    p99: sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))]!,
    max: sorted[sorted.length - 1]!,
  };
}

const describeFrames = ({ fps, p99, max }: FrameSummary) => `${fps.toFixed(1)} fps, p99 ${ms(p99)}, max ${ms(max)}`;

/** The replay viewer in Chromium on the demo data's largest replay: first frame, and playback at 4× with smooth movement. */
export async function replayRows(): Promise<Row[]> {
  await buildIfStale();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-times-bench-replay-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1', APP_SECRET: 'bench', STATIC_DIR: path.resolve('dist'), RATE_LIMIT_SCALE: '0' }),
    database: { client: 'sqlite' as const, file: path.join(dir, 'bench.sqlite') },
  };
  const app = await createApp(config, { logger: pino({ level: 'silent' }) });
  const browser = await launchBrowser();
  try {
    await seedDemoIfEmpty(app.db, { arenaMapFile: config.arenaMapFile });
    const server = await app.listen(0, '127.0.0.1');
    const address = server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const get = async <T>(url: string) => ((await (await fetch(`${base}/api/v1${url}`)).json()) as { data: { data: T } }).data.data;

    const withReplay = (await get<Round[]>('/rounds/')).filter((r) => r.has_replay);
    const replays = await Promise.all(withReplay.map((r) => get<RoundDetail>(`/rounds/${r.id}/`)));
    const ticks = (round: RoundDetail) => replayWaves(round.replay_data!).reduce((sum, wave) => sum + waveFrames(round.replay_data!, wave).length, 0);
    const largest = replays.reduce((a, b) => (ticks(b) > ticks(a) ? b : a));
    const waves = replayWaves(largest.replay_data!);
    const longestWave = waves.reduce((a, b) => (waveFrames(largest.replay_data!, b).length > waveFrames(largest.replay_data!, a).length ? b : a));
    const entitiesPerTick = Math.max(...waves.flatMap((wave) => waveFrames(largest.replay_data!, wave).map((frame) => frame.length)));

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(recordFirstFrame);
    const page = await context.newPage();
    const url = `${base}/replay/${largest.id}`;
    const cold = await timeToFirstFrame(page, url);
    await page.evaluate(() => navigator.serviceWorker.ready);
    const repeats: number[] = [];
    for (let i = 0; i < 5; i++) repeats.push(await timeToFirstFrame(page, url));
    const repeat = summariseTimes(repeats).median;

    // Playback is measured once the page has finished its own start-up work (syncing the round list).
    await page.getByTestId('last-synced').filter({ hasText: 'Last synced' }).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: /Wave$/ }).click();
    await page.getByRole('option', { name: `Wave ${longestWave}`, exact: true }).click();
    await page.getByRole('button', { name: /Speed$/ }).click();
    await page.getByRole('option', { name: '4×', exact: true }).click();
    const smooth = page.getByRole('switch', { name: 'Smooth movement' });
    await smooth.click({ force: true });
    if (!(await smooth.isChecked())) throw new Error('Smooth movement did not turn on');
    await page.locator(`[data-drawn-wave="${longestWave}"][data-drawn-tick="0"]`).waitFor();
    await page.waitForTimeout(2000);
    // Frames are counted where they are drawn: in the scene's worker when it has one.
    const sceneWorker = page.workers().find((worker) => /\/scene\.worker-[\w-]+\.js$/.test(worker.url()));
    const drawing = sceneWorker ?? page;
    // The same page paused: how steady frames are here with nothing to draw.
    const idle = summarise(await frameIntervals(drawing));
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    const [playing, pagePlaying] = (await Promise.all([frameIntervals(drawing), frameIntervals(page)])).map(summarise) as [FrameSummary, FrameSummary];
    const drawnTick = Number(await page.getByTestId('replay-canvas').getAttribute('data-drawn-tick'));
    const renderer = sceneWorker ? 'WebGL in a worker' : 'WebGL on the page';
    await context.close();

    const replay = `round ${largest.id}: ${waves.length} waves, ${ticks(largest)} ticks, up to ${entitiesPerTick} entities a tick`;
    return [
      { what: `replay, time to first frame, first visit (${replay})`, measured: ms(cold), budget: '-', ok: null },
      { what: 'replay, time to first frame, repeat visit (median of 5)', measured: ms(repeat), budget: '-', ok: null },
      {
        what: `replay playback, wave ${longestWave} (${waveFrames(largest.replay_data!, longestWave).length} ticks) at 4×, smooth, ${PLAYBACK_SECONDS} s, ${renderer} (reached tick ${drawnTick})`,
        measured: describeFrames(playing),
        budget: '60 fps, no frame over 16 ms',
        // A frame interval is one display refresh when nothing is missed; timer jitter allows a little over.
        ok: playing.fps >= 59 && playing.max <= ONE_REFRESH_MS + 2,
      },
      { what: 'the same page paused, for comparison: this machine\'s frame pacing with nothing to draw', measured: describeFrames(idle), budget: '-', ok: null },
      ...(sceneWorker ? [{ what: "the page's own frames during that playback (controls, caption)", measured: describeFrames(pagePlaying), budget: '-', ok: null }] : []),
    ];
  } finally {
    await browser.close();
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
