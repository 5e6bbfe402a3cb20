import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FORMAT_LABELS, LEADERBOARD_ROLES_BY_FORMAT, type LeaderboardFormat } from '../../domain/constants';
import { regionLabel } from '../../domain/account';
import { formatTime } from '../../domain/time';
import type { AltsMap, LeaderboardEntry, Round, UserSummary } from '../../domain/types';
import { openAdminPanel, startAdminSite } from '../support/admin';
import { appTakenOver, openApp, seriousViolations } from '../support/app';
import { siteInChromium } from '../support/browser';
import { copyComplete } from '../support/localData';
import { expectFitsAndAccessible, lookName, LOOKS, showIn } from '../support/looks';

describe('a player page in Chromium', () => {
  const suite = siteInChromium(startAdminSite);
  let admin: string;
  let board: LeaderboardEntry[];
  let alts: AltsMap;
  let rounds: Round[];
  /** A user with linked characters, on both leaderboards. */
  let linked: LeaderboardEntry;
  let linkedUser: UserSummary;

  beforeAll(async () => {
    const { server } = suite.site;
    admin = await suite.site.signInAdmin();
    board = (await server.request('GET', '/api/v1/players/leaderboard/')).body.data.data;
    alts = (await server.request('GET', '/api/v1/accounts/')).body.data.data;
    rounds = (await server.request('GET', '/api/v1/rounds/')).body.data.data;
    const users: UserSummary[] = (await server.request('GET', '/api/v1/users/all', { token: admin })).body.data;
    linked = board.find(
      (entry) => (alts[entry.player_name]?.length ?? 0) > 0 && entry.region !== null && entry.role_times.five_man.average_time !== null && entry.role_times.leech.average_time !== null,
    )!;
    linkedUser = users.find((user) => user.accounts.some((account) => account.id === user.main_account_id && account.character_name === linked.player_name))!;
    expect(linked && linkedUser).toBeTruthy();
  });

  const heading = (page: Page) => page.getByRole('heading', { level: 1 });
  const bestsTable = (page: Page, format: LeaderboardFormat | 'duo_heal') => page.getByRole('table', { name: `${FORMAT_LABELS[format]} personal bests by role` });
  /** A player's page, once its personal bests are in. */
  async function openPlayer(name: string) {
    const opened = await openApp(suite.browser, suite.site.server, `/player/${encodeURIComponent(name)}`);
    suite.track(opened.context);
    await opened.page.getByRole('table', { name: /personal bests by role$/ }).waitFor({ timeout: 30_000 });
    return opened;
  }
  /** The personal bests shown for a format: role → time as written. */
  async function shownBests(page: Page, format: LeaderboardFormat | 'duo_heal'): Promise<Record<string, string>> {
    const rows = await bestsTable(page, format)
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [tr.querySelector('th')!.textContent!.trim(), tr.querySelectorAll('td')[0]!.textContent!.trim()]));
    return Object.fromEntries(rows);
  }
  const leaderboardBests = (entry: LeaderboardEntry, format: LeaderboardFormat) =>
    Object.fromEntries(LEADERBOARD_ROLES_BY_FORMAT[format].flatMap((role) => (entry.role_times[format].roles[role] == null ? [] : [[role, formatTime(entry.role_times[format].roles[role])]])));
  /** Every name the rounds write for a user's characters, in any case. */
  const charactersOf = (entry: LeaderboardEntry) => new Set([entry.player_name, ...(alts[entry.player_name] ?? [])].map((name) => name.toLowerCase()));

  it("opens from the Leaderboard's Player Name: the main account's name, region and linked characters, and the Leaderboard's role times as PBs", async () => {
    const { context, page } = await openApp(suite.browser, suite.site.server, `/leaderboard?search=${encodeURIComponent(linked.player_name)}`);
    suite.track(context);
    await page.getByRole('table', { name: 'Players' }).getByRole('link', { name: linked.player_name, exact: true }).click();
    await page.waitForURL(`**/player/${encodeURIComponent(linked.player_name)}`);
    await bestsTable(page, 'five_man').waitFor({ timeout: 30_000 });
    expect(await heading(page).innerText()).toBe(linked.player_name);
    await expect.poll(() => page.title()).toBe(`BA Times | ${linked.player_name}`);
    expect(await page.getByText(regionLabel(linked.region), { exact: true }).count()).toBe(1);
    for (const alt of alts[linked.player_name]!) expect(await page.getByText(/^Also plays as /).innerText()).toContain(alt);

    expect(await shownBests(page, 'five_man')).toEqual(leaderboardBests(linked, 'five_man'));
    const standing = page.locator('dl').filter({ hasText: 'Leaderboard rank' });
    expect(await standing.innerText()).toContain(`#${linked.role_times.five_man.rank}`);
    expect(await standing.innerText()).toContain(formatTime(linked.role_times.five_man.average_time));
    await page.getByRole('link', { name: /^Leech/ }).click();
    await bestsTable(page, 'leech').waitFor();
    expect(await shownBests(page, 'leech')).toEqual(leaderboardBests(linked, 'leech'));
    expect(new URL(page.url()).searchParams.get('format')).toBe('leech');
  });

  it("opens a linked character's page as its user's, named after the main account", async () => {
    const alt = alts[linked.player_name]![0]!;
    const { page } = await openPlayer(alt.toUpperCase());
    await expect.poll(() => heading(page).innerText()).toBe(linked.player_name);
    expect(await shownBests(page, 'five_man')).toEqual(leaderboardBests(linked, 'five_man'));
  });

  it('lists the rounds newest first, 25 a page, and the teammates played with most, each to their page', async () => {
    const { page } = await openPlayer(linked.player_name);
    const own = charactersOf(linked);
    const played = rounds.filter((round) => round.players.some((player) => own.has(player.character_name.toLowerCase())));
    const newestFirst = [...played].sort((a, b) => (b.round_date ?? '').localeCompare(a.round_date ?? '') || b.id - a.id);
    const roundsTable = page.getByRole('table', { name: 'Rounds of this player' });
    const shownIds = () => roundsTable.locator('tbody a[href^="/details/"]').evaluateAll((links) => links.map((a) => Number(a.getAttribute('href')!.split('/')[2])));
    expect(await shownIds()).toEqual(newestFirst.slice(0, 25).map((round) => round.id));
    await expect.poll(() => page.getByText(/^1–25 of \d+$/).innerText()).toBe(`1–25 of ${played.length}`);
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect.poll(shownIds).toEqual(newestFirst.slice(25, 50).map((round) => round.id));
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');

    const counts = new Map<string, number>();
    for (const round of played) {
      for (const player of round.players) {
        if (!own.has(player.character_name.toLowerCase())) counts.set(player.character_name.toLowerCase(), (counts.get(player.character_name.toLowerCase()) ?? 0) + 1);
      }
    }
    const most = Math.max(...counts.values());
    const teammates = page.getByRole('region', { name: 'Teammates' }).getByRole('listitem');
    expect(await teammates.count()).toBe(Math.min(10, counts.size));
    expect(await teammates.first().innerText()).toContain(`${most} rounds`);
    const mate = await teammates.first().getByRole('link').innerText();
    await teammates.first().getByRole('link').click();
    await expect.poll(() => heading(page).innerText(), { timeout: 15_000 }).not.toBe(linked.player_name);
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`/player/${mate}`);
  });

  it('opens from an expanded Round Times row, from Round Details, and from what the search box offers', async () => {
    const round = rounds.find((r) => r.format === 'five_man')!;
    const player = round.players[0]!.character_name;
    const { context, page } = await openApp(suite.browser, suite.site.server, `/round-times?expand=all&search=${encodeURIComponent(player)}`);
    suite.track(context);
    await page.getByRole('table', { name: 'Rounds' }).getByRole('list', { name: /^Players of round/ }).first().getByRole('link', { name: player, exact: true }).first().click();
    await page.waitForURL(`**/player/${encodeURIComponent(player)}`);
    await bestsTable(page, 'five_man').waitFor({ timeout: 30_000 });

    await page.goto(`${suite.site.server.baseUrl}/details/${round.id}`);
    await page.getByRole('region', { name: 'Team' }).getByRole('link', { name: player, exact: true }).click();
    await page.waitForURL(`**/player/${encodeURIComponent(player)}`);
    await bestsTable(page, 'five_man').waitFor({ timeout: 30_000 });

    await page.goto(`${suite.site.server.baseUrl}/round-times`);
    await appTakenOver(page);
    await copyComplete(page);
    await page.getByRole('searchbox', { name: 'Search Player' }).fill(player.slice(0, -1));
    const offered = page.getByRole('navigation', { name: 'Matching players' });
    await offered.getByRole('link', { name: player, exact: true }).click();
    await page.waitForURL(`**/player/${encodeURIComponent(player)}`);
    await bestsTable(page, 'five_man').waitFor({ timeout: 30_000 });
  });

  it("opens from your Account page, and from an admin's user row", async () => {
    const token = await suite.site.signIn({ id: linkedUser.discord_id, username: linkedUser.discord_username });
    const { context, page } = await openApp(suite.browser, suite.site.server, '/account', { token });
    suite.track(context);
    await page.getByRole('link', { name: `Your player page: ${linked.player_name}` }).click();
    await page.waitForURL(`**/player/${encodeURIComponent(linked.player_name)}`);
    await expect.poll(() => heading(page).innerText(), { timeout: 30_000 }).toBe(linked.player_name);

    const panel = await openAdminPanel(suite.browser, suite.site);
    suite.track(panel.context);
    const users = panel.page.getByRole('region', { name: 'User Management' });
    await users.getByRole('searchbox').fill(linked.player_name);
    await users.getByRole('link', { name: linked.player_name, exact: true }).click();
    await panel.page.waitForURL(`**/player/${encodeURIComponent(linked.player_name)}`);
    await expect.poll(() => heading(panel.page).innerText(), { timeout: 30_000 }).toBe(linked.player_name);
  });

  it('draws each role\'s PB progression; the chart read point by point agrees with "Show as table"', async () => {
    const { page } = await openPlayer(linked.player_name);
    const chart = page.getByRole('application', { name: /5 Man personal bests over time: chart/ });
    await chart.waitFor({ timeout: 20_000 });
    const showTable = page.getByRole('region', { name: 'Personal bests' }).getByRole('button', { name: 'Show as table' });
    await showTable.click();
    const rows = await page
      .getByRole('table', { name: '5 Man personal bests over time' })
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent!.trim())));
    await showTable.click();
    await chart.focus();
    await page.keyboard.press('Home');
    const tooltip = page.getByRole('status').filter({ hasText: /\d:\d\d\.\d/ });
    const shown = async () => (await tooltip.innerText()).replace(/\s+/g, ' ').trim();
    const read = [await shown()];
    // Point by point: each ArrowRight moves the tooltip on, and End lands on the last point read.
    while (read.length < rows.length) {
      await page.keyboard.press('ArrowRight');
      await expect.poll(shown).not.toBe(read.at(-1));
      read.push(await shown());
    }
    await page.keyboard.press('End');
    await expect.poll(shown).toBe(read.at(-1));
    expect(rows.length).toBe(read.length);
    rows.forEach(([role, time, date], i) => {
      expect(read[i]).toContain(role);
      expect(read[i]).toContain(time);
      expect(read[i]).toContain(date);
    });
    // The last step of each role is its PB.
    const bests = await shownBests(page, 'five_man');
    for (const [role, time] of Object.entries(bests)) expect(rows.filter((row) => row[0] === role).at(-1)?.[1]).toBe(time);
  });

  /** The wave splits table as shown: one row of cell texts per wave. */
  const shownSplits = (page: Page) =>
    page
      .getByRole('table', { name: /wave splits from \d+ rounds?$/ })
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent!.trim())));

  /** The same rows, worked out here from the API's rounds: the player's scroller rounds of 5 Man, in `role` if given. */
  function expectedSplits(entry: LeaderboardEntry, role?: string) {
    const own = charactersOf(entry);
    const read = rounds.filter(
      (round) => round.format === 'five_man' && round.scroller && round.players.some((player) => own.has(player.character_name.toLowerCase()) && (!role || player.role === role)),
    );
    const rows = Array.from({ length: 10 }, (_, i) => {
      const splits = read.flatMap((round) => round.wave_data.filter((wave) => wave.wave_number === i + 1));
      const times = splits.map((wave) => wave.wave_time);
      const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
      const spread = Math.sqrt(times.reduce((sum, t) => sum + (t - mean) ** 2, 0) / times.length);
      const qs = splits.flatMap((wave) => (wave.qs_time == null ? [] : [wave.qs_time]));
      const told = splits.filter((wave) => wave.good_premove != null);
      return [
        String(i + 1),
        `${Math.min(...times).toFixed(1)} s`,
        `${mean.toFixed(1)} s`,
        `±${spread.toFixed(1)} s`,
        String(times.length),
        i === 0 || qs.length === 0 ? '–' : (qs.reduce((sum, t) => sum + t, 0) / qs.length).toFixed(1),
        i === 0 || told.length === 0 ? '–' : `${Math.round((told.filter((wave) => wave.good_premove).length / told.length) * 100)}%`,
      ];
    });
    const sumOfBest = rows.reduce((sum, row) => sum + Math.round(Number.parseFloat(row[1]!) * 10), 0) / 10;
    const pb = Math.min(...read.map((round) => round.round_time));
    const bests = rows.map((row) => Number.parseFloat(row[1]!));
    return { rows, bests, read: read.length, sumOfBest: formatTime(sumOfBest), pb: formatTime(pb), timeToSave: `${(Math.round((pb - sumOfBest) * 10) / 10).toFixed(1)} s` };
  }

  it("shows where the player loses time: each wave's splits over their scroller rounds, the sum of best, the PB and the time to save, by role", async () => {
    const { page } = await openPlayer(linked.player_name);
    const splits = page.getByRole('region', { name: 'Wave splits' });
    const all = expectedSplits(linked);
    await expect.poll(() => shownSplits(page), { timeout: 20_000 }).toEqual(all.rows);
    expect(await page.getByRole('table', { name: `5 Man wave splits from ${all.read} rounds` }).count()).toBe(1);
    expect(await page.getByTestId('player-sum-of-best').innerText()).toBe(all.sumOfBest);
    expect(await page.getByTestId('player-splits-pb').innerText()).toBe(all.pb);
    expect(await page.getByTestId('player-time-to-save').innerText()).toBe(all.timeToSave);

    const own = charactersOf(linked);
    const role = rounds.find((round) => round.format === 'five_man' && round.scroller && round.players.some((player) => own.has(player.character_name.toLowerCase())))!.players.find((player) =>
      own.has(player.character_name.toLowerCase()),
    )!.role;
    // Everything above the select drawn first (the PB chart loads apart): nothing moves it under the pointer.
    await page.getByRole('application', { name: /5 Man personal bests over time: chart/ }).waitFor({ timeout: 20_000 });
    await splits.getByRole('button', { name: /^All roles/ }).click();
    await page.getByRole('option', { name: role, exact: true }).click();
    const inRole = expectedSplits(linked, role);
    await expect.poll(() => shownSplits(page)).toEqual(inRole.rows);
    expect(new URL(page.url()).searchParams.get('role')).toBe(role);
    expect(await page.getByTestId('player-splits-pb').innerText()).toBe(inRole.pb);
    expect(await page.getByTestId('player-sum-of-best').innerText()).toBe(inRole.sumOfBest);

    // A wave's splits over time: as many points in its table as the role's dated rounds with that wave.
    await splits.getByRole('button', { name: /^Wave 1/ }).click();
    await page.getByRole('option', { name: 'Wave 4', exact: true }).click();
    await splits.getByRole('application', { name: /5 Man Wave 4 splits over time: chart/ }).waitFor({ timeout: 20_000 });
    await splits.getByRole('button', { name: 'Show as table' }).click();
    const steps = splits.getByRole('table', { name: '5 Man Wave 4 splits over time' }).locator('tbody tr');
    await expect.poll(() => steps.count()).toBeGreaterThan(0);
    // Its last step is the wave's best.
    expect(await steps.last().innerText()).toContain(formatTime(inRole.bests[3]));
  });

  it('opens offline from the device once its copy is in', async () => {
    const { context, page } = await openPlayer(linked.player_name);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    await copyComplete(page);
    const online = await shownBests(page, 'five_man');
    await context.setOffline(true);
    await page.reload();
    await bestsTable(page, 'five_man').waitFor({ timeout: 30_000 });
    expect(await shownBests(page, 'five_man')).toEqual(online);
    expect(await heading(page).innerText()).toBe(linked.player_name);
    await expect.poll(() => shownSplits(page), { timeout: 20_000 }).toEqual(expectedSplits(linked).rows);
  });

  it('says so for a name no round or account knows, with a way back', async () => {
    const { context, page } = await openApp(suite.browser, suite.site.server, '/player/Nobody%20Here');
    suite.track(context);
    await expect.poll(() => page.getByRole('alert').innerText(), { timeout: 30_000 }).toBe('No rounds recorded for Nobody Here.');
    await page.getByRole('link', { name: 'Back to Round Times' }).click();
    await page.waitForURL('**/round-times');
  });

  it('fits a phone and a desktop, dark and light, without sideways scrolling, with no serious accessibility violations, chart and table', async () => {
    const { page } = await openPlayer(linked.player_name);
    const charts = page.getByRole('application', { name: /chart/ });
    const showTables = page.getByRole('button', { name: 'Show as table' });
    const tables = page.getByRole('table', { name: /over time$/ });
    await expect.poll(() => charts.count(), { timeout: 20_000 }).toBe(2);
    for (const look of LOOKS) {
      await showIn(page, look);
      await expect.poll(() => charts.count()).toBe(2);
      await expectFitsAndAccessible(page, look);
      for (const button of await showTables.all()) await button.click();
      await expect.poll(() => tables.count()).toBe(2);
      expect(await seriousViolations(page), lookName(look)).toEqual([]);
      for (const button of await showTables.all()) await button.click();
      await expect.poll(() => tables.count()).toBe(0);
    }
  });
});
