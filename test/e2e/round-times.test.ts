import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { FORMAT_LABELS, ROLES_BY_FORMAT, type Role } from '../../domain/constants';
import { ROLE_COLORS } from '../../domain/roles';
import { formatLocalDate, formatTime } from '../../domain/time';
import type { AltsMap, Round } from '../../domain/types';
import { SEARCH_SETTLE_MS } from '../../app/ui/useSettledText';
import { fiveManRound } from '../fixtures/rounds';
import { siteInChromium } from '../support/browser';
import { appTakenOver, openApp, startDemoSite, type OpenOptions } from '../support/app';
import { chooseOption, formatSelect, roundsTable } from '../support/controls';
import { expectFitsAndAccessible, lookName, LOOKS, showIn, sidewaysScroll } from '../support/looks';

interface ShownRow {
  id: number;
  rank: number;
  format: string;
  time: string;
  date: string;
  chips: string[];
}

describe('Round Times in Chromium', () => {
  const suite = siteInChromium(startDemoSite);
  let admin: string;
  let rounds: Round[];
  let alts: AltsMap;

  beforeAll(async () => {
    admin = await suite.site.signInAdmin();
    rounds = (await suite.site.request('GET', '/api/v1/rounds/')).body.data.data;
    alts = (await suite.site.request('GET', '/api/v1/accounts/')).body.data.data;
  });

  async function open(pathname: string, options: OpenOptions = {}): Promise<Page> {
    const { context, page } = await openApp(suite.browser, suite.site, pathname, options);
    suite.track(context);
    return page;
  }
  const byId = (id: number) => rounds.find((round) => round.id === id)!;
  const range = (page: Page) => page.getByText(/^\d+–\d+ of \d+$/);
  const search = (page: Page) => page.getByRole('searchbox', { name: 'Search Player' });
  const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

  /** The rounds on screen, in order, as a reader sees them. */
  async function shownRows(page: Page): Promise<ShownRow[]> {
    return page.locator('table[aria-label="Rounds"] tbody tr').evaluateAll((trs) =>
      trs
        .filter((tr) => tr.querySelector('a[href^="/details/"]'))
        .map((tr) => {
          const cells = [...tr.children] as HTMLElement[];
          return {
            id: Number(tr.querySelector('a')!.getAttribute('href')!.split('/').pop()),
            rank: Number(tr.querySelector('[data-rank]')!.getAttribute('data-rank')),
            format: cells[1]!.innerText.trim(),
            time: tr.querySelector('a')!.innerText.trim(),
            date: cells[3]!.innerText.trim(),
            chips: [...tr.querySelectorAll('[data-tone]')].map((chip) => `${chip.getAttribute('data-tone')}:${(chip as HTMLElement).innerText.trim()}`),
          };
        }),
    );
  }
  async function rowsLoaded(page: Page, count?: number): Promise<ShownRow[]> {
    await expect.poll(async () => (await shownRows(page)).length, { timeout: 30_000 }).toBe(count ?? 25);
    return shownRows(page);
  }
  /** The pointer comes from elsewhere, as a hand's would: React Aria opens tooltips on a real hover. */
  async function hover(page: Page, target: Locator): Promise<void> {
    const box = (await target.boundingBox())!;
    await page.mouse.move(box.x - 40, box.y - 40);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
  }
  const toggle = (page: Page, label: 'Expand All' | 'PBs Only') => page.getByText(label, { exact: true }).click();

  it("brings a first visit's 25 rows by rank with podium, WR and PB badges in its page, before any answer of the API", async () => {
    const context = await suite.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // No answer of the API reaches the page until the rows are checked: they came with the page.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/api\/v1\/(?!events)/, async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    });
    await page.goto(`${suite.site.baseUrl}/round-times`);
    const rows = await rowsLoaded(page);
    release();

    expect(rows.map((row) => row.rank)).toEqual([...rows.map((row) => row.rank)].sort((a, b) => a - b));
    const podium = rows.filter((row) => row.rank <= 3).map((row) => row.chips.find((chip) => /gold|silver|bronze/.test(chip)));
    expect(new Set(podium)).toEqual(new Set(['gold:1st', 'silver:2nd', 'bronze:3rd']));
    expect(rows.filter((row) => row.rank > 3).every((row) => !row.chips.some((chip) => /gold|silver|bronze/.test(chip)))).toBe(true);
    // One World Record per format: the fastest of each.
    const records = rows.filter((row) => row.chips.includes('accent:WR'));
    expect(records.map((row) => row.format).sort()).toEqual(['5 Man', 'Duo Heal', 'Leech']);
    for (const row of records) {
      const fastest = Math.min(...rounds.filter((round) => FORMAT_LABELS[round.format] === row.format).map((round) => round.round_time));
      expect(byId(row.id).round_time).toBe(fastest);
    }
    expect(rows.some((row) => row.chips.includes('muted:PB'))).toBe(true);
    for (const row of rows) {
      expect(row.time).toBe(formatTime(byId(row.id).round_time));
      expect(row.format).toBe(FORMAT_LABELS[byId(row.id).format]);
    }
    expect(await roundsTable(page).getByRole('columnheader', { name: 'Time' }).getAttribute('aria-sort')).toBe('ascending');
    expect(await range(page).innerText()).toBe(`1–25 of ${rounds.length}`);

    const first = roundsTable(page).getByRole('link').first();
    await first.click();
    await page.waitForURL(`${suite.site.baseUrl}/details/${rows[0]!.id}`);
  });

  it("says 'Loading rounds...' until a view's first rows, where the page came without them", async () => {
    const context = await suite.newContext();
    const page = await context.newPage();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/api\/v1\/(round-times|rounds|copy)\//, async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    });
    // The screen's bare page, as the service worker or a server over its render limit answers: its rows come from the device or the API.
    await context.route(`${suite.site.baseUrl}/round-times?order=desc`, (route) => route.fulfill({ path: 'dist/shells/round-times.html', contentType: 'text/html' }));
    await page.goto(`${suite.site.baseUrl}/round-times?order=desc`);
    await page.getByText('Loading rounds...').waitFor();
    release();
    const rows = await rowsLoaded(page);
    expect(rows.map((row) => row.rank)).toEqual([...rows.map((row) => row.rank)].sort((a, b) => b - a));
  });

  it('shows dates in local time with the zone', async () => {
    const context = await suite.newContext({ timezoneId: 'Asia/Kolkata', locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${suite.site.baseUrl}/round-times`);
    // The page came with its rows dated in UTC; once the app has taken it over, in the device's zone.
    await appTakenOver(page);
    await expect.poll(async () => (await rowsLoaded(page))[0]!.date).toMatch(/GMT\+5:30$/);
    const rows = await rowsLoaded(page);
    for (const row of rows) expect(row.date).toBe(formatLocalDate(byId(row.id).round_date, { locale: 'en-US', timeZone: 'Asia/Kolkata' }));
  });

  it('filters by format, player and PBs, mirrored in the query string, and a shared link shows the same view', async () => {
    const page = await open('/round-times');
    await rowsLoaded(page);

    await chooseOption(page, formatSelect(page), 'Leech');
    await expect.poll(() => query(page)).toEqual({ format: 'leech' });
    await expect.poll(async () => (await shownRows(page)).every((row) => row.format === 'Leech')).toBe(true);

    // The leech regular with the most rounds: more than a page of them.
    const leechRounds = rounds.filter((round) => round.format === 'leech');
    const counts = new Map<string, number>();
    for (const round of leechRounds) for (const p of round.players) counts.set(p.character_name, (counts.get(p.character_name) ?? 0) + 1);
    const [name] = [...counts].reduce((a, b) => (b[1] > a[1] ? b : a));
    await search(page).fill(name);
    await expect.poll(() => query(page)).toEqual({ format: 'leech', search: name });
    const expected = leechRounds.filter((round) => round.players.some((p) => p.character_name.toLowerCase().includes(name.toLowerCase())));
    expect(expected.length).toBeGreaterThan(25);
    await expect.poll(() => range(page).innerText()).toBe(`1–25 of ${expected.length}`);
    expect((await shownRows(page)).every((row) => expected.some((round) => round.id === row.id))).toBe(true);

    await toggle(page, 'PBs Only');
    await expect.poll(() => query(page)).toEqual({ format: 'leech', search: name, pbs: '1' });
    await expect.poll(async () => (await shownRows(page)).every((row) => row.chips.includes('muted:PB'))).toBe(true);

    await toggle(page, 'Expand All');
    await expect.poll(() => query(page)).toEqual({ expand: 'all', format: 'leech', search: name, pbs: '1' });
    const expandButtons = roundsTable(page).getByRole('button', { name: /^Players of round/ });
    await expect.poll(() => expandButtons.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-expanded')))).not.toContain('false');
    const shown = await shownRows(page);

    const shared = await open(page.url().replace(suite.site.baseUrl, ''));
    await expect.poll(async () => (await shownRows(shared)).map((row) => row.id), { timeout: 15_000 }).toEqual(shown.map((row) => row.id));
    expect(await formatSelect(shared).innerText()).toContain('Leech');
    expect(await search(shared).inputValue()).toBe(name);
    expect(await shared.getByRole('switch', { name: 'PBs Only' }).isChecked()).toBe(true);
    expect(await shared.getByRole('switch', { name: 'Expand All' }).isChecked()).toBe(true);
    expect(await roundsTable(shared).getByRole('list', { name: /^Players of round/ }).count()).toBe(shown.length);

    // Back to the defaults: nothing left in the query string.
    await toggle(page, 'Expand All');
    await toggle(page, 'PBs Only');
    await search(page).fill('');
    await chooseOption(page, formatSelect(page), 'All Formats');
    await expect.poll(() => page.url()).toBe(`${suite.site.baseUrl}/round-times`);
  });

  it("a search rewrites the history entry once typing pauses; format and switches add entries that Back and Forward walk through", async () => {
    const page = await open('/faq');
    await page.goto(`${suite.site.baseUrl}/round-times`);
    await rowsLoaded(page);
    // The prerendered rows come before the app: keys typed before it takes the page over are not its.
    await appTakenOver(page);
    const length = await page.evaluate(() => history.length);
    // Every address the app writes while the name is typed: the list follows the name once typing
    // pauses, not each letter of it.
    await page.evaluate(() => {
      const written: string[] = [];
      (window as unknown as { searchesWritten: string[] }).searchesWritten = written;
      for (const method of ['pushState', 'replaceState'] as const) {
        const write = history[method].bind(history);
        history[method] = (state, unused, url) => {
          if (url) written.push(new URL(url, location.href).searchParams.get('search') ?? '');
          write(state, unused, url);
        };
      }
    });
    // The page's clock stands still while the name is typed, so however slowly the machine types,
    // typing pauses only when the test says so.
    const now = Date.now();
    await page.clock.install({ time: now });
    await page.clock.pauseAt(now + 1000);
    await search(page).pressSequentially('Vois', { delay: 30 });
    await page.clock.runFor(SEARCH_SETTLE_MS);
    await page.clock.resume();
    await expect.poll(() => query(page)).toEqual({ search: 'Vois' });
    expect(await page.evaluate(() => history.length)).toBe(length);
    expect(await page.evaluate(() => (window as unknown as { searchesWritten: string[] }).searchesWritten)).toEqual(['Vois']);

    await chooseOption(page, formatSelect(page), '5 Man');
    await expect.poll(() => query(page)).toEqual({ search: 'Vois', format: 'five_man' });
    await toggle(page, 'PBs Only');
    await expect.poll(() => query(page)).toEqual({ search: 'Vois', format: 'five_man', pbs: '1' });

    await page.goBack();
    await expect.poll(() => query(page)).toEqual({ search: 'Vois', format: 'five_man' });
    await expect.poll(() => page.getByRole('switch', { name: 'PBs Only' }).isChecked()).toBe(false);
    await page.goBack();
    await expect.poll(() => query(page)).toEqual({ search: 'Vois' });
    await expect.poll(() => formatSelect(page).innerText()).toContain('All Formats');
    await expect.poll(async () => (await shownRows(page)).some((row) => row.format === 'Leech')).toBe(true);
    await page.goForward();
    await expect.poll(() => query(page)).toEqual({ search: 'Vois', format: 'five_man' });
    await expect.poll(async () => (await shownRows(page)).every((row) => row.format === '5 Man')).toBe(true);
    await page.goBack();
    await page.goBack();
    await page.waitForURL(`${suite.site.baseUrl}/faq`);
  });

  it('goes back to page 1 when the format or the search changes, and says when nothing matches', async () => {
    const page = await open('/round-times');
    await rowsLoaded(page);
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect.poll(() => range(page).innerText()).toBe(`26–50 of ${rounds.length}`);
    // The range moves with the page at once; the rows follow when the worker answers.
    await expect.poll(async () => (await shownRows(page))[0]!.rank, { timeout: 15_000 }).toBeGreaterThan(1);

    await search(page).fill('a');
    await expect.poll(() => range(page).innerText()).toMatch(/^1–25 of \d+$/);
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect.poll(() => range(page).innerText()).toMatch(/^26–50 of /);
    await chooseOption(page, formatSelect(page), 'Leech');
    await expect.poll(() => range(page).innerText()).toMatch(/^1–25 of /);

    await search(page).fill('nobody plays under this name');
    await page.getByText('No rounds match these filters.').waitFor();
    expect(await range(page).innerText()).toBe('0–0 of 0');
  });

  it('sorts by date and by format, each way, with aria-sort on the column', async () => {
    const page = await open('/round-times');
    await rowsLoaded(page);
    const dateHeader = roundsTable(page).getByRole('columnheader', { name: 'Date' });
    const dates = async () => (await shownRows(page)).map((row) => Date.parse(`${byId(row.id).round_date}Z`));

    await dateHeader.click();
    await expect.poll(() => query(page)).toEqual({ sortBy: 'round_date' });
    // The header says the order of the rows it heads, which follow the address a render later.
    await expect.poll(() => dateHeader.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(async () => (await dates())[0]).toBe(Math.min(...rounds.map((r) => Date.parse(`${r.round_date}Z`))));
    const ascending = await dates();
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    // By keyboard this time: the focused header sorts on Enter.
    await dateHeader.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => query(page)).toEqual({ sortBy: 'round_date', order: 'desc' });
    await expect.poll(() => dateHeader.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(async () => (await dates())[0]).toBe(Math.max(...rounds.map((r) => Date.parse(`${r.round_date}Z`))));
    const descending = await dates();
    expect(descending).toEqual([...descending].sort((a, b) => b - a));

    const formatHeader = roundsTable(page).getByRole('columnheader', { name: 'Format' });
    await formatHeader.click();
    await expect.poll(() => query(page)).toEqual({ sortBy: 'format' });
    await expect.poll(async () => (await shownRows(page)).map((row) => row.format)).toEqual(Array(25).fill('5 Man'));
    // Within a format, the rank order.
    const ranks = (await shownRows(page)).map((row) => row.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    await formatHeader.click();
    await expect.poll(() => query(page)).toEqual({ sortBy: 'format', order: 'desc' });
    await expect.poll(async () => (await shownRows(page)).map((row) => row.format)).toEqual(Array(25).fill('Duo Heal'));
  });

  it('expands a row into its team in role order with coloured role chips, by mouse and by keyboard', async () => {
    const page = await open('/round-times');
    const [first] = await rowsLoaded(page);
    const round = byId(first!.id);
    const button = roundsTable(page).getByRole('button', { name: `Players of round #${round.id}` });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const team = roundsTable(page).getByRole('list', { name: `Players of round #${round.id}` });
    expect(await button.getAttribute('aria-controls')).toBe(await team.getAttribute('id'));
    const chips = await team.locator('[data-role-color]').evaluateAll((els) => els.map((el) => ({ role: el.textContent as Role, color: el.getAttribute('data-role-color') })));
    expect(chips.map((chip) => chip.role)).toEqual(ROLES_BY_FORMAT[round.format]);
    for (const chip of chips) expect(chip.color).toBe(ROLE_COLORS[chip.role].name);
    const names = await team.getByRole('listitem').allInnerTexts();
    for (const player of round.players) expect(names.some((text) => text.includes(player.character_name))).toBe(true);

    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    expect(await team.count()).toBe(0);
    await page.keyboard.press('Space');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
  });

  it("names in the PB badge's tooltip the players on their personal best", async () => {
    const page = await open('/round-times');
    const [first] = await rowsLoaded(page);
    const tooltip = page.getByRole('tooltip');
    // The rows came with the page: a badge answers a hover once its part of the page is hydrated.
    await expect
      .poll(async () => {
        await hover(page, roundsTable(page).getByRole('button', { name: 'PB', exact: true }).first());
        return tooltip.isVisible();
      })
      .toBe(true);
    const text = await tooltip.innerText();
    expect(text).toMatch(/^Personal best for /);
    expect(byId(first!.id).players.some((player) => text.includes(`${player.character_name} (${player.role})`))).toBe(true);
  });

  it('lists the linked alts in a tooltip on a player name', async () => {
    const withAlts = rounds.flatMap((round) => round.players).find((player) => alts[player.character_name]?.length)!;
    const name = withAlts.character_name;
    const page = await open(`/round-times?expand=all&search=${encodeURIComponent(name)}`);
    const trigger = roundsTable(page).getByRole('link', { name, exact: true }).first();
    await trigger.waitFor({ timeout: 15_000 });
    const tooltip = page.getByRole('tooltip');
    // Rows the copy answers anew may replace the name under a resting pointer: point at it again until it shows.
    await expect
      .poll(async () => {
        await hover(page, trigger);
        return tooltip.waitFor({ timeout: 2_000 }).then(
          () => true,
          () => false,
        );
      })
      .toBe(true);
    const text = await tooltip.innerText();
    expect(text).toMatch(/^Linked alts: /);
    for (const alt of alts[name]!) expect(text).toContain(alt);
  });

  it("with 'All' rows per page lists every round while only a window of rows is in the page", async () => {
    const page = await open('/round-times');
    await rowsLoaded(page);
    await chooseOption(page, page.getByRole('button', { name: /Rows per page/ }), 'All');
    await expect.poll(() => range(page).innerText()).toBe(`1–${rounds.length} of ${rounds.length}`);
    const table = page.getByRole('table', { name: 'Rounds' });
    const inPage = () => table.locator('tbody tr').count();
    await expect.poll(inPage).toBeGreaterThan(10);
    expect(await inPage()).toBeLessThan(100);

    const box = table.locator('xpath=../..');
    const lastRank = Math.max(...rounds.map((round) => round.rank));
    // Rows measured on the way grow the list, so the end is scrolled to again until the last round shows.
    const lastShownAtEnd = async () => {
      await box.evaluate((el) => (el.scrollTop = el.scrollHeight));
      return Math.max(...(await shownRows(page)).map((row) => row.rank));
    };
    await expect.poll(lastShownAtEnd, { timeout: 10_000 }).toBe(lastRank);
    await expect.poll(() => page.getByText('Loading…').count()).toBe(0);
    expect(await inPage()).toBeLessThan(100);
    expect(await table.getByRole('columnheader', { name: 'Time' }).getAttribute('aria-sort')).toBe('ascending');

    await toggle(page, 'Expand All');
    await expect.poll(() => table.getByRole('list', { name: /^Players of round/ }).count()).toBeGreaterThan(5);
    expect(await inPage()).toBeLessThan(150);
  });

  it('lets an admin delete a round after confirming, and shows no Actions to others', async () => {
    const created = await suite.site.request('POST', '/api/v1/rounds/', { token: admin, body: fiveManRound({ round_time: 777.6 }) });
    const id: number = created.body.data.id;
    const user = await open('/round-times?search=Defender%20Dan', { token: await suite.site.signIn('plain-player') });
    await rowsLoaded(user, 1);
    expect(await roundsTable(user).getByRole('columnheader', { name: 'Actions' }).count()).toBe(0);
    expect(await user.getByRole('button', { name: /^Delete round/ }).count()).toBe(0);

    const page = await open('/round-times?search=Defender%20Dan', { token: admin });
    const [row] = await rowsLoaded(page, 1);
    expect(row!.id).toBe(id);
    await roundsTable(page).getByRole('columnheader', { name: 'Actions' }).waitFor();
    const remove = page.getByRole('button', { name: `Delete round #${id}` });

    await remove.click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm' });
    expect(await dialog.innerText()).toContain(`Delete round #${id}?`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    await remove.click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    const snackbar = page.locator('[data-color="success"]', { hasText: 'Round deleted successfully' });
    await snackbar.waitFor();
    await page.getByText('No rounds match these filters.').waitFor({ timeout: 10_000 });
    expect((await suite.site.request('GET', `/api/v1/rounds/${id}/`)).status).toBe(404);
  });

  it('disables deleting offline and says why', async () => {
    const { context, page } = await openApp(suite.browser, suite.site, '/round-times', { token: admin });
    suite.track(context);
    await rowsLoaded(page);
    // The app knows the admin once the server has said who is signed in.
    await page.getByRole('button', { name: /^Delete round/ }).first().waitFor();
    await context.setOffline(true);
    await page.getByText('You are offline: deleting a round needs a connection.').waitFor();
    const remove = page.getByRole('button', { name: /^Delete round/ }).first();
    expect(await remove.isDisabled()).toBe(true);
    expect(await remove.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('fits a phone and a desktop, dark and light, with rows expanded, with no serious accessibility violation in a page of 25 rows or of all of them', async () => {
    // A visitor's page, as a player sees it, and an admin's, whose rows carry the Actions column too.
    const visitor = await open('/round-times?expand=all');
    await rowsLoaded(visitor);
    const page = await open('/round-times?expand=all', { token: admin });
    await rowsLoaded(page);
    for (const look of LOOKS) {
      await showIn(visitor, look);
      expect(await sidewaysScroll(visitor), lookName(look)).toBeLessThanOrEqual(0);
      await visitor.screenshot({ path: path.join(os.tmpdir(), `round-times-${look.width}-${look.colorScheme}.png`) });
      await showIn(page, look);
      await expectFitsAndAccessible(page, look);
    }
    await chooseOption(page, page.getByRole('button', { name: /Rows per page/ }), 'All');
    await expect.poll(() => page.getByRole('table', { name: 'Rounds' }).locator('tbody tr').count()).toBeGreaterThan(10);
    for (const look of LOOKS) {
      await showIn(page, look);
      await expectFitsAndAccessible(page, look);
    }
  });
});
