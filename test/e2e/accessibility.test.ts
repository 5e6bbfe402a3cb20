import { beforeAll, describe, expect, it } from 'vitest';
import { siteInChromium } from '../support/browser';
import { openApp, seriousViolations, startDemoSite } from '../support/app';

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
