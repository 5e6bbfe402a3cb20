import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { FORMAT_LABELS, ROLES_BY_FORMAT, type Format } from '../../domain/constants';
import { compareRoundsByTime } from '../../domain/rank';
import { formatTime } from '../../domain/time';
import type { Round } from '../../domain/types';
import { openApp, seriousViolations, startDemoSite } from '../support/app';
import { siteInChromium } from '../support/browser';
import { copyComplete } from '../support/localData';
import { duoHealRound } from '../fixtures/rounds';
import { expectFitsAndAccessible, lookName, LOOKS, showIn, sidewaysScroll } from '../support/looks';

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

  /** Where each element `locator` matches sits in the window. */
  const boxes = (locator: Locator) => locator.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));

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

  it('shows each team as a card on a phone, its longest names and roles wrapping inside the screen, and a table with its column headers on a desktop', async () => {
    // The fastest Duo Heal team, of names as long as a character's can be, in the widest letter: first in its list.
    const fastest = Math.min(...rounds.filter((round) => round.format === 'duo_heal').map((round) => round.round_time));
    const players = ROLES_BY_FORMAT.duo_heal.map((role, i) => ({ character_name: `WWWWWWWWWWW${i + 1}`, role }));
    const created = await suite.site.request('POST', '/api/v1/rounds/', { token: await suite.site.signInAdmin(), body: duoHealRound({ round_time: fastest - 0.6, players, wave_data: [] }) });
    expect(created.status).toBe(201);
    const { context, page } = await openTeams('/teams?format=duo_heal');
    const table = teamsTable(page, 'duo_heal');
    const rows = table.locator('tbody tr');
    const longTeam = rows.first();
    await expect.poll(() => longTeam.innerText()).toContain(players[0]!.character_name);
    // The frame the table would scroll sideways in.
    const frame = table.locator('xpath=..');
    const headers = table.getByRole('columnheader');
    // What the browser itself tells a screen reader: the table's rows, row headers and column headers.
    const cdp = await context.newCDPSession(page);
    const { result: tableObject } = await cdp.send('Runtime.evaluate', { expression: 'document.querySelector("table")' });
    const readAs = async (role: string) => (await cdp.send('Accessibility.queryAXTree', { objectId: tableObject.objectId, role })).nodes.filter((node) => !node.ignored);

    for (const look of LOOKS) {
      await showIn(page, look);
      await page.screenshot({ path: path.join(os.tmpdir(), `teams-${look.width}-${look.colorScheme}.png`) });
      expect(await sidewaysScroll(page), lookName(look)).toBeLessThanOrEqual(0);
      expect(await frame.evaluate((scroller) => scroller.scrollWidth - scroller.clientWidth), lookName(look)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page, table), lookName(look)).toEqual([]);
      const teams = await rows.count();
      expect((await readAs('rowheader')).length, lookName(look)).toBe(teams);
      expect((await readAs('row')).length, lookName(look)).toBe(teams + 1);
      expect((await readAs('columnheader')).map((node) => String(node.name?.value).toLowerCase()), lookName(look)).toEqual(expect.arrayContaining(['rank', 'team', 'best', 'rounds']));
      const labels = await longTeam.locator('td[data-label]').evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content));

      if (look.form === 'phone') {
        // One card per team, stacked, each inside the frame, each figure labelled where the column headers are hidden.
        const [frameBox] = await boxes(frame);
        const cards = await boxes(rows);
        for (const card of cards) {
          expect(card.left, lookName(look)).toBeGreaterThanOrEqual(frameBox!.left);
          expect(card.right, lookName(look)).toBeLessThanOrEqual(Math.min(frameBox!.right, look.width));
        }
        cards.slice(1).forEach((card, i) => expect(card.top, lookName(look)).toBeGreaterThan(cards[i]!.bottom));
        const [headerRow] = await boxes(table.locator('thead'));
        expect(headerRow!.width, lookName(look)).toBeLessThanOrEqual(1);
        expect(labels, lookName(look)).toEqual(['"Rank "', '"Best "', '"Rounds "']);
        // Every member's role and name inside the card; the longest names go under their roles rather than out of it.
        const [cardBox] = await boxes(longTeam);
        const members = await longTeam.getByRole('listitem').evaluateAll((items) =>
          items.map((item) => {
            const [role, name] = [item.firstElementChild!, item.querySelector('a')!].map((element) => element.getBoundingClientRect());
            return { text: (item as HTMLElement).innerText.replace(/\s+/g, ' ').trim(), right: Math.max(role!.right, name!.right), wrapped: name!.top >= role!.bottom };
          }),
        );
        expect(members.map((member) => member.text), lookName(look)).toEqual(players.map((player) => `${player.role} ${player.character_name}`));
        for (const member of members) expect(member.right, lookName(look)).toBeLessThanOrEqual(cardBox!.right);
        expect(members.some((member) => member.wrapped), lookName(look)).toBe(true);
      } else {
        // A table: every column's header shown above it, each team's figures on the one line of its row.
        expect(await headers.allTextContents(), lookName(look)).toEqual(['Rank', 'Team', 'Best', 'Rounds', 'First played', 'Last played']);
        expect((await boxes(headers)).every((header) => header.width > 1), lookName(look)).toBe(true);
        expect(labels, lookName(look)).toEqual(['none', 'none', 'none']);
        expect(new Set((await boxes(longTeam.locator('th, td'))).map((cell) => cell.top)).size, lookName(look)).toBe(1);
      }
    }
    await context.close();
  });
});
