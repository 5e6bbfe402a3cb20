import { beforeAll, describe, expect, it } from 'vitest';
import { siteInChromium } from '../support/browser';
import { openApp, seriousViolations, startDemoSite } from '../support/app';
import { LOOKS, showIn } from '../support/looks';

describe('accessibility of every screen (axe-core, serious and critical)', () => {
  const suite = siteInChromium(startDemoSite);
  let admin: string;

  beforeAll(async () => {
    admin = await suite.site.signInAdmin();
  });

  it('the checker itself catches a violation when there is one', async () => {
    const { context, page } = await openApp(suite.browser, suite.site, '/faq');
    await page.getByRole('heading', { name: 'Frequently Asked Questions', level: 1 }).waitFor();
    await page.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('beforeend', '<img src="/icons/icon-192.png">'));
    expect((await seriousViolations(page)).map((v) => v.id)).toContain('image-alt');
    await context.close();
  });

  it('follows the window and the theme as they change, so one open page is checked in every look', async () => {
    const { context, page } = await openApp(suite.browser, suite.site, '/faq');
    const menu = page.getByRole('button', { name: 'Menu' });
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const seen = new Map<string, string>();
    for (const look of LOOKS) {
      await showIn(page, look);
      expect(await page.evaluate(() => window.innerWidth)).toBe(look.width);
      expect(await menu.isVisible()).toBe(look.form === 'phone');
      const shown = await background();
      expect(seen.get(look.colorScheme) ?? shown).toBe(shown);
      seen.set(look.colorScheme, shown);
    }
    expect(seen.get('dark')).not.toBe(seen.get('light'));
    await context.close();
  });

  it.each([
    ['/round-times', 'Round Times', 'dark'],
    ['/round-times', 'Round Times', 'light'],
    ['/leaderboard', 'Player Leaderboard', 'dark'],
    ['/faq', 'Frequently Asked Questions', 'light'],
    ['/details/1', 'Round Details', 'dark'],
    ['/account', 'site-admin', 'dark'],
    ['/admin', 'Admin Panel', 'light'],
    ['/no/such/page', 'Page not found', 'dark'],
  ] as const)('%s (%s heading, %s theme) has none', async (pathname, heading, colorScheme) => {
    const { context, page } = await openApp(suite.browser, suite.site, pathname, { token: admin, colorScheme });
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    await page.waitForLoadState('networkidle').catch(() => undefined);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
