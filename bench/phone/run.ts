import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale } from '../../scripts/build-if-stale';
import { buildServer } from '../../scripts/server-bundle';
import { launchBrowser } from '../../test/support/browser';
import { printTable, type Row } from '../measure';
import { benchDatabase } from './database';
import { firstAnswerRows } from './firstAnswers';
import { earlySearchRows } from './earlySearch';
import { firstVisits } from './firstVisit';
import { startServer } from './serverProcess';
import { shapedLink } from './shapedLink';
import { MB, bytes, progress, seconds } from './units';

/**
 * Sizes of the site to measure. At 100k rounds today's app downloads the whole list at a phone's
 * speed before Round Times shows a row, on each of its first visits: that size alone runs far longer
 * than five minutes, hence the choice of sizes.
 */
export type Size = 5000 | 100_000;
export const SIZES: readonly Size[] = [5000, 100_000];

const label = (size: Size) => `${size / 1000}k`;

/** The server's start, and its resident memory once the phone's visits are done. */
function serverRows(startMs: number, memory: { rss: number; peak: number }): Row[] {
  return [
    { what: 'server start until it takes connections (rounds read into memory, renderer loaded)', measured: seconds(startMs), budget: '-', ok: null },
    { what: 'server memory after the first visits and the complete copy (VmRSS)', measured: bytes(memory.rss), budget: '≤ 400 MB', ok: memory.rss <= 400 * MB },
    { what: '  server memory at its peak so far (VmHWM)', measured: bytes(memory.peak), budget: '-', ok: null },
  ];
}

/** The phone's visits through the shaped link, then the server's memory, on one server process. */
async function visitRows(databaseFile: string, dist: string) {
  const server = await startServer(databaseFile, dist);
  try {
    const link = await shapedLink(server.baseUrl);
    const browser = await launchBrowser();
    try {
      const visits = await firstVisits({ browser, link });
      const typed = await earlySearchRows({ browser, link });
      return { ...visits, rows: [...visits.rows, ...typed, ...serverRows(server.startMs, server.memory())] };
    } finally {
      await browser.close();
      await link.close();
    }
  } finally {
    await server.stop();
  }
}

async function sizeRows(size: Size, dist: string): Promise<Row[]> {
  progress(`${label(size)} rounds: database`);
  const database = await benchDatabase(size);
  try {
    const visits = await visitRows(database.file, dist);
    progress(`${label(size)} rounds: first answers after a start`);
    const answers = await firstAnswerRows({ databaseFile: database.file, appRequests: visits.apiRequests, cursor: visits.cursor, roundId: visits.firstRoundId });
    return [...visits.rows, ...answers].map((row) => ({ ...row, what: `${label(size)}: ${row.what}` }));
  } finally {
    database.dispose();
  }
}

/**
 * The first visit on a phone (Lighthouse's mobile network and CPU) against the production server,
 * for each size asked for: both unless told.
 */
export async function phoneRows({ sizes = SIZES }: { sizes?: readonly Size[] } = {}): Promise<Row[]> {
  await buildIfStale();
  // The server's bundle is built each time, as the tests do: its sources have no staleness check.
  await buildServer();
  const dist = path.resolve(import.meta.dirname, '..', '..', 'dist');
  const rows: Row[] = [];
  for (const size of sizes) rows.push(...(await sizeRows(size, dist)));
  return rows;
}

function sizesFromArgs(args: readonly string[]): readonly Size[] {
  const at = args.indexOf('--rounds');
  const value = at >= 0 ? args[at + 1] : 'both';
  if (value === 'both') return SIZES;
  const size = Number(value);
  if (size !== 5000 && size !== 100_000) throw new Error(`--rounds takes 5000, 100000 or both, not ${value}`);
  return [size];
}

if (import.meta.url === pathToFileURL(path.resolve(process.argv[1] ?? '')).href) {
  const sizes = sizesFromArgs(process.argv.slice(2));
  const rows = await phoneRows({ sizes });
  console.log(`BA Times on a phone (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, page CPU 4× slower), ${os.cpus().length} cores, Node ${process.version}\n`);
  printTable(rows);
}
