import { describe, expect, it } from 'vitest';
import { openApp, seriousViolations, startOneRoundSite } from '../support/app';
import { siteInChromium } from '../support/browser';

describe("the Account page's Notifications card in Chromium", () => {
  const suite = siteInChromium(startOneRoundSite);

  const subscriptionsOf = (userName: string) =>
    suite.site.app.db('push_subscriptions').join('users', 'users.id', 'push_subscriptions.user_id').where('users.discord_username', userName).count('* as count').first();

  it('says so where the browser has no Push API, offering nothing to press', async () => {
    const token = await suite.site.signIn('No Push', '840000000000000001');
    const { context, page } = await openApp(suite.browser, suite.site, '/account', {
      token,
      prepare: async (ctx) => {
        await ctx.addInitScript(() => Reflect.deleteProperty(window, 'PushManager'));
      },
    });
    const card = page.getByRole('region', { name: 'Notifications' });
    await expect.poll(() => card.getByRole('status').innerText(), { timeout: 15_000 }).toBe('Notifications are not available in this browser.');
    expect(await card.getByRole('button').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('says why when the browser does not allow notifications, then that they are blocked, and keeps no subscription', async () => {
    const token = await suite.site.signIn('Push Refused', '840000000000000002');
    const { context, page } = await openApp(suite.browser, suite.site, '/account', { token });
    const card = page.getByRole('region', { name: 'Notifications' });
    await card.getByRole('button', { name: 'Notify me on this device' }).click({ timeout: 15_000 });
    await expect.poll(() => page.getByText('Notifications were not allowed in this browser.').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => card.getByRole('status').innerText()).toBe("Notifications are blocked for this site in your browser's settings.");
    expect(Number((await subscriptionsOf('Push Refused'))?.count)).toBe(0);
    await context.close();
  });
});
