import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appTakenOver, keepParsedHeading, keptParsedHeading, startOneRoundSite } from '../support/app';
import { siteInChromium } from '../support/browser';
import { DEFAULT_ROUND_LIST_QUERY } from '../../domain/roundList/types';

const SCREENS = [
  ['/round-times', 'Round Times'],
  ['/leaderboard', 'Player Leaderboard'],
  ['/records', 'Records'],
  ['/teams', 'Teams'],
  ['/team/nobody', 'Team'],
  ['/faq', 'Frequently Asked Questions'],
  ['/details/1', 'Round Details'],
  ['/replay/1', 'Round Replay'],
] as const;

const TABS = ['Round Times', 'Leaderboard', 'Records', 'FAQ'];

/** A control of a screen's own (not the shell's) and how the screen shows it was pressed. */
const FIRST_PRESSES = [
  ['/round-times', 'the Format select', (page: Page) => page.locator('main button[aria-haspopup="listbox"]').first(), (page: Page) => page.getByRole('listbox').count()],
  ['/faq', 'a question', (page: Page) => page.locator('summary:has(#why-share-ip)'), (page: Page) => page.locator('details[open]:has(#why-share-ip)').count()],
] as const;

describe('screens prerendered into their pages', () => {
  const suite = siteInChromium(startOneRoundSite);

  async function html(path: string): Promise<string> {
    const answer = await fetch(`${suite.site.baseUrl}${path}`);
    expect(answer.status).toBe(200);
    return answer.text();
  }

  /**
   * A page with the errors it reports (console errors: CSP refusals, hydration mismatches; uncaught
   * ones) and, kept from the moment the HTML was parsed, before any script ran, its first heading.
   */
  async function openWatched(path: string): Promise<{ page: Page; errors: string[] }> {
    const context = await suite.browser.newContext();
    await keepParsedHeading(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${suite.site.baseUrl}${path}`);
    return { page, errors };
  }

  it.each(SCREENS)('serves %s with the navigation and the heading in its HTML, and no inline script', async (path, heading) => {
    const page = await html(path);
    for (const tab of TABS) expect(page).toMatch(new RegExp(`<nav[^>]*aria-label="Main".*<a[^>]*href="/[a-z-]+"[^>]*>${tab}</a>`, 's'));
    expect(page).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(page).toContain(`<title>BA Times | ${heading}</title>`);
    // Data blocks run nothing: only scripts with a source, which the CSP names, may run.
    expect(page).not.toMatch(/<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>/);
  });

  const carriedData = (page: string) => JSON.parse(/<script type="application\/json" id="first-visit-data">(.*?)<\/script>/s.exec(page)![1]!) as unknown;

  /**
   * A first visit's page, opened with the first row of its table kept as the HTML parser made it,
   * before any script ran; resolves once the app has taken the page over and synced.
   */
  async function openKeepingFirstRow(path: string, table: string): Promise<{ page: Page; errors: string[]; rowKept: () => Promise<boolean> }> {
    const context = await suite.browser.newContext();
    const firstRow = `table[aria-label="${table}"] tbody tr`;
    await context.addInitScript((selector) => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') Object.assign(window, { parsedRow: document.querySelector(selector) });
      });
    }, firstRow);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${suite.site.baseUrl}${path}`);
    await appTakenOver(page);
    await expect.poll(() => page.getByTestId('last-synced').innerText(), { timeout: 10_000 }).toMatch(/Last synced/);
    const rowKept = () => page.evaluate((selector) => (window as unknown as { parsedRow: Element | null }).parsedRow === document.querySelector(selector), firstRow);
    return { page, errors, rowKept };
  }

  it("brings a first visit's Round Times rows in its HTML, ranked and badged, and hydrates those very rows", async () => {
    const page = await html('/round-times');
    expect(page).toMatch(/<table[^>]*aria-label="Rounds".*<tbody><tr.*>1st<.*>WR</s);
    expect(carriedData(page)).toEqual({
      roundTimes: { query: DEFAULT_ROUND_LIST_QUERY, page: { rows: [expect.objectContaining({ rank: 1, worldRecord: true })], total: 1 } },
    });

    const { page: opened, errors, rowKept } = await openKeepingFirstRow('/round-times', 'Rounds');
    expect(await rowKept()).toBe(true);
    expect(await opened.locator('table[aria-label="Rounds"] tbody tr').first().innerText()).toMatch(/1st[\s\S]*WR/);
    expect(errors).toEqual([]);
    await opened.context().close();
  });

  it("brings a first visit's Leaderboard rows in its HTML, ranked, and hydrates those very rows, as the device lists them once it has the board", async () => {
    const page = await html('/leaderboard');
    const { leaderboard } = carriedData(page) as { leaderboard: { rows: { entry: { player_name: string }; standing: { rank: number } }[]; total: number } };
    // The one round's five players, by weighted average: best first.
    expect(leaderboard.total).toBe(5);
    const ranks = leaderboard.rows.map((row) => row.standing.rank);
    expect(ranks[0]).toBe(1);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(page).toMatch(new RegExp(`<table[^>]*aria-label="Players".*<tbody><tr.*>${leaderboard.rows[0]!.entry.player_name}<`, 's'));

    const { page: opened, errors, rowKept } = await openKeepingFirstRow('/leaderboard', 'Players');
    const shownNames = () => opened.locator('table[aria-label="Players"] > tbody > tr:has(button[aria-expanded]) > :nth-child(3)').allInnerTexts();
    // Synced, the device lists the board it pulled for itself: the same players in the same order.
    expect((await shownNames()).map((name) => name.trim())).toEqual(leaderboard.rows.map((row) => row.entry.player_name));
    expect(await rowKept()).toBe(true);
    expect(errors).toEqual([]);
    await opened.context().close();
  });

  it("brings a first visit's replay with its round's summary in its HTML, which the app hydrates in place, in the reader's own zone", async () => {
    const page = await html('/replay/1');
    expect(page).toMatch(/<p[^>]*>.*5 Man.*10:12\.6.*May 1, 2026.*Round details<\/a><\/p>/s);
    expect(carriedData(page)).toEqual({ replay: { round: expect.objectContaining({ id: 1, format: 'five_man', round_time: 612.6 }) } });
    // A round that does not exist has no summary to show: the page waits for the app to say so.
    const missing = await html('/replay/999');
    expect(missing).toContain('Loading replay…');
    expect(carriedData(missing)).toEqual({});

    const context = await suite.browser.newContext({ timezoneId: 'Pacific/Auckland' });
    await context.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') Object.assign(window, { parsedSummary: document.querySelector('main p a[href="/details/1"]') });
      });
    });
    const opened = await context.newPage();
    const errors: string[] = [];
    opened.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    opened.on('pageerror', (error) => errors.push(error.message));
    await opened.goto(`${suite.site.baseUrl}/replay/1`);
    await appTakenOver(opened);
    await expect.poll(() => opened.getByRole('alert').innerText(), { timeout: 10_000 }).toBe('No replay data available for this round.');
    const summary = opened.locator('main p:has(a[href="/details/1"])');
    // Midnight past in Auckland: the reader's own date, once the page is the app's.
    expect(await summary.innerText()).toMatch(/5 Man · 10:12\.6 · .*May 2, 2026.* · Round details/);
    expect(await opened.evaluate(() => (window as unknown as { parsedSummary: Element | null }).parsedSummary === document.querySelector('main p a[href="/details/1"]'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers the root with a redirect to Round Times, keeping the query', async () => {
    const answers = await Promise.all([
      fetch(`${suite.site.baseUrl}/`, { redirect: 'manual' }),
      fetch(`${suite.site.baseUrl}/`, { method: 'HEAD', redirect: 'manual' }),
      fetch(`${suite.site.baseUrl}/?format=leech`, { redirect: 'manual' }),
    ]);
    expect(answers.map((answer) => [answer.status, answer.headers.get('location')])).toEqual([
      [302, '/round-times'],
      [302, '/round-times'],
      [302, '/round-times?format=leech'],
    ]);
  });

  it('opens the root on Round Times\' prerendered page, hydrated in place', async () => {
    const { page, errors } = await openWatched('/');
    expect(new URL(page.url()).pathname).toBe('/round-times');
    await expect.poll(() => page.getByTestId('last-synced').innerText(), { timeout: 10_000 }).toMatch(/Last synced/);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Round Times');
    expect(await keptParsedHeading(page)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('serves any other path the shell alone, with no screen in it', async () => {
    const page = await html('/account');
    for (const tab of TABS) expect(page).toContain(`>${tab}</a>`);
    expect(page).not.toContain('<h1');
  });

  it.each(SCREENS)('hydrates %s in place, keeping the parsed heading, without errors', async (path, heading) => {
    const { page, errors } = await openWatched(path);
    // The data arriving shows the app at work on the hydrated page.
    await expect.poll(() => page.getByTestId('last-synced').innerText(), { timeout: 10_000 }).toMatch(/Last synced/);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(heading);
    expect(await keptParsedHeading(page)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("serves one page for every player's, which the app hydrates in place and names after the player", async () => {
    expect(await html('/player/Anyone')).toMatch(/<h1[^>]*>Player<\/h1>/);
    const { page, errors } = await openWatched('/player/Main%20Man');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText(), { timeout: 15_000 }).toBe('Main Man');
    // Once the player's page has come, not only while it loads.
    await expect.poll(() => page.getByRole('heading', { name: 'Personal bests' }).count()).toBe(1);
    expect(await keptParsedHeading(page)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('navigates from a hydrated page like from any other', async () => {
    const { page, errors } = await openWatched('/round-times');
    const rows = page.getByRole('table', { name: 'Rounds' }).locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leaderboard' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Player Leaderboard');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('comes with the view its query string asks for rendered by the server, which the app hydrates in place', async () => {
    expect(await html('/round-times?format=leech')).toContain('No rounds match these filters.');
    const { page, errors } = await openWatched('/round-times?format=leech');
    await expect.poll(() => page.getByTestId('last-synced').innerText(), { timeout: 10_000 }).toMatch(/Last synced/);
    await expect.poll(() => page.getByText('No rounds match these filters.').count()).toBe(1);
    expect(await keptParsedHeading(page)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each(['/round-times', '/leaderboard', '/records'])('asks for every script %s runs until the take-over from its head, the starter first and the code at low priority', async (path) => {
    const head = (await html(path)).split('</head>')[0]!;
    const starter = /<script defer src="([^"]+)"/.exec(head)![1]!;
    const named = [...head.matchAll(/<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)">/g)].map((match) => match[1]!);
    expect(head.indexOf(starter)).toBeLessThan(head.indexOf('rel="modulepreload"'));

    const context = await suite.browser.newContext();
    await context.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.documentElement.hasAttribute('data-interactive')) return;
        observer.disconnect();
        Object.assign(window, { takenOverAt: performance.now() });
      });
      observer.observe(document, { subtree: true, attributeFilter: ['data-interactive'] });
    });
    const page = await context.newPage();
    await page.goto(`${suite.site.baseUrl}${path}`);
    await appTakenOver(page);
    // A script asked for only once the app runs costs a phone another round trip before the take-over;
    // the workers start apart from the page.
    const askedByThen = await page.evaluate(() => {
      const takenOverAt = (window as unknown as { takenOverAt: number }).takenOverAt;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= takenOverAt && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => new URL(entry.name).pathname);
    });
    expect(askedByThen.filter((file) => file !== starter && !/\.worker-/.test(file) && !named.includes(file))).toEqual([]);
    expect(askedByThen).toContain(starter);
    await context.close();
  });

  it.each(FIRST_PRESSES)('answers a press on %s as soon as the page says it answers, on a slow phone', async (path, _control, control, pressed) => {
    // Three loads: before every part of a screen hydrated with it, about half such presses were dropped.
    for (let load = 0; load < 3; load++) {
      const context = await suite.browser.newContext();
      const page = await context.newPage();
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 6 });
      await page.goto(`${suite.site.baseUrl}${path}`);
      await appTakenOver(page);
      await control(page).click();
      await expect.poll(() => pressed(page), { timeout: 5_000, message: `load ${load + 1}: the press was answered` }).toBe(1);
      await context.close();
    }
  });
});
