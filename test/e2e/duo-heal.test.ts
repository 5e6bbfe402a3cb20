import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ROLES_BY_FORMAT } from '../../domain/constants';
import { ROLE_COLORS } from '../../domain/roles';
import { formatTime } from '../../domain/time';
import { duoHealRound, fiveManRound, leechRound } from '../fixtures/rounds';
import { siteInChromium } from '../support/browser';
import { openApp } from '../support/app';
import { startServer } from '../support/server';
import { submitRound } from '../support/api';
import { formatSelect, roundsTable } from '../support/controls';

const DUO_HEAL_ROLES = ['Attacker', '2nd Healer', 'Main Healer', 'Collector', 'Defender'];

/** A site with one round of each format and a second, slower duo heal round to compare with. */
async function startFormatsSite() {
  const server = await startServer('sqlite', { STATIC_DIR: 'dist' });
  const admin = await server.signInAdmin();
  const submit = (body: unknown) => submitRound(server, admin, body);
  const replay = { '1': { '0': [{ x: 20, y: 30, type: '2nd Healer' }, { x: 24, y: 30, type: 'Main Healer' }], '1': [{ x: 21, y: 30, type: '2nd Healer' }, { x: 24, y: 31, type: 'Main Healer' }] } };
  const ids = {
    duoHeal: await submit(duoHealRound({ replay_data: replay })),
    slowerDuoHeal: await submit(duoHealRound({ round_time: 681, round_date: '2026-04-20T19:00:00.000Z' })),
    fiveMan: await submit(fiveManRound()),
    leech: await submit(leechRound()),
  };
  return Object.assign(server, { ids });
}

describe('Duo Heal in Chromium', () => {
  const suite = siteInChromium(startFormatsSite);
  let ids: Awaited<ReturnType<typeof startFormatsSite>>['ids'];

  beforeAll(() => {
    ids = suite.site.ids;
  });

  async function open(pathname: string, width: number, height: number): Promise<Page> {
    const { context, page } = await openApp(suite.browser, suite.site, pathname, { width, height });
    suite.track(context);
    return page;
  }
  const rowOf = (page: Page, id: number) => roundsTable(page).locator('tbody tr', { has: page.locator(`a[href="/details/${id}"]`) });
  const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
  /** Role chips in order, each with its colour name. */
  const roleChips = (page: Page, scope: ReturnType<Page['getByRole']>) =>
    scope.locator('[data-role-color]').evaluateAll((chips) => chips.map((chip) => [chip.textContent, chip.getAttribute('data-role-color')]));

  describe.each([
    ['a phone', 390, 844],
    ['a desktop', 1280, 900],
  ] as const)('on %s', (_, width, height) => {
    it('offers Duo Heal after Leech; its rows carry the format, the WR badge and the team in the plugin\'s role order', async () => {
      const page = await open('/round-times', width, height);
      await rowOf(page, ids.leech).waitFor();
      await formatSelect(page).click();
      expect(await page.getByRole('option').allInnerTexts()).toEqual(['All Formats', '5 Man', 'Leech', 'Duo Heal']);
      await page.getByRole('option', { name: 'Duo Heal', exact: true }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('format')).toBe('duo_heal');
      await expect.poll(() => roundsTable(page).locator('a[href^="/details/"]').allInnerTexts()).toEqual([formatTime(668.4), formatTime(681)]);

      const fastest = rowOf(page, ids.duoHeal);
      expect(await fastest.innerText()).toContain('Duo Heal');
      expect(await fastest.locator('[data-tone="accent"]').innerText()).toBe('WR');
      expect(await rowOf(page, ids.slowerDuoHeal).locator('[data-tone="accent"]').count()).toBe(0);
      // The same team in both rounds: each player's personal best in their duo heal role is the faster one.
      expect(await fastest.locator('[data-tone="muted"]').innerText()).toBe('PB');
      expect(await rowOf(page, ids.slowerDuoHeal).locator('[data-tone="muted"]').count()).toBe(0);

      await roundsTable(page).getByRole('button', { name: `Players of round #${ids.duoHeal}` }).click();
      const team = roundsTable(page).getByRole('list', { name: `Players of round #${ids.duoHeal}` });
      expect(await roleChips(page, team)).toEqual(DUO_HEAL_ROLES.map((role) => [role, role.includes('Healer') ? 'green' : ROLE_COLORS[role as 'Attacker'].name]));
      expect(await noSidewaysScroll(page)).toBe(true);
    });

    it('shows a duo heal round\'s details: its format, its team in role order, compared with the other duo heal round', async () => {
      const page = await open(`/details/${ids.duoHeal}`, width, height);
      const summary = page.getByRole('region', { name: 'Summary', exact: true });
      await summary.waitFor();
      expect(await summary.locator('dt', { hasText: /^Format$/ }).locator('xpath=following-sibling::dd[1]').innerText()).toBe('Duo Heal');
      const team = page.getByRole('region', { name: 'Team', exact: true });
      expect(await roleChips(page, team)).toEqual(ROLES_BY_FORMAT.duo_heal.map((role) => [role, ROLE_COLORS[role].name]));
      const names = ['Duo Att', 'Duo Second', 'Duo Main', 'Duo Coll', 'Duo Def'];
      const items = await team.getByRole('listitem').allInnerTexts();
      expect(items.map((text, i) => text.includes(names[i]!))).toEqual(names.map(() => true));

      await page.getByRole('button', { name: 'Compare', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Compare with another round' });
      // The candidates come with the device's first sync, which a page opened straight on a round may still be waiting for.
      const first = dialog.getByRole('option').first();
      await expect.poll(() => first.innerText()).toContain('Duo Heal');
      await first.click();
      await expect.poll(() => page.getByTestId('comparison').innerText()).toBe(`Compared with ${formatTime(681)} · Duo Heal`);
      expect(await noSidewaysScroll(page)).toBe(true);
    });
  });

  it("names both healers in the replay's legend and its summary says Duo Heal", async () => {
    const page = await open(`/replay/${ids.duoHeal}`, 1280, 900);
    const legend = page.getByRole('region', { name: 'Legend' });
    await legend.waitFor();
    const team = await legend.locator('li[data-kind]').evaluateAll((items) => items.map((item) => item.getAttribute('data-kind')));
    expect(team).toEqual(expect.arrayContaining(['2nd Healer', 'Main Healer']));
    const summary = await page.getByRole('link', { name: 'Round details' }).locator('xpath=..').innerText();
    expect(summary).toMatch(/^Duo Heal · 11:08\.4 · /);
  });
});
