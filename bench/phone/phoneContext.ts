import type { Browser, BrowserContext, Page } from 'playwright-core';

/** Lighthouse's mobile device: a mid-range phone's screen, and its CPU about four times slower than a desktop's. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const CPU_SLOWDOWN = 4;

/** One HTTP answer the browser received, as Chromium reports it, whoever asked: page, dedicated worker or service worker. */
export interface RecordedAnswer {
  method: string;
  /** Path and query, without the origin. */
  path: string;
  status: number;
  /** Body bytes as transferred (compressed, if it was). */
  bodyBytes: number;
  contentType: string;
  byServiceWorker: boolean;
  /** Epoch ms when it finished. */
  at: number;
}

/** Chromium reports an answer's sizes a moment after the app has used it. */
export const SIZES_SETTLE_MS = 1_000;

/** An answer of the API, the change-notice stream aside: it never ends while the app runs. */
export const isApiAnswer = (answer: RecordedAnswer) => answer.path.startsWith('/api/') && !answer.contentType.includes('text/event-stream');

/** The endpoint a request went to: its path without the query, numbers in it standing for any. */
export const endpointOf = (path: string) => path.split('?')[0]!.replace(/\/\d+(?=\/|$)/g, '/{n}');

export interface PhoneContext {
  context: BrowserContext;
  page: Page;
  /** Answers finished so far, their sizes read. */
  answers(): Promise<RecordedAnswer[]>;
  /** The page's long main-thread tasks so far: start (ms from navigation) and duration. */
  longTasks(): Promise<LongTask[]>;
  /** ms from navigation of the page's User Timing mark `name`; null before it. */
  markedAt(name: string): Promise<number | null>;
  /** ms from navigation until the app took the page over (see recordTakeOver); null when not within `timeoutMs`. */
  takenOverAt(timeoutMs: number): Promise<number | null>;
  close(): Promise<void>;
}

export interface LongTask {
  startMs: number;
  durationMs: number;
}

interface LongTaskGlobal {
  benchLongTasks?: LongTask[];
}

/** Recorded from the document's start, as a PerformanceObserver only sees tasks after it is created. */
function observeLongTasks(): void {
  if (typeof PerformanceObserver === 'undefined' || typeof document === 'undefined') return;
  const store = globalThis as LongTaskGlobal;
  store.benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) store.benchLongTasks?.push({ startMs: entry.startTime, durationMs: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

interface TakeOverGlobal {
  benchTakenOver?: number;
}

/**
 * Records when the app takes the prerendered page over, its input handled by the app from then on:
 * the mark the browser suites wait for (html[data-interactive], test/support/app.ts `appTakenOver`).
 */
function recordTakeOver(): void {
  if (typeof document === 'undefined') return;
  const store = globalThis as TakeOverGlobal;
  const observer = new MutationObserver(() => {
    if (!document.documentElement.hasAttribute('data-interactive')) return;
    observer.disconnect();
    store.benchTakenOver = performance.now();
  });
  observer.observe(document, { subtree: true, attributeFilter: ['data-interactive'] });
}

/**
 * A fresh context (empty storage) sized as a phone, its page's CPU slowed. Chromium cannot slow a
 * dedicated worker's CPU ("only supported for pages"): the app's workers run at this machine's speed.
 */
export async function phoneContext(browser: Browser): Promise<PhoneContext> {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(observeLongTasks);
  await context.addInitScript(recordTakeOver);
  const pending: Array<Promise<RecordedAnswer | null>> = [];
  context.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return null;
        const sizes = await request.sizes();
        const url = new URL(request.url());
        return {
          method: request.method(),
          path: url.pathname + url.search,
          status: response.status(),
          // Chromium gives a negative size for an answer from its cache: nothing crossed the network.
          bodyBytes: Math.max(0, sizes.responseBodySize),
          contentType: (await response.headerValue('content-type')) ?? '',
          byServiceWorker: request.serviceWorker() !== null,
          at: Date.now(),
        };
      })().catch(() => null),
    );
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return {
    context,
    page,
    answers: async () => (await Promise.all(pending)).filter((answer): answer is RecordedAnswer => answer !== null),
    longTasks: () => page.evaluate(() => (globalThis as LongTaskGlobal).benchLongTasks ?? []),
    markedAt: (name) => page.evaluate((mark) => performance.getEntriesByName(mark, 'mark')[0]?.startTime ?? null, name),
    takenOverAt: (timeoutMs) =>
      page
        .waitForFunction(() => (globalThis as TakeOverGlobal).benchTakenOver ?? null, null, { timeout: timeoutMs, polling: 100 })
        .then(async (taken) => Number(await taken.jsonValue()))
        .catch(() => null),
    close: () => context.close(),
  };
}
