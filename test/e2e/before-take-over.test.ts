import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { LeaderboardEntry, Round } from '../../domain/types';
import { siteInChromium } from '../support/browser';
import { appTakenOver, openApp, startDemoSite } from '../support/app';

/** A table's rows as a reader sees them: each row's text, in order. */
const shownRows = (page: Page, table: string) =>
  page.locator(`table[aria-label="${table}"] tbody tr`).evaluateAll((rows) => rows.map((row) => (row as HTMLElement).innerText.trim()));

/** The format a page shows: the toggle marked as shown, and the rows of the table for that format. */
async function shownFormat(page: Page, table: string): Promise<{ shown: string; rows: string[] }> {
  return { shown: await page.getByRole('group', { name: 'Format' }).locator('[aria-current="page"]').innerText(), rows: await shownRows(page, table) };
}

const question = (page: Page, id: string) => page.locator(`details:has(> summary #${id})`);
const isOpen = (page: Page, id: string) => question(page, id).evaluate((details: HTMLDetailsElement) => details.open);
const stepCounts = (page: Page, id: string) => question(page, id).locator('section[aria-label] p', { hasText: /^Step \d of \d$/ });

/** A question with a stepper of four steps: the second says /link, the last /main. */
const STEPPED = 'link-alt-accounts-discord';

describe('what a visitor does before the app takes the page over, and without JavaScript, in Chromium', () => {
  const suite = siteInChromium(startDemoSite);
  /** A player of some rounds, searched for by name. */
  let player: string;
  /** A player of both 5 Man and Leech, so Leech is a choice away from the page's first format. */
  let bothFormats: string;

  beforeAll(async () => {
    const rounds: Round[] = (await suite.site.request('GET', '/api/v1/rounds/')).body.data.data;
    player = rounds[0]!.players[0]!.character_name;
    const board: LeaderboardEntry[] = (await suite.site.request('GET', '/api/v1/players/leaderboard/')).body.data.data;
    bothFormats = board.find((entry) => entry.role_times.five_man.average_time !== null && entry.role_times.leech.average_time !== null)!.player_name;
  });

  /**
   * A phone-slow page whose app script, on it and on any page it leads to, is held back until
   * `release`: the page stands as the server sent it, its controls markup alone.
   */
  async function heldPage(path: string): Promise<{ page: Page; release(): Promise<void> }> {
    const context = suite.track(await suite.browser.newContext());
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/assets\/.*\.js$/, async (route) => {
      await released;
      // A script held for a page a link has since left is no longer wanted.
      await route.continue().catch(() => undefined);
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

  async function scriptlessPage(path: string): Promise<{ context: BrowserContext; page: Page }> {
    const context = suite.track(await suite.browser.newContext({ javaScriptEnabled: false }));
    const page = await context.newPage();
    await page.goto(`${suite.site.baseUrl}${path}`);
    return { context, page };
  }

  /** The same view reached after the take-over, in a page of its own, once its table has rows: what an early action must equal. */
  async function afterTakeOver(path: string, table: string): Promise<Page> {
    const { context, page } = await openApp(suite.browser, suite.site, path);
    suite.track(context);
    await page.getByRole('table', { name: table }).locator('tbody tr').first().waitFor({ timeout: 30_000 });
    return page;
  }
  const rowsAfterTakeOver = async (path: string, table: string) => shownRows(await afterTakeOver(path, table), table);
  const formatAfterTakeOver = async (path: string, table: string) => shownFormat(await afterTakeOver(path, table), table);

  const playerPath = () => `/player/${encodeURIComponent(bothFormats)}`;

  describe('Round Times and the Leaderboard before the take-over', () => {
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
      const expected = await rowsAfterTakeOver(`${path}?search=${encodeURIComponent(player)}`, table);
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
      const expected = await rowsAfterTakeOver('/round-times?pbs=1', 'Rounds');
      await expect.poll(() => shownRows(held.page, 'Rounds')).toEqual(expected);
    });

    it.each([
      ['/round-times', 'Format', 'Leech', 'format', 'leech', 'Rounds'],
      ['/leaderboard', 'Region', 'Europe', 'region', 'EU', 'Players'],
    ])("keeps a choice made in %s's %s before the take-over, and shows what it chose", async (path, label, option, field, value, table) => {
      const held = await heldPage(path);
      const select = held.page.getByRole('combobox', { name: label });
      await select.selectOption({ label: option });
      await held.release();

      await expect.poll(() => new URL(held.page.url()).searchParams.get(field)).toBe(value);
      // Once the app runs, the richer select takes the native one's place, showing the same choice.
      await held.page.getByRole('button', { name: new RegExp(`${option}.*${label}$`) }).waitFor();
      const expected = await rowsAfterTakeOver(`${path}?${field}=${value}`, table);
      await expect.poll(() => shownRows(held.page, table)).toEqual(expected);
    });

    it.each([
      ['/round-times', 'Rounds'],
      ['/leaderboard', 'Players'],
    ])('follows %s\'s Next page before the take-over to the second page, which the server renders', async (path, table) => {
      const held = await heldPage(path);
      await held.page.getByRole('link', { name: 'Next page' }).click();
      // The page's load waits for the held script: its range line is the sign the new page is in.
      await held.page.getByText('26–50 of').waitFor();
      expect(new URL(held.page.url()).searchParams.get('page')).toBe('2');
      // The server's page already lists the second page's rows, before any of the app's code has run.
      const served = await shownRows(held.page, table);
      await held.release();

      const expected = await rowsAfterTakeOver(`${path}?page=2`, table);
      expect(served).toEqual(expected);
      await expect.poll(() => shownRows(held.page, table)).toEqual(expected);
    });
  });

  describe('Round Times and the Leaderboard without JavaScript', () => {
    it.each([
      ['/round-times', 'Rounds'],
      ['/leaderboard', 'Players'],
    ])("searches %s for a player with Enter: the server answers the search's first page", async (path, table) => {
      const { page } = await scriptlessPage(path);
      await page.getByRole('searchbox', { name: 'Search Player' }).fill(player);
      await page.getByRole('searchbox', { name: 'Search Player' }).press('Enter');
      await page.waitForURL((url) => url.searchParams.get('search') === player);

      const rows = await shownRows(page, table);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows).toEqual(await rowsAfterTakeOver(`${path}?search=${encodeURIComponent(player)}`, table));
      expect(rows).not.toEqual(await rowsAfterTakeOver(path, table));
      expect(await page.getByRole('searchbox', { name: 'Search Player' }).inputValue()).toBe(player);
    });

    it('chooses a format and PBs Only on Round Times and applies them, then pages through the answer', async () => {
      const { page } = await scriptlessPage('/round-times');
      await page.getByRole('combobox', { name: 'Format' }).selectOption({ label: 'Leech' });
      await page.locator('label', { hasText: 'PBs Only' }).click();
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.waitForURL((url) => url.searchParams.get('format') === 'leech' && url.searchParams.get('pbs') === '1');
      expect(await page.getByRole('combobox', { name: 'Format' }).inputValue()).toBe('leech');
      expect(await page.getByRole('switch', { name: 'PBs Only' }).isChecked()).toBe(true);
      const first = await shownRows(page, 'Rounds');
      expect(first).toEqual(await rowsAfterTakeOver('/round-times?format=leech&pbs=1', 'Rounds'));
      for (const row of first) expect(row).toContain('Leech');

      await page.getByRole('link', { name: 'Next page' }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2' && url.searchParams.get('format') === 'leech');
      expect(await shownRows(page, 'Rounds')).toEqual(await rowsAfterTakeOver('/round-times?format=leech&pbs=1&page=2', 'Rounds'));
      await page.getByText('26–50 of').waitFor();
    });

    it("chooses the Leaderboard's region and applies it", async () => {
      const { page } = await scriptlessPage('/leaderboard');
      await page.getByRole('combobox', { name: 'Region' }).selectOption({ label: 'Europe' });
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.waitForURL((url) => url.searchParams.get('region') === 'EU');
      expect(await shownRows(page, 'Players')).toEqual(await rowsAfterTakeOver('/leaderboard?region=EU', 'Players'));
    });
  });

  describe('Records, the player page and the FAQ', () => {
    it.each([
      ['Records', () => '/records', 'Every Leech world record, newest first'],
      ["a player's page", playerPath, 'Leech personal bests by role'],
    ])('shows Leech on %s when it is tapped before the take-over, as when chosen after it', async (_page, path, table) => {
      const held = await heldPage(path());
      await held.page.getByRole('link', { name: 'Leech', exact: true }).click();
      await held.page.waitForURL((url) => url.pathname === path() && url.searchParams.get('format') === 'leech', { waitUntil: 'commit' });
      await held.release();

      const expected = await formatAfterTakeOver(`${path()}?format=leech`, table);
      expect(expected.shown).toMatch(/^Leech/);
      await expect.poll(() => shownFormat(held.page, table), { timeout: 30_000 }).toEqual(expected);
    });

    it("keeps the player's page of rounds when the format changes once the app has taken over", async () => {
      const { context, page } = await openApp(suite.browser, suite.site, `${playerPath()}?page=2`);
      suite.track(context);
      const leech = page.getByRole('group', { name: 'Format' }).getByRole('link', { name: /^Leech/ });
      await page.getByRole('table', { name: /personal bests by role$/ }).waitFor({ timeout: 30_000 });
      await leech.click();
      await page.waitForURL((url) => url.searchParams.get('format') === 'leech');
      expect(new URL(page.url()).searchParams.get('page')).toBe('2');
      expect(await leech.getAttribute('aria-current')).toBe('page');
    });

    it('keeps a question opened before the take-over open, named in the hash, with its steps then one at a time', async () => {
      const held = await heldPage('/faq');
      await question(held.page, STEPPED).locator('> summary').click();
      expect(await isOpen(held.page, STEPPED)).toBe(true);
      expect(await question(held.page, STEPPED).locator('section[aria-label]').isVisible()).toBe(true);
      expect(await stepCounts(held.page, STEPPED).allTextContents()).toEqual(['Step 1 of 4', 'Step 2 of 4', 'Step 3 of 4', 'Step 4 of 4']);
      await held.release();

      // As if chosen after the take-over: the hash names it, and the stepper shows one step with Back and Next.
      await expect.poll(() => held.page.evaluate(() => window.location.hash)).toBe(`#${STEPPED}`);
      expect(await isOpen(held.page, STEPPED)).toBe(true);
      const steps = question(held.page, STEPPED).locator('section[aria-label]');
      await steps.getByRole('button', { name: 'Next' }).waitFor();
      expect(await stepCounts(held.page, STEPPED).allTextContents()).toEqual(['Step 1 of 4']);
      await steps.getByRole('button', { name: 'Next' }).click();
      expect(await stepCounts(held.page, STEPPED).allTextContents()).toEqual(['Step 2 of 4']);
    });

    it.each([
      ['Records', () => '/records'],
      ["a player's page", playerPath],
    ])('offers the formats on %s as links without JavaScript, each to the page in that format', async (_page, path) => {
      const { page } = await scriptlessPage(path());
      const formats = page.getByRole('group', { name: 'Format' }).getByRole('link');
      expect(await formats.allInnerTexts()).toEqual(['5 Man', 'Leech', 'Duo Heal']);
      const url = (format: string) => `${suite.site.baseUrl}${path()}?format=${format}`;
      expect(await formats.evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))).toEqual([url('five_man'), url('leech'), url('duo_heal')]);
      await page.getByRole('link', { name: 'Leech', exact: true }).click();
      await page.waitForURL(url('leech'));
    });

    it('opens a question on a click without JavaScript, every step of its stepper readable', async () => {
      const { page } = await scriptlessPage('/faq');
      expect(await isOpen(page, STEPPED)).toBe(false);
      await question(page, STEPPED).locator('> summary').click();
      expect(await isOpen(page, STEPPED)).toBe(true);
      const steps = question(page, STEPPED).locator('section[aria-label]');
      expect(await steps.isVisible()).toBe(true);
      expect(await stepCounts(page, STEPPED).allTextContents()).toEqual(['Step 1 of 4', 'Step 2 of 4', 'Step 3 of 4', 'Step 4 of 4']);
      const text = await steps.innerText();
      expect(text).toContain('/link');
      expect(text).toContain('/main');
      expect(await steps.getByRole('button').count()).toBe(0);
      // Closed again by the same click, as the app does.
      await question(page, STEPPED).locator('> summary').click();
      expect(await isOpen(page, STEPPED)).toBe(false);
    });
  });
});
