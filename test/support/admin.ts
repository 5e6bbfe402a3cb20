import type { Browser, BrowserContext, Page } from 'playwright-core';
import { FakeDiscord, type FakeDiscordUser } from '../fakes/discord';
import { openApp, startDemoSite, type OpenOptions } from './app';
import { ADMIN_DISCORD_ID, type TestServer } from './server';
import { finishSignIn, nextHop, startSignIn } from './signIn';

export const ADMIN_USERNAME = 'site-admin';

export const ADMIN: FakeDiscordUser = { id: ADMIN_DISCORD_ID, username: ADMIN_USERNAME };

/**
 * The demo site signing in through a fake Discord, whose next sign-in is the site's admin. Discord
 * sign-in turns the development sign-in off, so API calls take their tokens from `signIn` here.
 */
export interface AdminSite {
  server: TestServer;
  discord: FakeDiscord;
  /** A session token for the user, through the same Discord round trip a browser makes. */
  signIn(user: FakeDiscordUser): Promise<string>;
  signInAdmin(): Promise<string>;
  stop(): Promise<void>;
}

export async function startAdminSite(): Promise<AdminSite> {
  const discord = await new FakeDiscord().start();
  discord.nextUser = ADMIN;
  const server = await startDemoSite(discord.env());
  const signIn = async (user: FakeDiscordUser): Promise<string> => {
    const held = discord.nextUser;
    discord.nextUser = user;
    try {
      const started = await startSignIn(server.baseUrl);
      return await finishSignIn(server.baseUrl, await nextHop(await nextHop(started.url)), started.verifier);
    } finally {
      discord.nextUser = held;
    }
  };
  return {
    server,
    discord,
    signIn,
    signInAdmin: () => signIn(ADMIN),
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
export async function openAdminPanelThroughLogin(browser: Browser, site: AdminSite): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openApp(browser, site.server, '/round-times');
  const { page } = opened;
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/account$/, { timeout: 15_000 });
  // Phones fold the tabs into the menu button.
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('link', { name: 'Admin' }).click();
  await adminPanelShown(page);
  return opened;
}

/**
 * A fresh browser on the Admin Panel, holding an admin's session from the same Discord round trip
 * (the way through Login is the Admin Panel suite's own check, above).
 */
export async function openAdminPanel(browser: Browser, site: AdminSite, options: Omit<OpenOptions, 'token'> = {}): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openApp(browser, site.server, '/admin', { ...options, token: await site.signInAdmin() });
  await adminPanelShown(opened.page);
  return opened;
}

const adminPanelShown = (page: Page) => page.getByRole('heading', { level: 1, name: 'Admin Panel' }).waitFor({ timeout: 15_000 });
