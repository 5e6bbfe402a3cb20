import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Round } from '../../domain/types';
import { siteInChromium } from '../support/browser';
import { appTakenOver, openApp, startDemoSite } from '../support/app';

/** The page's rows as a reader sees them: each row's text, in order. */
const shownRows = (page: Page, table: string) =>
  page.locator(`table[aria-label="${table}"] tbody tr`).evaluateAll((rows) => rows.map((row) => (row as HTMLElement).innerText.trim()));

describe('what a visitor does before the app takes the page over, in Chromium', () => {
  const suite = siteInChromium(startDemoSite);
  let player: string;

  beforeAll(async () => {
    const rounds: Round[] = (await suite.site.request('GET', '/api/v1/rounds/')).body.data.data;
    player = rounds[0]!.players[0]!.character_name;
  });

  /**
   * A phone-slow page whose app script is held back until `release`: the page stands as the server
   * sent it, its controls markup alone.
   */
  async function heldPage(path: string): Promise<{ page: Page; release(): Promise<void> }> {
    const context = suite.track(await suite.browser.newContext());
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/assets\/.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${suite.site.baseUrl}${path}`, { waitUntil: 'commit' });
    return {
      page,
      async release() {
        release();
        await appTakenOver(page);
      },
    };
  }

  /** The same view reached after the take-over, in a page of its own: what the early action must equal. */
  async function viewAfterTakeOver(path: string, table: string): Promise<string[]> {
    const { context, page } = await openApp(suite.browser, suite.site, path);
    suite.track(context);
    await page.locator(`table[aria-label="${table}"] tbody tr`).first().waitFor();
    return shownRows(page, table);
  }

  it.each([
    ['/round-times', 'Rounds'],
    ['/leaderboard', 'Players'],
  ])('keeps a name typed into %s\'s Search Player before the take-over, with focus and caret, and searches for it', async (path, table) => {
    const held = await heldPage(path);
    const field = held.page.getByRole('searchbox', { name: 'Search Player' });
    await field.pressSequentially(player);
    await held.page.keyboard.press('ArrowLeft');
    await held.release();

    await expect.poll(() => new URL(held.page.url()).searchParams.get('search')).toBe(player);
    expect(await field.inputValue()).toBe(player);
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await field.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([player.length - 1, player.length - 1]);
    const expected = await viewAfterTakeOver(`${path}?search=${encodeURIComponent(player)}`, table);
    await expect.poll(() => shownRows(held.page, table)).toEqual(expected);

    // Typing goes on where the caret was, now handled by the app.
    await held.page.keyboard.press('End');
    await held.page.keyboard.press('Backspace');
    await expect.poll(() => new URL(held.page.url()).searchParams.get('search')).toBe(player.slice(0, -1));
  });

  it('keeps PBs Only switched on before the take-over, and shows only personal bests', async () => {
    const held = await heldPage('/round-times');
    const pbsOnly = held.page.getByRole('switch', { name: 'PBs Only' });
    // A tap lands on the switch's drawn track and label; the box itself is hidden under them.
    await held.page.locator('label', { hasText: 'PBs Only' }).click();
    await held.release();

    await expect.poll(() => new URL(held.page.url()).searchParams.get('pbs')).toBe('1');
    expect(await pbsOnly.isChecked()).toBe(true);
    const expected = await viewAfterTakeOver('/round-times?pbs=1', 'Rounds');
    await expect.poll(() => shownRows(held.page, 'Rounds')).toEqual(expected);
  });
});
