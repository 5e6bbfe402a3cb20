import type { Browser, BrowserContext, Page } from 'playwright-core';
import { FakeDiscord } from '../fakes/discord';
import { openApp, startDemoSite, type OpenOptions } from './app';
import { ADMIN_DISCORD_ID, type TestServer } from './server';

export const ADMIN_USERNAME = 'site-admin';

/** The demo site signing in through a fake Discord, whose next sign-in is the site's admin. */
export interface AdminSite {
  server: TestServer;
  discord: FakeDiscord;
  stop(): Promise<void>;
}

export async function startAdminSite(): Promise<AdminSite> {
  const discord = await new FakeDiscord().start();
  discord.nextUser = { id: ADMIN_DISCORD_ID, username: ADMIN_USERNAME };
  const server = await startDemoSite(discord.env());
  return {
    server,
    discord,
    async stop() {
      await server.stop();
      await discord.stop();
    },
  };
}

/**
 * A fresh browser signed in as an admin the way one is in production: Login, Discord's consent,
 * the callback, then the Admin Panel opened from the top navigation.
 */
export async function openAdminPanel(browser: Browser, site: AdminSite, options: Omit<OpenOptions, 'token'> = {}): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openApp(browser, site.server, '/round-times', options);
  const { page } = opened;
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/account$/, { timeout: 15_000 });
  // Phones fold the tabs into the menu button.
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('link', { name: 'Admin' }).click();
  await page.getByRole('heading', { level: 1, name: 'Admin Panel' }).waitFor({ timeout: 15_000 });
  return opened;
}
