import type { Browser } from 'playwright-core';
import type { Row } from '../measure';
import { offlineRows, repeatVisitRow } from './afterCopy';
import { isComplete, readSyncMark, waitForSync } from './localCopy';
import { firstRowPainted, openAt, pause } from './pageWaits';
import { endpointOf, isApiAnswer, phoneContext, SIZES_SETTLE_MS, type LongTask, type PhoneContext, type RecordedAnswer } from './phoneContext';
import type { ShapedLink } from './shapedLink';
import { SHOWN_MARKS } from '../../app/ui/shownMarks';
import { MB, bytes, millis, progress, runsRow, seconds } from './units';

const FIRST_ROW_TIMEOUT_MS = 180_000;
const COPY_TIMEOUT_MS = 600_000;
const SERVICE_WORKER_TIMEOUT_MS = 60_000;
const RUNS = 5;

export interface PhoneSite {
  browser: Browser;
  link: ShapedLink;
}

export interface FirstVisits {
  rows: Row[];
  /** GET requests to the API the app made, path and query, for the first-answer check. */
  apiRequests: string[];
  cursor: number | null;
  firstRoundId: number | null;
}

/** A first visit's moments, in ms from navigation, and the longest task between the last two; null where one never came. */
interface FirstVisit {
  firstRowMs: number | null;
  takeOverMs: number | null;
  longestTaskMs: number | null;
}

/** When the app took the page over, and the longest main-thread task from the first row until then. */
async function takeOver(phone: PhoneContext, firstRowMs: number | null, timeoutMs: number): Promise<FirstVisit> {
  const takeOverMs = await phone.takenOverAt(timeoutMs);
  if (firstRowMs === null || takeOverMs === null) return { firstRowMs, takeOverMs, longestTaskMs: null };
  return { firstRowMs, takeOverMs, longestTaskMs: longestTasks(await phone.longTasks(), firstRowMs, takeOverMs).appStart };
}

/** First visits in fresh contexts, each closed as soon as the app has taken the page over. */
async function firstVisitRuns(site: PhoneSite, path: string, table: string, runs: number): Promise<FirstVisit[]> {
  const visits: FirstVisit[] = [];
  for (let run = 0; run < runs; run++) {
    progress(`first visit to ${path}`);
    const phone = await phoneContext(site.browser);
    try {
      const start = Date.now();
      const firstRowMs = await firstRowPainted(phone.page, table, openAt(phone.page, site.link.baseUrl + path, FIRST_ROW_TIMEOUT_MS), FIRST_ROW_TIMEOUT_MS);
      visits.push(await takeOver(phone, firstRowMs, FIRST_ROW_TIMEOUT_MS - (Date.now() - start)));
    } finally {
      await phone.close();
    }
  }
  return visits;
}

/** How soon after navigation the app should have taken the page over on a phone: until then a tap waits. */
const TAKE_OVER_BUDGET_MS = 1200;

function firstVisitRows(page: string, visits: readonly FirstVisit[]): Row[] {
  return [
    runsRow(`first visit, ${page}: navigation to first row painted`, visits.map((visit) => visit.firstRowMs), 1000, FIRST_ROW_TIMEOUT_MS),
    runsRow('  navigation to the app taken over, its input handled by the app (html[data-interactive])', visits.map((visit) => visit.takeOverMs), TAKE_OVER_BUDGET_MS, FIRST_ROW_TIMEOUT_MS),
    runsRow('  longest main-thread task from the first row until then (page CPU slowed 4×)', visits.map((visit) => visit.longestTaskMs), 100, FIRST_ROW_TIMEOUT_MS),
  ];
}

interface LongestTasks {
  /** Before the first row was painted: the page loading. */
  beforeRow: number;
  /** From the first row until the app had taken the list over: its code evaluated, the page hydrated. */
  appStart: number;
  /** From then until the copy was complete: what the copy filling in behind the page costs its input. */
  duringCopy: number;
}

/** The longest task in each stretch of a first visit; a task belongs to the stretch it began in. */
function longestTasks(tasks: readonly LongTask[], firstRowMs: number, shownMs: number): LongestTasks {
  const longest = (from: number, to: number) => Math.max(0, ...tasks.filter((task) => task.startMs >= from && task.startMs < to).map((task) => task.durationMs));
  return { beforeRow: longest(-Infinity, firstRowMs), appStart: longest(firstRowMs, shownMs), duringCopy: longest(shownMs, Infinity) };
}

/** What the first visit cost until the copy was complete: time, bytes, answers, main-thread tasks. */
function copyRows(copyMs: number | null, carried: { down: number; up: number }, answers: RecordedAnswer[], tasks: LongestTasks): Row[] {
  const largest = answers.reduce<RecordedAnswer | null>((max, answer) => (max === null || answer.bodyBytes > max.bodyBytes ? answer : max), null);
  const api = answers.filter(isApiAnswer);
  const byEndpoint = new Map<string, { count: number; bytes: number }>();
  for (const answer of api) {
    const key = `${answer.method} ${endpointOf(answer.path)}`;
    const sum = byEndpoint.get(key) ?? { count: 0, bytes: 0 };
    byEndpoint.set(key, { count: sum.count + 1, bytes: sum.bytes + answer.bodyBytes });
  }
  const apiList = [...byEndpoint].map(([key, sum]) => `${key}${sum.count > 1 ? ` ×${sum.count}` : ''} ${bytes(sum.bytes)}`).join('; ');
  const largestName = largest ? `: ${largest.path}${largest.byServiceWorker ? ' (by the service worker)' : ''}` : '';
  return [
    {
      what: 'complete offline copy: from navigation until the sync state holds a cursor and lastSyncedAt',
      measured: copyMs === null ? `not complete after ${seconds(COPY_TIMEOUT_MS)}` : seconds(copyMs),
      budget: '-',
      ok: copyMs === null ? false : null,
    },
    { what: `  bytes down the link, navigation to complete copy (up: ${bytes(carried.up)}; ${answers.length} answers)`, measured: bytes(carried.down), budget: '≤ 8 MB', ok: carried.down <= 8 * MB },
    { what: `  the app's API answers, bodies as transferred: ${apiList}`, measured: bytes(api.reduce((sum, answer) => sum + answer.bodyBytes, 0)), budget: '-', ok: null },
    { what: `  largest single answer body as transferred${largestName}`, measured: bytes(largest?.bodyBytes ?? 0), budget: '≤ 2 MB', ok: (largest?.bodyBytes ?? 0) <= 2 * MB },
    { what: '  longest main-thread task while the copy fills in, from the list hydrated (page CPU slowed 4×)', measured: millis(tasks.duringCopy), budget: '≤ 50 ms', ok: tasks.duringCopy <= 50 },
    { what: '  longest main-thread task of the app\'s start, from the first row until the list is hydrated', measured: millis(tasks.appStart), budget: '-', ok: null },
    { what: '  longest main-thread task before the first row (the page loading)', measured: millis(tasks.beforeRow), budget: '-', ok: null },
  ];
}

/** Round Times' first visit carried on until the device holds the complete copy, then offline and repeat visits. */
async function copyVisit(site: PhoneSite) {
  progress('first visit to /round-times, until the copy is complete');
  const phone = await phoneContext(site.browser);
  const { page } = phone;
  try {
    const before = site.link.bytes();
    const start = Date.now();
    const firstRowMs = await firstRowPainted(page, 'Rounds', openAt(page, `${site.link.baseUrl}/round-times`, FIRST_ROW_TIMEOUT_MS), FIRST_ROW_TIMEOUT_MS);
    const visit = await takeOver(phone, firstRowMs, FIRST_ROW_TIMEOUT_MS - (Date.now() - start));
    const mark = await waitForSync(page, isComplete, COPY_TIMEOUT_MS - (Date.now() - start));
    const copyMs = mark ? Date.now() - start : null;
    const after = site.link.bytes();
    const shownMs = (await phone.markedAt(SHOWN_MARKS.roundTimes).catch(() => null)) ?? Infinity;
    const tasks = longestTasks(await phone.longTasks().catch(() => []), firstRowMs ?? 0, shownMs);
    await pause(SIZES_SETTLE_MS);
    const answers = await phone.answers();
    const rows = copyRows(copyMs, { down: after.down - before.down, up: after.up - before.up }, answers, tasks);
    if (!isComplete(mark) || typeof mark.cursor !== 'number') return { visit, rows, requests: answers, cursor: null, firstRoundId: null };

    // Offline reloads need the service worker's copy of the app as well as the data's.
    const ready = await page.evaluate(
      (ms) => Promise.race([navigator.serviceWorker.ready.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]),
      SERVICE_WORKER_TIMEOUT_MS,
    );
    rows.push({
      what: `  service worker active (app files held for offline), from navigation; ${bytes(site.link.bytes().down - before.down)} down by then`,
      measured: ready ? seconds(Date.now() - start) : `not active after ${seconds(Date.now() - start)}`,
      budget: '-',
      ok: ready ? null : false,
    });
    const offline = await offlineRows(site.link, page);
    const held = (await readSyncMark(page).catch(() => null)) ?? mark;
    const repeat = await repeatVisitRow(site.link, page, phone.answers, held);
    return { visit, rows: [...rows, ...offline.rows, repeat.row], requests: [...answers, ...repeat.requests], cursor: mark.cursor, firstRoundId: offline.firstRoundId };
  } finally {
    site.link.restore();
    await phone.close();
  }
}

/**
 * Round Times' and the Leaderboard's first visits on a phone, each five times in a fresh context;
 * the last Round Times visit carries on to the complete offline copy. Earlier visits go first so
 * that the copy is made from a running site, not one that has just started. The copy goes last of
 * all: after it the server compresses the settled blocks thoroughly, work that here shares the
 * machine's cores with the phone's page, as it never would a real phone's.
 */
export async function firstVisits(site: PhoneSite): Promise<FirstVisits> {
  const roundTimes = await firstVisitRuns(site, '/round-times', 'Rounds', RUNS - 1);
  const leaderboard = await firstVisitRuns(site, '/leaderboard', 'Players', RUNS);
  const copy = await copyVisit(site);
  // One request per endpoint, with the query the app gave it.
  const gets = new Map<string, string>();
  for (const answer of copy.requests) {
    if (answer.method === 'GET' && isApiAnswer(answer) && answer.status < 500 && !gets.has(endpointOf(answer.path))) gets.set(endpointOf(answer.path), answer.path);
  }
  return {
    rows: [...firstVisitRows('Round Times', [...roundTimes, copy.visit]), ...firstVisitRows('Leaderboard', leaderboard), ...copy.rows],
    apiRequests: [...gets.values()],
    cursor: copy.cursor,
    firstRoundId: copy.firstRoundId,
  };
}
