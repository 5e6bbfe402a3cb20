import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteInChromium } from '../support/browser';
import { startServer, type TestServer } from '../support/server';
import { fiveManRound } from '../fixtures/rounds';
import { submitRound } from '../support/api';

const SITE = 'https://ba-times.example';
/** Where the pictures' screenshots are left, to look at. */
const SHOTS = path.join(os.tmpdir(), 'ba-times-unfurl-shots');

async function startSite(): Promise<TestServer & { roundId: number }> {
  const server = await startServer('sqlite', { STATIC_DIR: 'dist', PUBLIC_URL: SITE });
  const admin = await server.signInAdmin();
  const roundId = await submitRound(server, admin, fiveManRound({ round_time: 600 }));
  await submitRound(server, admin, fiveManRound({ round_time: 612.6 }));
  return Object.assign(server, { roundId });
}

describe('shared links in Chromium', () => {
  const suite = siteInChromium(startSite);

  it("opens each page's picture from its prerendered page's tags: a 1200×630 image, never kept by the service worker", async () => {
    const { site } = suite;
    fs.mkdirSync(SHOTS, { recursive: true });
    const context = await suite.newContext({ viewport: { width: 1200, height: 630 } });
    const page = await context.newPage();
    await page.goto(`${site.baseUrl}/round-times`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    const pages: Record<string, string> = {
      round: `/details/${site.roundId}`,
      player: '/player/Main%20Man',
      team: `/team/${encodeURIComponent('main man,defender dan,coll lector,second sam,heal hannah')}`,
      records: '/records',
      site: '/leaderboard',
    };
    for (const [name, address] of Object.entries(pages)) {
      const html = await (await fetch(site.baseUrl + address)).text();
      // The built page, its screen prerendered, with the link's tags in its head.
      expect(html).toMatch(/<div id="root"[^>]*>.+<\/div>/s);
      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
      expect(image, address).toMatch(new RegExp(`^${SITE}/og/`));
      const picture = new URL(image!);
      const shown = await page.evaluate(async (src) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        return { width: img.naturalWidth, height: img.naturalHeight };
      }, site.baseUrl + picture.pathname + picture.search);
      expect(shown).toEqual({ width: 1200, height: 630 });
      const tab = await context.newPage();
      const opened = await tab.goto(site.baseUrl + picture.pathname + picture.search);
      expect(opened?.headers()['content-type']).toBe('image/png');
      await tab.screenshot({ path: path.join(SHOTS, `${name}.png`) });
      await tab.close();
    }
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.filter((url) => url.startsWith('/og/'))).toEqual([]);
  });
});
