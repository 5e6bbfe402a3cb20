import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchProfile, siteInChromium } from '../support/browser';
import { startServer, type TestServer } from '../support/server';
import { appTakenOver, keepParsedHeading, keptParsedHeading, startOneRoundSite } from '../support/app';

const NEW_VERSION_MESSAGE = 'A new version of BA Times is available.';

/** Width and height from a PNG's IHDR chunk, or null when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (!bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** A fresh browser profile on an app path, once the service worker has installed and controls it. */
async function controlledPage(browser: Browser, url: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  // The worker activates only once its precache is complete, then claims the page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  return { context, page };
}

describe('the app as an installable, offline-first PWA', () => {
  const suite = siteInChromium(startOneRoundSite);

  it('serves a valid manifest whose icons are PNGs of their stated sizes', async () => {
    const res = await fetch(`${suite.site.baseUrl}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = await res.json();
    expect(manifest).toMatchObject({ name: 'BA Times', short_name: 'BA Times', start_url: '/round-times', scope: '/', display: 'standalone' });
    expect(manifest.description).toMatch(/Barbarian Assault/);
    expect(manifest.icons.map((i: any) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    expect(manifest.shortcuts.map((s: any) => [s.name, s.url])).toEqual([
      ['Round Times', '/round-times'],
      ['Leaderboard', '/leaderboard'],
    ]);

    const icons = [...manifest.icons, ...manifest.shortcuts.flatMap((s: any) => s.icons)];
    for (const icon of icons) {
      const image = await fetch(new URL(icon.src, suite.site.baseUrl));
      expect(image.headers.get('content-type'), icon.src).toBe('image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(Buffer.from(await image.arrayBuffer())), icon.src).toEqual({ width, height });
    }
  });

  it('serves the worker and the manifest for revalidation, and a missing file as a 404, not the app', async () => {
    for (const file of ['/sw.js', '/manifest.webmanifest']) {
      const res = await suite.site.request('GET', file);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('cache-control'), file).toBe('no-cache');
    }
    for (const file of ['/missing.js.map', '/icons/missing.png', '/assets/missing.js']) {
      const res = await suite.site.request('GET', file);
      expect(res.status, file).toBe(404);
      expect(res.headers.get('content-type') ?? '', file).not.toMatch(/html/);
    }
    for (const appPath of ['/leaderboard', '/details/12', '/index.html']) {
      const res = await suite.site.request('GET', appPath);
      expect(res.status, appPath).toBe(200);
      expect(res.headers.get('content-type'), appPath).toMatch(/^text\/html/);
    }
  });

  it('links its icons in the page, and Chromium finds nothing in the way of installing it', async () => {
    const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-times-profile-'));
    const context = await launchProfile(profileDir);
    try {
      const page = await context.newPage();
      await page.goto(`${suite.site.baseUrl}/round-times`);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
      expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
      expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/icons/icon.svg');
      expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe('/icons/apple-touch-icon-180.png');
      expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#c9a227');

      const cdp = await context.newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.errors).toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      fs.rmSync(profileDir, { recursive: true, force: true });
    }
  });

  it('opens the reloaded page, a deep link and the root offline, from the service worker', async () => {
    const { context, page } = await controlledPage(suite.browser, `${suite.site.baseUrl}/round-times`);
    await expect.poll(() => page.getByTestId('last-synced').innerText(), { timeout: 20_000 }).toMatch(/^Last synced/);
    await context.setOffline(true);

    const reloaded = await page.reload();
    expect(reloaded!.fromServiceWorker()).toBe(true);
    await page.getByRole('heading', { level: 1, name: 'Round Times' }).waitFor();
    expect(await page.title()).toMatch(/^BA Times/);
    // The device's data is dated by its last pull, made online a moment ago.
    await expect
      .poll(() => page.getByRole('status').locator('p', { hasText: 'You are offline.' }).innerText())
      .toBe('You are offline. Showing the data on this device. Last synced just now.');

    const deepLink = await page.goto(`${suite.site.baseUrl}/leaderboard`);
    expect(deepLink!.fromServiceWorker()).toBe(true);
    await page.getByRole('heading', { level: 1, name: 'Player Leaderboard' }).waitFor();

    // Offline the server's redirect of / is out of reach: the app's router makes it.
    const root = await page.goto(`${suite.site.baseUrl}/`);
    expect(root!.fromServiceWorker()).toBe(true);
    await page.waitForURL(`${suite.site.baseUrl}/round-times`);
    await page.getByRole('heading', { level: 1, name: 'Round Times' }).waitFor();
    await context.close();
  });

  it("opens a return visit on its screen's prerendered page from the service worker, online and offline, and hydrates it in place", async () => {
    const { context, page } = await controlledPage(suite.browser, `${suite.site.baseUrl}/round-times`);
    const errors: string[] = [];
    page.on('console', (message) => {
      // Offline, the browser reports each request the app tries (its sync) as failed: not the app's error.
      if (message.type() === 'error' && !message.text().includes('ERR_INTERNET_DISCONNECTED')) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await keepParsedHeading(context);

    for (const [path, heading, offline] of [
      ['/leaderboard', 'Player Leaderboard', false],
      ['/details/1', 'Round Details', false],
      ['/faq', 'Frequently Asked Questions', true],
    ] as const) {
      await context.setOffline(offline);
      const answer = await page.goto(`${suite.site.baseUrl}${path}`);
      expect(answer!.fromServiceWorker()).toBe(true);
      expect(await answer!.text()).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      await appTakenOver(page);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(heading);
      expect(await keptParsedHeading(page)).toBe(true);
    }

    // A screen without a page of its own opens on the shell, and the app draws it.
    const login = await page.goto(`${suite.site.baseUrl}/login`);
    expect(login!.fromServiceWorker()).toBe(true);
    expect(await login!.text()).not.toContain('<h1');
    await page.getByRole('heading', { level: 1, name: 'Sign-in did not complete' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('never answers the API from a cache', async () => {
    const { context, page } = await controlledPage(suite.browser, `${suite.site.baseUrl}/round-times`);
    const fetchRounds = () =>
      page.evaluate(() =>
        fetch('/api/v1/rounds/').then(
          (res) => `status ${res.status}`,
          () => 'failed',
        ),
      );
    // Online the API answers (and a caching worker would have kept a copy now)…
    expect(await fetchRounds()).toBe('status 200');
    const cachedApiUrls = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls.filter((url) => new URL(url).pathname.startsWith('/api/'));
    });
    expect(cachedApiUrls).toEqual([]);
    // …offline it does not, while the shell still does.
    await context.setOffline(true);
    expect(await fetchRounds()).toBe('failed');
    await context.close();
  });
});

/** The built app served from a copy of dist/ to publish a "new version" into, as a deploy would, without touching dist/. */
async function startCopiedSite(): Promise<TestServer & { staticDir: string }> {
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-times-pwa-'));
  fs.cpSync('dist', staticDir, { recursive: true });
  const server = await startServer('sqlite', { STATIC_DIR: staticDir });
  return {
    ...server,
    staticDir,
    async stop() {
      await server.stop();
      fs.rmSync(staticDir, { recursive: true, force: true });
    },
  };
}

describe('a new version of the app', () => {
  const suite = siteInChromium(startCopiedSite);

  /** Publishes a changed Round Times page and the worker that precaches it, as a rebuild would. */
  function publishNewVersion(): void {
    const pageFile = path.join(suite.site.staticDir, 'shells', 'round-times.html');
    fs.writeFileSync(pageFile, fs.readFileSync(pageFile, 'utf8').replace('</head>', '<meta name="ba-times-build" content="next"></head>'));
    const swFile = path.join(suite.site.staticDir, 'sw.js');
    const sw = fs.readFileSync(swFile, 'utf8');
    const next = sw.replace(/\{"revision":"[^"]+","url":"shells\/round-times\.html"\}/, '{"revision":"next","url":"shells/round-times.html"}');
    expect(next).not.toBe(sw);
    fs.writeFileSync(swFile, next);
  }

  it('is offered once it has installed; Later hides the offer, Reload switches to the new version', async () => {
    const { context, page } = await controlledPage(suite.browser, `${suite.site.baseUrl}/round-times`);
    const message = page.getByRole('status').filter({ hasText: NEW_VERSION_MESSAGE });
    expect(await page.getByText(NEW_VERSION_MESSAGE).count()).toBe(0);

    publishNewVersion();
    // The browser checks for a new worker when the page navigates.
    await page.reload();
    await message.waitFor({ timeout: 20_000 });
    const banner = page.getByRole('region', { name: 'App update' });
    expect(await banner.getByRole('button').allInnerTexts()).toEqual(['Reload', 'Later']);

    await banner.getByRole('button', { name: 'Later' }).click();
    await message.waitFor({ state: 'detached' });
    // Still the old version: the new one waits for the user.
    expect(await page.locator('meta[name="ba-times-build"]').count()).toBe(0);

    // A reload keeps the old version running, so the waiting one is offered again.
    await page.reload();
    await message.waitFor({ timeout: 20_000 });
    await Promise.all([page.waitForEvent('load', { timeout: 20_000 }), page.getByRole('button', { name: 'Reload' }).click()]);
    // The page came back from the new worker's precache, with the new Round Times page.
    await page.locator('meta[name="ba-times-build"][content="next"]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { level: 1, name: 'Round Times' }).waitFor();
    expect(await page.getByText(NEW_VERSION_MESSAGE).count()).toBe(0);
    await context.close();
  });
});
