import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FORMAT_LABELS, type Format } from '../../domain/constants';
import { compareRoundsByTime } from '../../domain/rank';
import { formatTime } from '../../domain/time';
import type { Round } from '../../domain/types';
import { openApp, startDemoSite } from '../support/app';
import { siteInChromium } from '../support/browser';
import { copyComplete } from '../support/localData';
import { expectFitsAndAccessible, LOOKS, showIn } from '../support/looks';

/** A round's team, as the test reads it: its characters' names in lower case, sorted. */
const teamOf = (round: Round): string => round.players.map((player) => player.character_name.toLowerCase()).sort().join(',');

describe('teams in Chromium', () => {
  const suite = siteInChromium(startDemoSite);
  let rounds: Round[];

  beforeAll(async () => {
    rounds = (await suite.site.request('GET', '/api/v1/rounds/')).body.data.data;
  });

  /** The format's fastest round (the earliest of equal times), and every round its team played in the format. */
  function fastestTeam(format: Format): { best: Round; played: Round[] } {
    const ofFormat = rounds.filter((round) => round.format === format);
    const best = [...ofFormat].sort(compareRoundsByTime)[0]!;
    return { best, played: ofFormat.filter((round) => teamOf(round) === teamOf(best)) };
  }

  const teamsTable = (page: Page, format: Format) => page.getByRole('table', { name: `${FORMAT_LABELS[format]} teams by their best time` });

  async function openTeams(path = '/teams') {
    const opened = await openApp(suite.browser, suite.site, path);
    await teamsTable(opened.page, (new URL(path, 'http://x').searchParams.get('format') as Format | null) ?? 'five_man')
      .locator('tbody tr')
      .first()
      .waitFor({ timeout: 30_000 });
    return opened;
  }

  /** The first row as shown: rank, the names, best time and rounds. */
  async function firstRow(page: Page, format: Format) {
    const row = teamsTable(page, format).locator('tbody tr').first();
    const cells = row.locator('td');
    return {
      rank: await cells.nth(0).innerText(),
      names: (await row.locator('th').getByRole('listitem').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim()),
      best: await cells.nth(1).innerText(),
      rounds: await cells.nth(2).innerText(),
    };
  }

  it('is titled Teams, and lists first the team of the fastest round, with its roles in that round, its best and its rounds together', async () => {
    const { context, page } = await openTeams();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Teams');
    await expect.poll(() => page.title()).toBe('BA Times | Teams');
    for (const format of ['five_man', 'leech'] as const) {
      if (format === 'leech') await page.getByRole('group', { name: 'Format' }).getByRole('link', { name: /^Leech/ }).click();
      const { best, played } = fastestTeam(format);
      await expect.poll(() => firstRow(page, format).then((row) => row.best), { timeout: 20_000 }).toBe(formatTime(best.round_time));
      const row = await firstRow(page, format);
      expect(row.rank).toBe('1');
      expect(row.best).toBe(formatTime(best.round_time));
      expect(row.rounds).toBe(String(played.length));
      const expectedNames = best.players.map((player) => `${player.role} ${player.character_name}`).sort();
      expect([...row.names].sort()).toEqual(expectedNames);
    }
    expect(new URL(page.url()).searchParams.get('format')).toBe('leech');
    await context.close();
  });

  it("opens a team's page with its rounds together, its best and its sittings, at any spelling of its address", async () => {
    const { context, page } = await openTeams();
    const { best, played } = fastestTeam('five_man');
    await teamsTable(page, 'five_man').getByRole('link', { name: /^Team page of/ }).first().click();
    await expect.poll(() => page.getByTestId('team-rounds').innerText(), { timeout: 20_000 }).toBe(`${played.length} rounds`);
    const names = best.players.map((player) => player.character_name);
    expect((await page.getByRole('heading', { level: 1 }).innerText()).split(', ').sort()).toEqual([...names].sort());
    expect(await page.getByRole('table', { name: 'Rounds of this team' }).locator('tbody tr').count()).toBe(Math.min(25, played.length));
    // Typed by hand, in another order and case, the address opens the same team.
    const typed = [...names].reverse().map((name, i) => (i % 2 === 0 ? name.toUpperCase() : name)).join(',');
    await page.goto(`${suite.site.baseUrl}/team/${encodeURIComponent(typed)}`);
    await expect.poll(() => page.getByTestId('team-rounds').innerText(), { timeout: 20_000 }).toBe(`${played.length} rounds`);
    await context.close();
  });

  it('is linked from Records and from a player page, which lists the teams the player played in', async () => {
    const { context, page } = await openApp(suite.browser, suite.site, '/records?format=leech');
    await page.getByRole('link', { name: 'Teams: every Leech team by its best time' }).click();
    await teamsTable(page, 'leech').locator('tbody tr').first().waitFor({ timeout: 30_000 });

    const { best, played } = fastestTeam('five_man');
    const player = best.players[0]!.character_name;
    await page.goto(`${suite.site.baseUrl}/player/${encodeURIComponent(player)}`);
    const teams = page.getByRole('list', { name: '5 Man teams of this player' });
    const own = teams.getByRole('listitem').filter({ hasText: `${played.length} round` }).filter({ hasText: formatTime(best.round_time) });
    await expect.poll(() => own.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await own.first().getByRole('link').first().click();
    await expect.poll(() => page.getByTestId('team-rounds').innerText(), { timeout: 20_000 }).toBe(`${played.length} rounds`);
    await context.close();
  });

  it('opens offline from the device once its copy is in', async () => {
    const { context, page } = await openTeams();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    await copyComplete(page);
    const online = await firstRow(page, 'five_man');
    await context.setOffline(true);
    await page.reload();
    await teamsTable(page, 'five_man').locator('tbody tr').first().waitFor({ timeout: 30_000 });
    expect(await firstRow(page, 'five_man')).toEqual(online);
    await teamsTable(page, 'five_man').getByRole('link', { name: /^Team page of/ }).first().click();
    await expect.poll(() => page.getByTestId('team-rounds').innerText(), { timeout: 20_000 }).toBe(online.rounds === '1' ? '1 round' : `${online.rounds} rounds`);
    await context.close();
  });

  it('fits a phone and a desktop, dark and light, without sideways scrolling, with no serious accessibility violations: the list and a team', async () => {
    const { context, page } = await openTeams();
    for (const look of LOOKS) {
      await showIn(page, look);
      await expectFitsAndAccessible(page, look);
    }
    await teamsTable(page, 'five_man').getByRole('link', { name: /^Team page of/ }).first().click();
    await page.getByTestId('team-rounds').waitFor({ timeout: 20_000 });
    await page.getByRole('application', { name: /team best over time: chart/ }).waitFor({ timeout: 20_000 });
    for (const look of LOOKS) {
      await showIn(page, look);
      await expectFitsAndAccessible(page, look);
    }
    await context.close();
  });
});
