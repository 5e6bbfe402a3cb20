import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { FLAME_COUNT_ABOVE, LEADERBOARD_ROLES_BY_FORMAT, type LeaderboardFormat } from '../../domain/constants';
import { comparePlayerNames } from '../../domain/leaderboard';
import { formatTime } from '../../domain/time';
import type { AltsMap, LeaderboardEntry } from '../../domain/types';
import { fiveManRound } from '../fixtures/rounds';
import { siteInChromium } from '../support/browser';
import { appTakenOver, openApp, seriousViolations, startDemoSite, type OpenOptions } from '../support/app';
import { chooseOption } from '../support/controls';
import { LOOKS, lookName, showIn } from '../support/looks';

interface ShownRow {
  rank: string;
  name: string;
  region: string | null;
  average: string;
  count: string;
  tone: string | null;
  expanded: string | null;
}

describe('the Player Leaderboard in Chromium', () => {
  const suite = siteInChromium(startDemoSite);
  let everyone: LeaderboardEntry[];
  let europe: LeaderboardEntry[];
  let alts: AltsMap;

  /** The demo data is dated from now, so its busiest player may fall short of the flame: lift them past it. */
  async function ensureAFlameCount(): Promise<void> {
    const board: LeaderboardEntry[] = (await suite.site.request('GET', '/api/v1/players/leaderboard/')).body.data.data;
    const busiest = board.reduce((a, b) => (b.role_times.five_man.sub_time_counts.total > a.role_times.five_man.sub_time_counts.total ? b : a));
    const missing = FLAME_COUNT_ABOVE + 1 - busiest.role_times.five_man.sub_time_counts.total;
    const admin = await suite.site.signInAdmin();
    for (let i = 0; i < missing; i++) {
      const team = fiveManRound({ round_time: 599.4, round_date: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString() });
      team.players = team.players.map((player, n) => ({ ...player, character_name: n === 0 ? busiest.player_name : `Flame Mate ${n}` }));
      await suite.site.request('POST', '/api/v1/rounds/', { token: admin, body: team });
    }
  }

  beforeAll(async () => {
    await ensureAFlameCount();
    everyone = (await suite.site.request('GET', '/api/v1/players/leaderboard/')).body.data.data;
    europe = (await suite.site.request('GET', '/api/v1/players/leaderboard/?region=EU')).body.data.data;
    alts = (await suite.site.request('GET', '/api/v1/accounts/')).body.data.data;
  });

  /** The players a format lists: those with an average (SPEC §5). */
  const listed = (entries: LeaderboardEntry[], format: LeaderboardFormat) => entries.filter((e) => e.role_times[format].average_time !== null);
  const byName = (name: string) => everyone.find((e) => e.player_name === name)!;

  // The suite shares the machine with builds and other browsers: give every wait room.
  const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
  const playersTable = (page: Page) => page.getByRole('table', { name: 'Players' });
  const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search Player' });
  const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);
  const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

  /** The player rows as shown (detail rows left out): each cell's text, the flag's name, the chip's tone. */
  function shownRows(page: Page): Promise<ShownRow[]> {
    return playersTable(page)
      .locator(':scope > tbody > tr:has(button[aria-expanded])')
      .evaluateAll((rows) =>
        rows.map((row) => {
          const cells = [...row.children];
          const text = (i: number) => cells[i]!.textContent!.trim();
          return {
            rank: text(1),
            name: text(2),
            region: cells[2]!.querySelector('[role="img"]')?.getAttribute('aria-label') ?? null,
            average: text(3),
            count: text(4),
            tone: cells[4]!.querySelector('[data-tone]')?.getAttribute('data-tone') ?? null,
            expanded: row.querySelector('button')!.getAttribute('aria-expanded'),
          };
        }),
      );
  }

  async function open(path: string, options: OpenOptions = {}): Promise<Page> {
    const { page } = await openApp(suite.browser, suite.site, path, options);
    page.setDefaultTimeout(15_000);
    await eventually(async () => (await shownRows(page)).length).toBeGreaterThan(0);
    return page;
  }

  const columnTitles = (page: Page) => playersTable(page).getByRole('columnheader').evaluateAll((cells) => cells.map((c) => c.firstElementChild!.firstChild!.textContent!.trim()));

  const choose = (page: Page, select: 'Format' | 'Region' | 'Rows per page', option: string) =>
    chooseOption(page, page.getByRole('button', { name: new RegExp(`${select}$`) }), option);

  async function searchFor(page: Page, text: string): Promise<void> {
    await searchBox(page).fill(text);
    await eventually(() => query(page).search).toBe(text || undefined);
  }

  it("says it is loading until the first answer, then shows 5 Man: its titles, ranks in order, averages as m:ss.s", async () => {
    // A first visit to /leaderboard comes with its rows, so come from Round Times on a fresh device
    // with the leaderboard held: the page has nothing stored and waits for it.
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(
      (url) => url.pathname.startsWith('/api/v1/players/leaderboard'),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(suite.site.baseUrl);
    await appTakenOver(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leaderboard' }).click();
    await eventually(() => page.getByRole('status').filter({ hasText: 'Loading leaderboards...' }).count()).toBe(1);
    release();
    await eventually(async () => (await shownRows(page)).length).toBe(25);
    expect(await page.getByText('Loading leaderboards...').count()).toBe(0);

    expect(await columnTitles(page)).toEqual(['Roles', 'Rank', 'Player Name', 'Weighted Average', 'Sub 10:00 runs']);
    expect(await playersTable(page).getByRole('columnheader', { name: /Weighted Average/ }).getAttribute('aria-sort')).toBe('ascending');
    const rows = await shownRows(page);
    const ranks = rows.map((r) => Number(r.rank));
    expect(ranks[0]).toBe(1);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    for (const row of rows) {
      const standing = byName(row.name).role_times.five_man;
      expect(row.average).toMatch(/^\d+:\d{2}\.\d$/);
      expect(row.average).toBe(formatTime(standing.average_time));
      expect(Number(row.rank)).toBe(standing.rank);
      expect(Number(row.count)).toBe(standing.sub_time_counts.total);
    }
    expect(await page.getByText(`1–25 of ${listed(everyone, 'five_man').length}`).count()).toBe(1);
    await context.close();
  });

  it('switching to Leech changes the column titles and lists the leech standings', async () => {
    const page = await open('/leaderboard');
    await choose(page, 'Format', 'Leech');
    await eventually(() => columnTitles(page)).toEqual(['Roles', 'Rank', 'Player Name', 'Average Time', 'Sub 11:00 runs']);
    expect(query(page)).toEqual({ format: 'leech' });
    await eventually(async () => (await shownRows(page))[0]?.average).toBe(formatTime(listed(everyone, 'leech').find((e) => e.role_times.leech.rank === 1)!.role_times.leech.average_time));
    await page.context().close();
  });

  it('filters by region with flags, reloading that region from the server: Europe shows only European players', async () => {
    const page = await open('/leaderboard');
    await page.getByRole('button', { name: /Region$/ }).click();
    const options = page.getByRole('option');
    expect(await options.allTextContents()).toEqual(['All Regions', 'North America', 'Europe', 'Other']);
    const flags = await options.evaluateAll((items) => items.map((item) => item.querySelector('[role="img"]')?.getAttribute('aria-label')));
    expect(flags).toEqual(['All Regions', 'North America', 'Europe', 'Other']);

    const reloaded = page.waitForRequest((req) => req.url().endsWith('/api/v1/players/leaderboard/?region=EU'));
    await page.getByRole('option', { name: 'Europe', exact: true }).click();
    await reloaded;
    expect(query(page)).toEqual({ region: 'EU' });
    const european = new Set(listed(europe, 'five_man').map((e) => e.player_name));
    expect(european.size).toBeGreaterThan(0);
    const shownEuropeans = async () => (await shownRows(page)).filter((r) => european.has(r.name)).length;
    await eventually(shownEuropeans).toBe(Math.min(25, european.size));
    const rows = await shownRows(page);
    expect(rows.length).toBe(Math.min(25, european.size));
    expect(new Set(rows.map((r) => r.region))).toEqual(new Set(['Europe']));
    // Ranked among Europeans, as the server ranks them for the region.
    expect(rows[0]!.rank).toBe('1');
    expect(await page.getByText(`of ${european.size}`).count()).toBe(1);
    await page.context().close();
  });

  it('searches by player name and by the name of a linked alt, whose tooltip lists it', async () => {
    const page = await open('/leaderboard');
    const players = listed(everyone, 'five_man');
    const target = players[players.length - 1]!;
    await searchFor(page, target.player_name.toUpperCase());
    await eventually(async () => (await shownRows(page)).map((r) => r.name)).toContain(target.player_name);
    for (const row of await shownRows(page)) expect(row.name.toLowerCase()).toContain(target.player_name.toLowerCase());

    // An alt whose name no listed player carries: only the link to its main can find that player.
    const names = players.map((p) => p.player_name.toLowerCase());
    const [main, alt] = players
      .flatMap((p) => (alts[p.player_name] ?? []).map((a) => [p, a] as const))
      .find(([, a]) => !names.some((n) => n.includes(a.toLowerCase())))!;
    const historyLength = await page.evaluate(() => history.length);
    await searchBox(page).fill('');
    await searchBox(page).pressSequentially(alt, { delay: 20 });
    await eventually(() => query(page).search).toBe(alt);
    expect(await searchBox(page).inputValue()).toBe(alt);
    await eventually(async () => (await shownRows(page)).map((r) => r.name)).toEqual([main.player_name]);
    // Typing replaces the history entry rather than adding one per keystroke.
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    // Along the row by keyboard to the name, a link to the player's page, whose tooltip then shows as it does on hover.
    await playersTable(page).getByRole('button', { name: `Roles of ${main.player_name}` }).focus();
    const name = playersTable(page).getByRole('link', { name: main.player_name, exact: true });
    await page.keyboard.press('Tab');
    expect(await isFocused(name)).toBe(true);
    await eventually(() => page.getByRole('tooltip').textContent()).toBe(`Linked alts: ${(alts[main.player_name] ?? []).join(', ')}`);

    await searchFor(page, 'no such player zzz');
    await eventually(() => playersTable(page).getByText('No players match “no such player zzz”.').count()).toBe(1);
    await page.context().close();
  });

  it('mirrors the view in the query string both ways: sorting, back and forward, defaults left out, and a shared link', async () => {
    const page = await open('/leaderboard');
    const nameHeader = playersTable(page).getByRole('columnheader', { name: /Player Name/ });
    await nameHeader.click();
    await eventually(() => query(page)).toEqual({ sortBy: 'player_name' });
    expect(await nameHeader.getAttribute('aria-sort')).toBe('ascending');
    await nameHeader.click();
    await eventually(() => query(page)).toEqual({ sortBy: 'player_name', order: 'desc' });
    expect(await nameHeader.getAttribute('aria-sort')).toBe('descending');
    // The rows come from the data worker after the header turns: wait for them, not just the header.
    const isDescending = (names: string[]) => names.join('\n') === [...names].sort((a, b) => comparePlayerNames(b, a)).join('\n');
    await eventually(async () => (await shownRows(page)).map((r) => r.name.toLowerCase())).toSatisfy(isDescending);

    await page.goBack();
    await eventually(() => nameHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(query(page)).toEqual({ sortBy: 'player_name' });
    await page.goForward();
    await eventually(() => nameHeader.getAttribute('aria-sort')).toBe('descending');

    await choose(page, 'Format', 'Leech');
    await eventually(() => query(page).format).toBe('leech');
    await choose(page, 'Format', '5 Man');
    await eventually(() => query(page)).toEqual({ sortBy: 'player_name', order: 'desc' });

    const players = listed(europe, 'leech');
    const search = players[0]!.player_name.slice(0, 3).toLowerCase();
    const shared = `/leaderboard?expand=all&format=leech&region=EU&search=${encodeURIComponent(search)}&sortBy=sub_count&order=desc`;
    const other = await open(shared);
    expect(await other.getByRole('button', { name: /Format$/ }).textContent()).toContain('Leech');
    expect(await other.getByRole('button', { name: /Region$/ }).textContent()).toContain('Europe');
    expect(await searchBox(other).inputValue()).toBe(search);
    expect(await other.getByRole('switch', { name: 'Expand All' }).isChecked()).toBe(true);
    expect(await playersTable(other).getByRole('columnheader', { name: /Sub 11:00 runs/ }).getAttribute('aria-sort')).toBe('descending');
    const expected = players.filter((p) => [p.player_name, ...(alts[p.player_name] ?? [])].some((n) => n.toLowerCase().includes(search)));
    // A player found by an alt's name joins the rows once the first sync has brought the alts.
    await eventually(async () => (await shownRows(other)).map((r) => r.name).sort()).toEqual(expected.slice(0, 25).map((p) => p.player_name).sort());
    const rows = await shownRows(other);
    const counts = rows.map((r) => Number(r.count));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(rows.every((r) => r.expanded === 'true')).toBe(true);
    expect(await playersTable(other).getByRole('heading', { name: 'Leech Roles' }).count()).toBe(rows.length);
    await page.context().close();
    await other.context().close();
  });

  it('pages 25 rows at a time with 10/25/50/100/all, and a new search starts again at page 1', async () => {
    const page = await open('/leaderboard');
    const total = listed(everyone, 'five_man').length;
    await page.getByRole('button', { name: /Rows per page$/ }).click();
    expect(await page.getByRole('option').allTextContents()).toEqual(['10', '25', '50', '100', 'All']);
    await page.getByRole('option', { name: '10', exact: true }).click();
    await eventually(async () => (await shownRows(page)).length).toBe(10);
    await page.getByRole('link', { name: 'Next page' }).click();
    await eventually(async () => (await shownRows(page))[0]?.rank).toBe('11');
    expect(await page.getByText(`11–20 of ${total}`).count()).toBe(1);

    await searchFor(page, 'a');
    await eventually(() => page.getByText(/^1–10 of \d+$/).count()).toBe(1);
    for (const [select, option] of [['Format', 'Leech'], ['Region', 'Europe']] as const) {
      await page.getByRole('link', { name: 'Next page' }).click();
      await eventually(() => page.getByText(/^11–20 of \d+$/).count()).toBe(1);
      await choose(page, select, option);
      await eventually(() => page.getByText(/^1–10 of \d+$/).count()).toBe(1);
    }
    await choose(page, 'Format', '5 Man');
    await choose(page, 'Region', 'All Regions');
    await searchFor(page, '');
    await choose(page, 'Rows per page', 'All');
    await eventually(async () => (await shownRows(page)).length).toBe(total);
    await page.context().close();
  });

  it("expands a player's row into its roles in leaderboard order, with 'N/A' for a role never played", async () => {
    // A 5 Man player missing a role time, found through the API.
    const player = listed(everyone, 'five_man').find((e) => Object.values(e.role_times.five_man.roles).some((t) => t === null))!;
    const page = await open(`/leaderboard?search=${encodeURIComponent(player.player_name)}`);
    const expand = playersTable(page).getByRole('button', { name: `Roles of ${player.player_name}`, exact: true });
    await expand.click();
    expect(await expand.getAttribute('aria-expanded')).toBe('true');
    const roles = playersTable(page).getByRole('table', { name: '5 Man Roles' });
    expect(await playersTable(page).getByRole('heading', { name: '5 Man Roles' }).count()).toBe(1);
    expect(await roles.getByRole('columnheader').allTextContents()).toEqual(['Role', 'PB Time', 'Sub 10:00 Runs']);
    const shown = await roles.locator('tbody tr').evaluateAll((rows) => rows.map((r) => [...r.children].map((c) => c.textContent!.trim())));
    const standing = player.role_times.five_man;
    expect(shown).toEqual(
      LEADERBOARD_ROLES_BY_FORMAT.five_man.map((role) => [role, standing.roles[role] ? formatTime(standing.roles[role]) : 'N/A', String(standing.sub_time_counts.per_role[role] ?? 0)]),
    );
    expect(shown.some(([, time]) => time === 'N/A')).toBe(true);
    await expand.click();
    expect(await playersTable(page).getByRole('heading', { name: '5 Man Roles' }).count()).toBe(0);

    await choose(page, 'Format', 'Leech');
    await searchFor(page, '');
    // The list answers the cleared search a moment after the address does: wait for it before expanding.
    await eventually(async () => (await shownRows(page)).length).toBe(Math.min(25, listed(everyone, 'leech').length));
    await playersTable(page).getByRole('button', { name: /^Roles of / }).first().click();
    const leech = playersTable(page).getByRole('table', { name: 'Leech Roles' });
    expect(await leech.getByRole('columnheader').allTextContents()).toEqual(['Role', 'PB Time', 'Sub 11:00 Runs']);
    expect(await leech.locator('tbody tr td:first-child').allTextContents()).toEqual(['Attacker', 'Healer', 'Collector', 'Defender']);
    await page.context().close();
  });

  it('Expand All opens every row and goes into the URL; a row can still be closed by hand', async () => {
    const page = await open('/leaderboard');
    await page.getByRole('switch', { name: 'Expand All' }).click({ force: true });
    await eventually(() => query(page)).toEqual({ expand: 'all' });
    await eventually(async () => (await shownRows(page)).every((r) => r.expanded === 'true')).toBe(true);
    expect(await playersTable(page).getByRole('heading', { name: '5 Man Roles' }).count()).toBe(25);
    await playersTable(page).getByRole('button', { name: /^Roles of / }).first().click();
    await eventually(() => playersTable(page).getByRole('heading', { name: '5 Man Roles' }).count()).toBe(24);
    await page.getByRole('switch', { name: 'Expand All' }).click({ force: true });
    await eventually(() => query(page)).toEqual({});
    await eventually(() => playersTable(page).getByRole('heading', { name: '5 Man Roles' }).count()).toBe(0);
    await page.context().close();
  });

  it('shows a count above 100 as a flame chip, and others in the primary colour', async () => {
    const players = listed(everyone, 'five_man');
    const above = players.find((e) => e.role_times.five_man.sub_time_counts.total > FLAME_COUNT_ABOVE);
    // The demo data has players above 100 sub-10:00 runs (and one at exactly 100, which stays plain).
    expect(above).toBeDefined();
    const page = await open(`/leaderboard?search=${encodeURIComponent(above!.player_name)}`);
    await eventually(async () => (await shownRows(page)).find((r) => r.name === above!.player_name)?.tone).toBe('flame');
    await searchFor(page, '');
    await choose(page, 'Rows per page', 'All');
    // The cleared search answers after the URL has moved on: wait for every player.
    await eventually(async () => (await shownRows(page)).length).toBe(players.length);
    const rows = await shownRows(page);
    // Every count against the rule, shown for all players at once.
    for (const row of rows) expect(row.tone).toBe(Number(row.count) > FLAME_COUNT_ABOVE ? 'flame' : 'accent');
    await page.context().close();
  });

  it("explains the average in an info popup reached by keyboard, whose 'Learn more' leads to the FAQ answer", async () => {
    const page = await open('/leaderboard');
    // Into the table from the Expand All switch, along the headers' sort buttons to the time column's help.
    await page.getByRole('switch', { name: 'Expand All' }).focus();
    const help = playersTable(page).getByRole('button', { name: 'About the weighted average' });
    for (let i = 0; i < 4 && !(await isFocused(help)); i++) await page.keyboard.press('Tab');
    expect(await isFocused(help)).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Weighted Average' });
    await eventually(() => dialog.textContent()).toContain('Main Attacker ×1, 2nd Attacker ×0.4, Healer ×1, Collector ×0.6, Defender ×1');
    expect(await dialog.textContent()).toContain('12:00');
    const learnMore = dialog.getByRole('link', { name: 'Learn more' });
    expect(await learnMore.getAttribute('href')).toBe('/faq#average-times');
    await page.keyboard.press('Tab');
    expect(await isFocused(learnMore)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${suite.site.baseUrl}/faq#average-times`);
    await page.context().close();
  });

  it('has no serious accessibility violations on a phone and a desktop, dark and light, with a row expanded and the help open', async () => {
    const page = await open('/leaderboard');
    await playersTable(page).getByRole('button', { name: /^Roles of / }).first().click();
    await playersTable(page).getByRole('table', { name: '5 Man Roles' }).waitFor();
    const help = page.getByRole('dialog', { name: 'Weighted Average' });
    for (const look of LOOKS) {
      await showIn(page, look);
      expect(await seriousViolations(page), lookName(look)).toEqual([]);
      await playersTable(page).getByRole('button', { name: 'About the weighted average' }).click();
      await help.waitFor();
      expect(await seriousViolations(page), lookName(look)).toEqual([]);
      await page.keyboard.press('Escape');
      await help.waitFor({ state: 'detached' });
    }
    await page.context().close();
  });
});
