import { describe, expect, it } from 'vitest';
import { pbMessage } from '../../domain/pushMessage';
import { appTakenOver, openApp, seriousViolations, startOneRoundSite } from '../support/app';
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

  it('shows a delivered push with the app icon, an event pushed twice once, and a click opens its round in the open window', async () => {
    const base = suite.site.baseUrl;
    const context = await suite.browser.newContext();
    await context.grantPermissions(['notifications'], { origin: base });
    const page = await context.newPage();
    await page.goto(`${base}/round-times`);
    await appTakenOver(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });

    const cdp = await context.newCDPSession(page);
    const registrations: string[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (update) => registrations.push(...update.registrations.map((registration) => registration.registrationId)));
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.length).toBeGreaterThan(0);
    const deliver = (message: object) => cdp.send('ServiceWorker.deliverPushMessage', { origin: base, registrationId: registrations[0]!, data: JSON.stringify(message) });
    const shown = () =>
      page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, icon: n.icon, tag: n.tag })));

    const pb = pbMessage('Defender Dan', 'Healer', { id: 1, round_time: 612.6, format: 'five_man' });
    await deliver(pb);
    await expect.poll(shown, { timeout: 15_000 }).toEqual([{ title: 'Defender Dan: new Healer PB', body: '10:12.6 in 5 Man', icon: `${base}/icons/icon-192.png`, tag: pb.tag }]);
    // The same event again, then another: pushes are handled in turn, so once the other shows, the repeat was handled too.
    await deliver(pb);
    const other = pbMessage('Main Man', 'Defender', { id: 1, round_time: 612.6, format: 'five_man' });
    await deliver(other);
    await expect.poll(async () => (await shown()).map((n) => n.tag).sort()).toEqual([pb.tag, other.tag].sort());

    // A click, as the service worker hears one: the browser's own click cannot be made from a test.
    // Dispatched by a test, it may not focus the window, but it still opens the round in it.
    const [worker] = context.serviceWorkers();
    await worker!.evaluate(async (tag) => {
      const scope = self as unknown as ServiceWorkerGlobalScope;
      const [notification] = await scope.registration.getNotifications({ tag });
      scope.dispatchEvent(new NotificationEvent('notificationclick', { notification: notification! }));
    }, pb.tag);
    await page.waitForURL(`${base}/details/1`, { timeout: 15_000 });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText(), { timeout: 15_000 }).toBe('Round Details');
    await expect.poll(async () => (await shown()).map((n) => n.tag)).toEqual([other.tag]);

    await context.close();
  });
});
