import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { HELP_IMAGES, helpImagePath, type ColorScheme, type HelpImage } from '../app/screens/faq/content/helpImages';
import { launchBrowser } from '../test/support/browser';
import { startDemoSite } from '../test/support/app';
import type { TestServer } from '../test/support/server';
import { shrinkPng } from './png';

/**
 * The FAQ's help images (`npm run help-images`; commit the PNGs): screenshots of the built app on a
 * demo-seeded server of its own, in both themes, cropped to the part each answer talks about. Shot at
 * twice the CSS size and at most MAX_CSS_WIDTH wide, so no file is wider than 1000 pixels.
 */
const publicDir = path.resolve(import.meta.dirname, '..', 'public');
const SCALE = 2;
const MAX_CSS_WIDTH = 500;
const MARGIN = 8;
const HIGHLIGHT = '#ff6b3d';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The smallest box around all of them, plus a margin, no wider than MAX_CSS_WIDTH. */
function around(boxes: Box[]): Box {
  const x = Math.max(0, Math.min(...boxes.map((b) => b.x)) - MARGIN);
  const y = Math.max(0, Math.min(...boxes.map((b) => b.y)) - MARGIN);
  const right = Math.max(...boxes.map((b) => b.x + b.width)) + MARGIN;
  const bottom = Math.max(...boxes.map((b) => b.y + b.height)) + MARGIN;
  return { x, y, width: Math.min(right - x, MAX_CSS_WIDTH), height: bottom - y };
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`not visible: ${locator}`);
  return box;
}

/** A demo player with several characters, so the main-account list has something to show. */
async function signInDemoPlayer(server: TestServer): Promise<string> {
  const player = await server.app
    .db('users')
    .join('accounts', 'accounts.user_id', 'users.id')
    .groupBy('users.id', 'users.discord_id', 'users.discord_username')
    .havingRaw('count(*) >= 3')
    .orderBy('users.id')
    .first<{ discord_id: string; discord_username: string }>('users.discord_id', 'users.discord_username');
  if (!player) throw new Error('the demo data has no player with three characters');
  return server.signIn(player.discord_username, player.discord_id);
}

/** Tall enough that the main-account list opens below its select, as it does for most readers. */
const VIEWPORT_HEIGHT = 1400;
/** Narrow as a large phone, so the cards stay legible in the FAQ on a phone, yet wide enough for the masked key on one line. */
const ACCOUNT_WIDTH = 460;

async function openPage(browser: Browser, server: TestServer, pathname: string, scheme: ColorScheme, width: number, token?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: VIEWPORT_HEIGHT }, deviceScaleFactor: SCALE, colorScheme: scheme });
  if (token) await context.addInitScript((t) => localStorage.setItem('token', t), token);
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}${pathname}`);
  return page;
}

/** The Account page's heading and key, for when its cards are not there to crop to. */
async function accountFallback(page: Page, card: string): Promise<Box> {
  console.warn(`The Account page has no '${card}' card: shooting its heading and key instead.`);
  return around([await boxOf(page.getByRole('heading', { level: 1 })), await boxOf(page.locator('code').first())]);
}

const SHOTS: Record<HelpImage, (browser: Browser, server: TestServer, scheme: ColorScheme, token: string) => Promise<{ page: Page; clip: Box }>> = {
  // The desktop navigation, from the Leaderboard tab to the Login button: small enough to read on a phone.
  'sign-in': async (browser, server, scheme) => {
    const page = await openPage(browser, server, '/faq', scheme, 660);
    const login = page.getByRole('button', { name: 'Login' });
    await login.waitFor();
    await login.evaluate((el, color) => Object.assign((el as HTMLElement).style, { outline: `3px solid ${color}`, outlineOffset: '3px' }), HIGHLIGHT);
    const header = await boxOf(page.locator('header'));
    const tab = await boxOf(page.getByRole('link', { name: 'Leaderboard' }));
    const clip = around([tab, await boxOf(login)]);
    return { page, clip: { ...clip, y: header.y, height: header.height } };
  },
  'uuid-key': async (browser, server, scheme, token) => {
    const page = await openPage(browser, server, '/account', scheme, ACCOUNT_WIDTH, token);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const card = page.getByRole('region', { name: 'UUID Key' });
    return { page, clip: (await card.count()) ? around([await boxOf(card)]) : await accountFallback(page, 'UUID Key') };
  },
  'main-account': async (browser, server, scheme, token) => {
    const page = await openPage(browser, server, '/account', scheme, ACCOUNT_WIDTH, token);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const card = page.getByRole('region', { name: 'Main Linked Account' });
    if (!(await card.count())) return { page, clip: await accountFallback(page, 'Main Linked Account') };
    // The open list reaches past the card: the cards beside it would peek out around it.
    await card.evaluate((el) => {
      for (const other of el.parentElement?.children ?? []) if (other !== el) (other as HTMLElement).style.visibility = 'hidden';
    });
    await card.getByRole('button', { name: /Main account/ }).click();
    const list = page.getByRole('listbox');
    await list.waitFor();
    return { page, clip: around([await boxOf(card), await boxOf(list)]) };
  },
};

const server = await startDemoSite();
const browser = await launchBrowser();
try {
  const token = await signInDemoPlayer(server);
  for (const image of HELP_IMAGES) {
    for (const scheme of ['dark', 'light'] as const) {
      const { page, clip } = await SHOTS[image](browser, server, scheme, token);
      await page.evaluate(() => document.fonts.ready);
      const file = path.join(publicDir, helpImagePath(image, scheme));
      await page.screenshot({ path: file, clip, animations: 'disabled' });
      const bytes = shrinkPng(file);
      console.log(`public${helpImagePath(image, scheme)} ${Math.round(clip.width * SCALE)}×${Math.round(clip.height * SCALE)}, ${(bytes / 1024).toFixed(1)} KB`);
      await page.context().close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
