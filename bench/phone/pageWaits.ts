import type { Locator, Page } from 'playwright-core';

/** A row of data: one headed by its cell (a round's time, a player's name), never the table's "nothing here" row. */
export const firstRow = (page: Page, table: string): Locator =>
  page.getByRole('table', { name: table }).locator('tbody tr').filter({ has: page.getByRole('rowheader') }).first();

/** A navigation that returns once the answer starts: what the page then shows is waited for apart. */
export const openAt = (page: Page, url: string, timeoutMs: number) => () => page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });

/** ms from the start of `navigate` until each of `shown` is visible; null (the failure logged) when not within `timeoutMs`. */
export async function timeUntilShown(page: Page, navigate: () => Promise<unknown>, shown: Locator[], timeoutMs: number): Promise<number | null> {
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

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface FirstRowGlobal {
  benchFirstRow?: number | null;
}

/**
 * Records, from the document's start, when the first data row of the table is first painted, in ms
 * from navigation: a row the HTML brings paints with the first contentful paint, one the app draws
 * later with the next frame. Measured in the page, since a slowed main thread delays any check made
 * from outside it.
 */
function recordFirstRow(table: string): void {
  if (typeof document === 'undefined') return;
  const store = globalThis as FirstRowGlobal;
  store.benchFirstRow = null;
  const observer = new MutationObserver(() => {
    const row = [...document.querySelectorAll(`table[aria-label="${table}"] tbody tr`)].find((tr) => tr.querySelector('th'));
    if (!row) return;
    observer.disconnect();
    const insertedAt = performance.now();
    requestAnimationFrame(() =>
      setTimeout(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        store.benchFirstRow = paint && paint.startTime >= insertedAt ? paint.startTime : performance.now();
      }, 0),
    );
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** ms from navigation until the table's first data row was painted (see recordFirstRow); null when not within `timeoutMs`. */
export async function firstRowPainted(page: Page, table: string, navigate: () => Promise<unknown>, timeoutMs: number): Promise<number | null> {
  await page.context().addInitScript(recordFirstRow, table);
  try {
    await navigate();
    const painted = await page.waitForFunction(() => (globalThis as FirstRowGlobal).benchFirstRow ?? null, null, { timeout: timeoutMs, polling: 100 });
    return Number(await painted.jsonValue());
  } catch (err) {
    console.error(`no row painted on ${page.url()}: ${(err as Error).message.split('\n')[0]}`);
    return null;
  }
}
