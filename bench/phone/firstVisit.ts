import type { Browser, Locator, Page } from 'playwright-core';
import type { Row } from '../measure';
import { isComplete, readSyncMark, waitForSync, type SyncMark } from './localCopy';
import { phoneContext, type Answer } from './phoneContext';
import type { ShapedLink } from './shapedLink';
import { MB, bytes, median, millis, progress, seconds } from './units';

const FIRST_ROW_TIMEOUT_MS = 180_000;
const COPY_TIMEOUT_MS = 600_000;
const OFFLINE_TIMEOUT_MS = 30_000;
const SERVICE_WORKER_TIMEOUT_MS = 60_000;
const REPEAT_TIMEOUT_MS = 120_000;
/** Chromium reports an answer's sizes a moment after the app has used it. */
const SIZES_SETTLE_MS = 1_000;
const RUNS = 3;

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

const firstRow = (page: Page, table: string) => page.getByRole('table', { name: table }).locator('tbody tr').first();

/** ms from `start` until `shown` is visible after `navigate`; null (the failure logged) when it is not within `timeoutMs`. */
async function timeUntilShown(page: Page, navigate: () => Promise<unknown>, shown: Locator[], timeoutMs: number): Promise<number | null> {
  const start = Date.now();
  try {
    await navigate();
    for (const locator of shown) await locator.waitFor({ state: 'visible', timeout: Math.max(1, timeoutMs - (Date.now() - start)) });
    return Date.now() - start;
  } catch (err) {
    console.error(`not shown on ${page.url()}: ${(err as Error).message.split('\n')[0]}`);
    return null;
  }
}

const openAt = (page: Page, url: string, timeoutMs: number) => () => page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });

/** First visits in fresh contexts, each closed as soon as its first row shows. */
async function firstRowRuns(site: PhoneSite, path: string, table: string, runs: number): Promise<Array<number | null>> {
  const times: Array<number | null> = [];
  for (let run = 0; run < runs; run++) {
    progress(`first visit to ${path}`);
    const phone = await phoneContext(site.browser);
    try {
      times.push(await timeUntilShown(phone.page, openAt(phone.page, site.link.baseUrl + path, FIRST_ROW_TIMEOUT_MS), [firstRow(phone.page, table)], FIRST_ROW_TIMEOUT_MS));
    } finally {
      await phone.close();
    }
  }
  return times;
}

const isApiGet = (answer: Answer) => answer.method === 'GET' && answer.path.startsWith('/api/') && !answer.contentType.includes('text/event-stream');

const firstRowRow = (page: string, times: Array<number | null>): Row => {
  const middle = median(times);
  const all = times.map((t) => (t === null ? `> ${seconds(FIRST_ROW_TIMEOUT_MS)}` : millis(t))).join(', ');
  return {
    what: `first visit, ${page}: to first row (median of ${times.length}: ${all})`,
    measured: middle === null ? `not shown after ${seconds(FIRST_ROW_TIMEOUT_MS)}` : millis(middle),
    budget: '≤ 2,000 ms',
    ok: middle !== null && middle <= 2000,
  };
};

/** Once the local copy is complete: the link cut, Round Times reloaded, then a round's details opened. */
async function offlineRows(site: PhoneSite, page: Page): Promise<{ rows: Row[]; firstRoundId: number | null }> {
  const href = await firstRow(page, 'Rounds').locator('a[href*="/details/"]').first().getAttribute('href');
  const firstRoundId = href ? Number(href.split('/').pop()) : null;
  site.link.cut();
  const reload = await timeUntilShown(page, () => page.reload({ waitUntil: 'commit', timeout: OFFLINE_TIMEOUT_MS }), [firstRow(page, 'Rounds')], OFFLINE_TIMEOUT_MS);
  const details =
    firstRoundId === null
      ? null
      : await timeUntilShown(
          page,
          openAt(page, `${site.link.baseUrl}/details/${firstRoundId}`, OFFLINE_TIMEOUT_MS),
          [page.getByRole('heading', { level: 1, name: 'Round Details' }), page.getByRole('region', { name: 'Team', exact: true })],
          OFFLINE_TIMEOUT_MS,
        );
  const shown = (ms: number | null) => (ms === null ? `not shown within ${seconds(OFFLINE_TIMEOUT_MS)}` : millis(ms));
  return {
    firstRoundId,
    rows: [
      { what: 'offline (link cut) after the complete copy: reload Round Times to first row', measured: shown(reload), budget: `shows within ${seconds(OFFLINE_TIMEOUT_MS)}`, ok: reload !== null },
      { what: `offline: Round Details of the first row (round ${firstRoundId ?? '?'}): heading and team`, measured: shown(details), budget: `shows within ${seconds(OFFLINE_TIMEOUT_MS)}`, ok: details !== null },
    ],
  };
}

/** The link restored, Round Times opened again on the complete copy: the API bodies its sync costs when nothing is new. */
async function repeatVisitRow(site: PhoneSite, page: Page, answers: () => Promise<Answer[]>, held: SyncMark): Promise<{ row: Row; requests: Answer[] }> {
  site.link.restore();
  const start = Date.now();
  await page.goto(`${site.link.baseUrl}/round-times`, { waitUntil: 'commit' });
  const moved = await waitForSync(page, (mark) => isComplete(mark) && mark.lastSyncedAt !== held.lastSyncedAt, REPEAT_TIMEOUT_MS);
  await new Promise((resolve) => setTimeout(resolve, SIZES_SETTLE_MS));
  const requests = (await answers()).filter((answer) => answer.at >= start && isApiGet(answer));
  const body = requests.reduce((sum, answer) => sum + answer.bodyBytes, 0);
  const list = requests.map((answer) => `${answer.path} ${answer.status} ${answer.bodyBytes} B`).join('; ');
  return {
    requests,
    row: {
      what: `repeat visit, nothing new: API answer bodies until the sync is idle (${list || 'no API requests'})`,
      measured: moved ? bytes(body) : `sync not idle after ${seconds(REPEAT_TIMEOUT_MS)}`,
      budget: '≤ 200 B',
      ok: moved !== null && body <= 200,
    },
  };
}

/** Round Times' first visit carried on until the device holds the complete copy, then offline and repeat visits. */
async function copyVisit(site: PhoneSite): Promise<{ firstRowMs: number | null; rows: Row[]; requests: Answer[]; cursor: number | null; firstRoundId: number | null }> {
  progress('first visit to /round-times, until the copy is complete');
  const phone = await phoneContext(site.browser);
  const { page } = phone;
  try {
    const before = site.link.bytes();
    const start = Date.now();
    const firstRowMs = await timeUntilShown(page, openAt(page, `${site.link.baseUrl}/round-times`, COPY_TIMEOUT_MS), [firstRow(page, 'Rounds')], COPY_TIMEOUT_MS);
    const mark = await waitForSync(page, isComplete, COPY_TIMEOUT_MS - (Date.now() - start));
    const copyMs = Date.now() - start;
    const after = site.link.bytes();
    const longest = Math.max(0, ...(await phone.longTasks().catch(() => [])));
    await new Promise((resolve) => setTimeout(resolve, SIZES_SETTLE_MS));
    const answers = await phone.answers();
    const largest = answers.reduce<Answer | null>((max, answer) => (max === null || answer.bodyBytes > max.bodyBytes ? answer : max), null);
    const down = after.down - before.down;
    const apiAnswers = answers.filter(isApiGet);
    const apiList = apiAnswers.map((answer) => `${answer.path} ${bytes(answer.bodyBytes)}`).join('; ');
    const rows: Row[] = [
      { what: `complete offline copy: from navigation until the sync state holds a cursor and lastSyncedAt`, measured: mark ? seconds(copyMs) : `not complete after ${seconds(copyMs)}`, budget: '-', ok: mark ? null : false },
      { what: `  bytes down the link, navigation to complete copy (up: ${bytes(after.up - before.up)}; ${answers.length} answers)`, measured: bytes(down), budget: '≤ 8 MB', ok: down <= 8 * MB },
      { what: `  the app's API answers, bodies as transferred: ${apiList}`, measured: bytes(apiAnswers.reduce((sum, answer) => sum + answer.bodyBytes, 0)), budget: '-', ok: null },
      { what: `  largest single answer body as transferred${largest ? `: ${largest.path}${largest.byServiceWorker ? ' (by the service worker)' : ''}` : ''}`, measured: bytes(largest?.bodyBytes ?? 0), budget: '≤ 2 MB', ok: (largest?.bodyBytes ?? 0) <= 2 * MB },
      { what: '  longest main-thread task during the copy (page CPU slowed 4×)', measured: millis(longest), budget: '≤ 50 ms', ok: longest <= 50 },
    ];
    if (!mark || typeof mark.cursor !== 'number') return { firstRowMs, rows, requests: answers, cursor: null, firstRoundId: null };

    // Offline reloads need the service worker's copy of the app as well as the data's.
    const ready = await page.evaluate((ms) => Promise.race([navigator.serviceWorker.ready.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]), SERVICE_WORKER_TIMEOUT_MS);
    const byThen = site.link.bytes().down - before.down;
    rows.push({
      what: `  service worker active (app files held for offline), from navigation; ${bytes(byThen)} down by then`,
      measured: ready ? seconds(Date.now() - start) : `not active after ${seconds(Date.now() - start)}`,
      budget: '-',
      ok: ready ? null : false,
    });
    const offline = await offlineRows(site, page);
    const held = (await readSyncMark(page).catch(() => null)) ?? mark;
    const repeat = await repeatVisitRow(site, page, phone.answers, held);
    return { firstRowMs, rows: [...rows, ...offline.rows, repeat.row], requests: [...answers, ...repeat.requests], cursor: mark.cursor, firstRoundId: offline.firstRoundId };
  } finally {
    site.link.restore();
    await phone.close();
  }
}

/**
 * Round Times' and the Leaderboard's first visits on a phone, each three times in a fresh context;
 * the last Round Times visit carries on to the complete offline copy. Earlier visits go first so
 * that the copy is made from a running site, not one that has just started.
 */
export async function firstVisits(site: PhoneSite): Promise<FirstVisits> {
  const roundTimes = await firstRowRuns(site, '/round-times', 'Rounds', RUNS - 1);
  const copy = await copyVisit(site);
  const leaderboard = await firstRowRuns(site, '/leaderboard', 'Players', RUNS);
  const apiRequests = [...new Set(copy.requests.filter((answer) => isApiGet(answer) && answer.status < 500).map((answer) => answer.path))];
  return {
    rows: [firstRowRow('Round Times', [...roundTimes, copy.firstRowMs]), firstRowRow('Leaderboard', leaderboard), ...copy.rows],
    apiRequests,
    cursor: copy.cursor,
    firstRoundId: copy.firstRoundId,
  };
}
