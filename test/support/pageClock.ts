import type { Page } from 'playwright-core';
import type { OpenOptions } from './app';

/** A fake clock for the context's pages that flows as real time does until `runPageClock` moves it. */
export const FAKE_CLOCK: Pick<OpenOptions, 'prepare'> = { prepare: (context) => context.clock.install() };

/**
 * Shows that nothing happens in the next `ms` without waiting them out: on the page's fake clock
 * (FAKE_CLOCK), every timer due in that time fires at once; then the page draws, so what they
 * changed is on screen.
 */
export async function runPageClock(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
}
