import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { findSuspiciousRounds } from '../../domain/suspicious';
import type { Round } from '../../domain/types';
import { fiveManRound } from '../fixtures/rounds';
import { openAdminPanel, openAdminPanelThroughLogin, startAdminSite } from '../support/admin';
import { openApp } from '../support/app';
import { siteInChromium } from '../support/browser';

describe('the Admin Panel in Chromium', () => {
  const suite = siteInChromium(startAdminSite);
  let admin: string;

  beforeAll(async () => {
    admin = await suite.site.signInAdmin();
  });

  async function panel(): Promise<Page> {
    const { context, page } = await openAdminPanel(suite.browser, suite.site);
    suite.track(context);
    return page;
  }
  const suspiciousCard = (page: Page) => page.getByRole('region', { name: 'Potentially Suspicious Runs' });
  /** Round ids listed in the suspicious card, in order. */
  const listedIds = (page: Page) =>
    suspiciousCard(page)
      .locator('tbody tr a[href^="/details/"]')
      .evaluateAll((links) => links.map((a) => Number(a.getAttribute('href')!.split('/').pop())));
  const allRounds = async (): Promise<Round[]> => (await suite.site.server.request('GET', '/api/v1/rounds/')).body.data.data;

  it('shows its tools in order, under the Admin tab reached through Login, the rounds awaiting review first', async () => {
    const { context, page } = await openAdminPanelThroughLogin(suite.browser, suite.site);
    suite.track(context);
    expect(await page.title()).toBe('BA Times | Admin Panel');
    expect(await page.getByRole('link', { name: 'Admin' }).getAttribute('aria-current')).toBe('page');
    const titles = await page.locator('main h2').allInnerTexts();
    expect(titles.slice(0, 5)).toEqual(['Round Review', 'Submit Round', 'Potentially Suspicious Runs', 'API Key Management', 'User Management']);
  });

  it('lists exactly the recent runs the suspicious rules flag, each saying why', async () => {
    const expected = findSuspiciousRounds(await allRounds(), Date.now());
    expect(expected.size).toBeGreaterThan(0);
    const page = await panel();
    await expect.poll(() => listedIds(page), { timeout: 30_000 }).toHaveLength(Math.min(expected.size, 25));
    const listed = await listedIds(page);
    expect(listed.every((id) => expected.has(id))).toBe(true);
    expect(await suspiciousCard(page).getByText(new RegExp(`^1–${Math.min(expected.size, 25)} of ${expected.size}$`)).count()).toBe(1);
    // Opened by default: every listed run says which rule it broke.
    expect(await suspiciousCard(page).getByText(/^Flagged: /).count()).toBe(listed.length);
    // Ranked by time, as on Round Times.
    const byId = new Map((await allRounds()).map((round) => [round.id, round]));
    const times = listed.map((id) => byId.get(id)!.round_time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('picks up a flagged run as it arrives, and deletes it after confirming', async () => {
    const page = await panel();
    await expect.poll(() => listedIds(page), { timeout: 30_000 }).not.toHaveLength(0);
    // A never-seen team under 11:00 and off the tick grid: flagged on two counts.
    const body = fiveManRound({ round_time: 575.5, round_date: new Date().toISOString() });
    body.players = body.players.map((player, i) => ({ ...player, character_name: `Fresh Face ${i}` }));
    const created = await suite.site.server.request('POST', '/api/v1/rounds/', { token: admin, body });
    expect(created.status).toBe(201);
    const id: number = created.body.data.id;

    await expect.poll(() => listedIds(page), { timeout: 30_000 }).toContain(id);
    const row = suspiciousCard(page).locator('tbody tr', { has: page.locator(`a[href="/details/${id}"]`) });
    const details = suspiciousCard(page).getByRole('list', { name: `Players of round #${id}` }).locator('..');
    expect(await details.innerText()).toContain('Flagged: Under 10:00; Under 11:00 with a team seen in no other round; Not a whole number of 0.6 s ticks');

    await row.getByRole('button', { name: `Delete round #${id}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm' });
    expect(await dialog.innerText()).toContain(`Delete round #${id}?`);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.locator('[data-color="success"]', { hasText: 'Round deleted successfully' }).waitFor();
    await expect.poll(() => listedIds(page), { timeout: 30_000 }).not.toContain(id);
    expect((await suite.site.server.request('GET', `/api/v1/rounds/${id}/`)).status).toBe(404);
  });

  it('refuses a signed-in non-admin every admin call (403) and changes nothing', async () => {
    suite.site.discord.nextUser = { id: '700000000000000042', username: 'curious_player' };
    const { context, page } = await openApp(suite.browser, suite.site.server, '/round-times');
    suite.track(context);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/account$/);
    expect(await page.getByRole('link', { name: 'Admin' }).count()).toBe(0);

    const users: { id: number; role: string; accounts: { id: number }[] }[] = (await suite.site.server.request('GET', '/api/v1/users/all', { token: admin })).body.data;
    const other = users.find((user) => user.role === 'user' && user.accounts.length > 1)!;
    const [round] = await allRounds();
    const tokensBefore = (await suite.site.server.request('GET', '/api/v1/tokens/', { token: admin })).body.data.data.length;
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/v1/tokens/'],
      ['POST', '/api/v1/tokens/', {}],
      ['POST', '/api/v1/tokens/1/disable/'],
      ['GET', '/api/v1/users/all'],
      ['POST', '/api/v1/users/', { discord_id: '123456789', discord_username: 'sneaky' }],
      ['POST', '/api/v1/accounts/', { user_id: other.id, character_name: 'Sneaky Alt' }],
      ['PUT', '/api/v1/users/main-account/', { main_account_id: other.accounts[1]!.id, user_id: other.id }],
      ['PUT', '/api/v1/users/region/', { region: 'EU', user_id: other.id }],
      ['POST', '/api/v1/rounds/', fiveManRound()],
      ['DELETE', `/api/v1/rounds/${round!.id}/`],
    ];
    // Sent from the page with the session it holds, as a curious player's console would.
    const statuses = await page.evaluate(async (list) => {
      const token = localStorage.getItem('token');
      return Promise.all(
        list.map(async ([method, path, body]) => {
          const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
          if (body !== undefined) headers['Content-Type'] = 'application/json';
          const res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
          return res.status;
        }),
      );
    }, calls);
    expect(statuses).toEqual(calls.map(() => 403));

    expect((await suite.site.server.request('GET', `/api/v1/rounds/${round!.id}/`)).status).toBe(200);
    expect((await suite.site.server.request('GET', '/api/v1/tokens/', { token: admin })).body.data.data).toHaveLength(tokensBefore);
    const after: typeof users = (await suite.site.server.request('GET', '/api/v1/users/all', { token: admin })).body.data;
    expect(after).toHaveLength(users.length);
    expect(after.find((user) => user.id === other.id)).toEqual(other);
  });
});
