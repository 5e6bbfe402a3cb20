import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FakeDiscord } from '../fakes/discord';
import { appTakenOver } from '../support/app';
import { siteInChromium } from '../support/browser';
import { startServer, type TestServer } from '../support/server';
import { finishSignIn, nextHop, startSignIn } from '../support/signIn';
import { fiveManRound, leechRound } from '../fixtures/rounds';
import { snackbar } from '../support/controls';

const ADMIN_ID = '700000000000000001';

/** The built app signing in through a fake Discord, whose next sign-in is the site's admin. */
async function startDiscordSite(): Promise<{ server: TestServer; discord: FakeDiscord; stop(): Promise<void> }> {
  const discord = await new FakeDiscord().start();
  const server = await startServer('sqlite', { STATIC_DIR: 'dist', ...discord.env(), ADMIN_DISCORD_IDS: ADMIN_ID });
  discord.nextUser = { id: ADMIN_ID, username: 'site_admin' };
  return {
    server,
    discord,
    async stop() {
      await server.stop();
      await discord.stop();
    },
  };
}

describe('the app shell in Chromium', () => {
  const suite = siteInChromium(startDiscordSite);
  let admin: string;

  beforeAll(async () => {
    // Discord is configured, so the harness's development sign-in is off: make the admin through Discord.
    admin = await signInThroughDiscord();
    await suite.site.server.request('POST', '/api/v1/rounds/', { token: admin, body: fiveManRound({ round_time: 612.6 }) });
    await suite.site.server.request('POST', '/api/v1/rounds/', { token: admin, body: leechRound({ round_time: 690 }) });
  });

  async function signInThroughDiscord(): Promise<string> {
    const started = await startSignIn(suite.site.server.baseUrl);
    return finishSignIn(suite.site.server.baseUrl, await nextHop(await nextHop(started.url)), started.verifier);
  }

  async function openPage(path: string): Promise<Page> {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.site.server.baseUrl}${path}`);
    await appTakenOver(page);
    return page;
  }

  it('redirects / to Round Times, syncs on first visit and shows the rounds with the page title', async () => {
    const page = await openPage('/');
    await page.waitForURL(`${suite.site.server.baseUrl}/round-times`);
    const rows = page.getByRole('table', { name: 'Rounds' }).locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(2);
    expect(await page.title()).toBe('BA Times | Round Times');
    await expect.poll(() => page.getByTestId('last-synced').innerText()).toMatch(/Last synced just now/);
    await page.close();
  });

  it('shows a round added on the server without a reload, and drops one deleted there', async () => {
    const page = await openPage('/round-times');
    const rows = page.getByRole('table', { name: 'Rounds' }).locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(2);
    const created = await suite.site.server.request('POST', '/api/v1/rounds/', { token: admin, body: leechRound({ round_time: 655.2 }) });
    await expect.poll(() => rows.count(), { timeout: 8_000 }).toBe(3);
    await suite.site.server.request('DELETE', `/api/v1/rounds/${created.body.data.id}/`, { token: admin });
    await expect.poll(() => rows.count(), { timeout: 8_000 }).toBe(2);
    await page.close();
  });

  it('reloads Round Times and opens the Leaderboard offline, with the synced data', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${suite.site.server.baseUrl}/round-times`);
    const rows = page.getByRole('table', { name: 'Rounds' }).locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(2);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.goto(`${suite.site.server.baseUrl}/leaderboard`);
    await expect.poll(() => page.getByRole('table', { name: 'Players' }).locator('tbody tr').count(), { timeout: 10_000 }).toBeGreaterThan(0);

    await context.setOffline(true);
    await page.goto(`${suite.site.server.baseUrl}/round-times`);
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(2);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'You are offline.' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Login' }).isDisabled()).toBe(true);
    await page.goto(`${suite.site.server.baseUrl}/leaderboard`);
    await expect.poll(() => page.getByRole('table', { name: 'Players' }).locator('tbody tr').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await context.close();
  });

  it('titles every route, and answers an unknown path with a not-found page', async () => {
    const page = await openPage('/leaderboard');
    await expect.poll(() => page.title()).toBe('BA Times | Player Leaderboard');
    await page.goto(`${suite.site.server.baseUrl}/faq`);
    await expect.poll(() => page.title()).toBe('BA Times | Frequently Asked Questions');
    await page.goto(`${suite.site.server.baseUrl}/no/such/page`);
    await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).isVisible()).toBe(true);
    expect(await page.title()).toBe('BA Times');
    await page.close();
  });

  it('warns a visitor away from /account and a non-admin away from /admin', async () => {
    const page = await openPage('/account');
    await page.waitForURL(`${suite.site.server.baseUrl}/round-times`);
    await expect.poll(() => snackbar(page).innerText()).toContain('Please login to access this page.');

    suite.site.discord.nextUser = { id: '700000000000000002', username: 'plain_player' };
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${suite.site.server.baseUrl}/account`);
    await page.goto(`${suite.site.server.baseUrl}/admin`);
    await page.waitForURL(`${suite.site.server.baseUrl}/round-times`);
    await expect.poll(() => snackbar(page).innerText()).toContain('Unauthorized!');
    await page.close();
  });

  it('signs in through Discord into the user menu; the Admin tab shows only for an admin; logout returns to Round Times', async () => {
    suite.site.discord.nextUser = { id: '700000000000000003', username: 'menu_player' };
    const page = await openPage('/round-times');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${suite.site.server.baseUrl}/account`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('menu_player');
    expect(await page.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await page.getByRole('button', { name: 'menu_player' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${suite.site.server.baseUrl}/round-times`);
    await expect.poll(() => page.getByRole('button', { name: 'Login' }).isVisible()).toBe(true);

    suite.site.discord.nextUser = { id: ADMIN_ID, username: 'site_admin' };
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${suite.site.server.baseUrl}/account`);
    await expect.poll(() => page.getByRole('link', { name: 'Admin' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Admin' }).click();
    await page.waitForURL(`${suite.site.server.baseUrl}/admin`);
    await expect.poll(() => page.title()).toBe('BA Times | Admin Panel');
    await page.close();
  });

  it('keeps the session when the answer to who-am-I is cut off or the server is busy', async () => {
    suite.site.discord.nextUser = { id: '700000000000000005', username: 'keeper' };
    const page = await openPage('/round-times');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${suite.site.server.baseUrl}/account`);
    const answers = [
      { status: 200, contentType: 'application/json', body: '{"status":"ok","data":{"id":' },
      { status: 429, contentType: 'application/json', body: JSON.stringify({ status: 'error', error: 'Too many requests.' }) },
    ];
    for (const answer of answers) {
      await page.route('**/api/v1/auth/me', (route) => route.fulfill(answer));
      await page.goto(`${suite.site.server.baseUrl}/account`);
      await page.getByRole('heading', { name: 'keeper', level: 1 }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
      expect(await snackbar(page).count()).toBe(0);
      await page.unroute('**/api/v1/auth/me');
    }
    await page.close();
  });

  it('says the session expired and signs out when the server no longer knows the token', async () => {
    suite.site.discord.nextUser = { id: '700000000000000004', username: 'expiring' };
    const page = await openPage('/round-times');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${suite.site.server.baseUrl}/account`);
    await page.getByRole('link', { name: 'Round Times' }).click();
    await page.waitForURL(`${suite.site.server.baseUrl}/round-times`);
    await suite.site.server.app.db('sessions').delete();
    await page.reload();
    await expect.poll(() => snackbar(page).innerText()).toContain('Your session has expired. Please log in again.');
    await expect.poll(() => page.getByRole('button', { name: 'Login' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.close();
  });
});
