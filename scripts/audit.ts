import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type RunnerResult } from 'lighthouse';
import pino from 'pino';
import { createApp, type BaTimesApp } from '../api/app';
import { loadConfig } from '../api/config';
import { seedDemoIfEmpty } from '../api/demo/seed';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { CATEGORIES, performanceOf, printReport, summarize, type ScreenResult } from './audit/report';

// Lighthouse on the main screens, mobile and desktop, against the built app and the real server
// with the demo data in a database of its own. Not part of CI: scores depend on the machine's load.
//
// Usage: npm run audit [-- --screens round-times,faq] [--form mobile|desktop] [--runs N]
//   --screens  only these screens (round-times, leaderboard, round-details, faq, replay); all by default
//   --form     only this form factor; both by default
//   --runs     audits of each page, the median one reported, as Lighthouse advises for scores that
//              vary between runs (mostly total blocking time on mobile); 3 by default

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, '.tmp', 'audit');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** The whole run, build and demo data included, stops after this long whatever happens. */
const DEADLINE_MS = Number(process.env.AUDIT_TIMEOUT_MS ?? 60 * 60_000);
const FORM_FACTORS: ReadonlyArray<{ name: ScreenResult['formFactor']; config?: Config }> = [
  { name: 'mobile' },
  { name: 'desktop', config: desktopConfig },
];

/** The main screens; the two of one round open the demo data's first round with a replay. */
const SCREENS: ReadonlyArray<{ name: string; path(roundWithReplay: number): string }> = [
  { name: 'Round Times', path: () => '/round-times' },
  { name: 'Leaderboard', path: () => '/leaderboard' },
  { name: 'Round Details', path: (round) => `/details/${round}` },
  { name: 'FAQ', path: () => '/faq' },
  { name: 'Replay', path: (round) => `/replay/${round}` },
];

/** 'Round Details' → 'round-details': the name on the command line and in the report files. */
function screenKey(name: string): string {
  return name.toLowerCase().replaceAll(' ', '-');
}

/** The screens and form factors asked for on the command line, all of them when not narrowed, and the runs of each. */
function selection(argv: string[]): { screens: ReadonlySet<string>; forms: ReadonlySet<string>; runs: number } {
  const { values } = parseArgs({ args: argv, options: { screens: { type: 'string' }, form: { type: 'string' }, runs: { type: 'string', default: '3' } } });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of 1 or more, not "${values.runs}".`);
  const screenKeys = SCREENS.map((screen) => screenKey(screen.name));
  const formNames: string[] = FORM_FACTORS.map((f) => f.name);
  const screens = values.screens?.split(',') ?? screenKeys;
  const forms = values.form?.split(',') ?? formNames;
  const unknown = [...screens.filter((s) => !screenKeys.includes(s)), ...forms.filter((f) => !formNames.includes(f))];
  if (unknown.length) throw new Error(`Unknown screen or form factor: ${unknown.join(', ')}. Screens: ${screenKeys.join(', ')}; forms: ${formNames.join(', ')}.`);
  return { screens: new Set(screens), forms: new Set(forms), runs };
}

let app: BaTimesApp | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
let tempDir: string | undefined;

async function stopEverything(): Promise<void> {
  chrome?.kill();
  chrome = undefined;
  await app?.close();
  app = undefined;
  if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
  tempDir = undefined;
}

function bail(reason: string): void {
  console.error(reason);
  void stopEverything().finally(() => process.exit(1));
}

async function startServer(): Promise<{ base: string; roundWithReplay: number }> {
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-times-audit-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1', APP_SECRET: 'audit', STATIC_DIR: path.join(root, 'dist'), RATE_LIMIT_SCALE: '0', ARENA_MAP_FILE: process.env.ARENA_MAP_FILE }),
    database: { client: 'sqlite' as const, file: path.join(tempDir, 'audit.sqlite') },
  };
  app = await createApp(config, { logger: pino({ level: 'silent' }) });
  console.log('Creating the demo data…');
  await seedDemoIfEmpty(app.db, { arenaMapFile: config.arenaMapFile });
  const replay = await app.db('replays').orderBy('round_id').first('round_id');
  if (!replay) throw new Error('The demo data has no replay');
  const server = await app.listen(0, '127.0.0.1');
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('The server has no address');
  return { base: `http://127.0.0.1:${address.port}`, roundWithReplay: Number(replay.round_id) };
}

/** One Lighthouse run; a run whose trace failed (it happens on a loaded machine) is tried once more. */
async function auditPage(url: string, port: number, config: Config | undefined): Promise<RunnerResult> {
  for (let attempt = 1; ; attempt++) {
    const answer = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] }, config);
    if (!answer) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!answer.lhr.runtimeError || attempt === 2) return answer;
    console.log(`  ${answer.lhr.runtimeError.message} Trying once more…`);
  }
}

async function main(): Promise<void> {
  const wanted = selection(process.argv.slice(2));
  if (!fs.existsSync(chromePath)) throw new Error(`Chromium not found at ${chromePath}: install it or set CHROME_PATH.`);
  // Built in a process of its own: the server below renders first visits with the renderer the build
  // writes, and a renderer this process had already loaded while building renders nothing but an error.
  execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'build-if-stale.ts')], { stdio: 'inherit' });
  const { base, roundWithReplay } = await startServer();
  const screens = SCREENS.filter((screen) => wanted.screens.has(screenKey(screen.name))).map((screen) => ({ name: screen.name, path: screen.path(roundWithReplay) }));
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  fs.mkdirSync(outDir, { recursive: true });
  const results: ScreenResult[] = [];
  let lighthouseVersion = '';
  for (const screen of screens) {
    for (const formFactor of FORM_FACTORS.filter((f) => wanted.forms.has(f.name))) {
      console.log(`Auditing ${screen.name} (${screen.path}), ${formFactor.name}…`);
      const answers: RunnerResult[] = [];
      for (let run = 0; run < wanted.runs; run++) answers.push(await auditPage(`${base}${screen.path}`, chrome.port, formFactor.config));
      const valid = filterToValidRuns(answers.map((answer) => answer.lhr));
      // Lighthouse's own choice: the run nearest the median first paint and time to interactive.
      const median = valid.length > 0 ? computeMedianRun(valid) : answers.at(-1)!.lhr;
      const file = `${screenKey(screen.name)}-${formFactor.name}.json`;
      fs.writeFileSync(path.join(outDir, file), JSON.stringify(median));
      lighthouseVersion = median.lighthouseVersion;
      results.push({ ...summarize(screen.name, formFactor.name, median), performanceOfRuns: answers.map((answer) => performanceOf(answer.lhr)) });
    }
  }
  printReport(results);
  const summary = { at: new Date().toISOString(), lighthouseVersion, cpus: os.cpus().length, loadAverage: os.loadavg(), results };
  fs.writeFileSync(path.join(outDir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`\nSummary: ${path.relative(root, path.join(outDir, 'summary.json'))}; full reports beside it. Load average during the run: ${os.loadavg().map((n) => n.toFixed(1)).join(', ')} on ${os.cpus().length} CPUs.`);
}

const deadline = setTimeout(() => bail(`The audit took longer than ${DEADLINE_MS / 60_000} minutes: stopped.`), DEADLINE_MS);
process.once('SIGINT', () => bail('Interrupted.'));
process.once('SIGTERM', () => bail('Stopped.'));
try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  clearTimeout(deadline);
  await stopEverything();
}
