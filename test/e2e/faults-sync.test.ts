import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { fiveManRound, leechRound } from '../fixtures/rounds';
import { startOneRoundSite } from '../support/app';
import { siteInChromium } from '../support/browser';
import { copyComplete, expectServerRoundsShown, roundsAsAdmin, serverCursor, serverRoundIds, shownRoundIds, storedData } from '../support/localData';

const CHANGES = /\/api\/v1\/rounds\/\?since=/;

describe('Round Times through interrupted pulls, two tabs and a month offline', () => {
  const suite = siteInChromium(startOneRoundSite);
  const { add: addRound, remove: deleteRound } = roundsAsAdmin(() => suite.site);
  const roundTimes = async (context: BrowserContext) => {
    const page = await context.newPage();
    await page.goto(`${suite.site.baseUrl}/round-times`);
    await expectServerRoundsShown(page, suite.site);
    await copyComplete(page);
    return page;
  };
  const syncLocks = (page: Page) =>
    page.evaluate(async () => {
      const { held = [], pending = [] } = await navigator.locks.query();
      const named = (locks: LockInfo[]) => locks.filter((lock) => lock.name === 'ba-times-sync').length;
      return { held: named(held), pending: named(pending) };
    });

  it('shows a change and a deletion in both open tabs, which pull one at a time', async () => {
    const context = await suite.newContext();
    const first = await roundTimes(context);
    const second = await roundTimes(context);

    // Hold the first pull of changes, so the other tab's turn can be seen waiting.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let changeRequests = 0;
    await context.route(CHANGES, async (route: Route) => {
      changeRequests += 1;
      if (changeRequests === 1) await released;
      await route.continue();
    });

    const added = await addRound(fiveManRound({ round_time: 615 }));
    // A pull asks for the alts before the changes: wait for the held request, then for the other tab.
    await expect.poll(() => changeRequests, { timeout: 30_000 }).toBe(1);
    await expect.poll(() => syncLocks(first), { timeout: 30_000 }).toEqual({ held: 1, pending: 1 });
    expect(changeRequests).toBe(1);
    release();
    await expectServerRoundsShown(first, suite.site);
    await expectServerRoundsShown(second, suite.site);

    await deleteRound(added);
    await expectServerRoundsShown(first, suite.site);
    await expectServerRoundsShown(second, suite.site);
    expect(await shownRoundIds(first)).not.toContain(added);
  });

  it('catches up on a change made while its change notices were cut off, once they connect again', async () => {
    const context = await suite.newContext();
    // Cut off from the start, as behind a proxy that drops the stream: nothing announces the change.
    const NOTICES = '**/api/v1/events';
    await context.route(NOTICES, (route) => route.abort('connectionreset'));
    const page = await roundTimes(context);
    const added = await addRound(leechRound({ round_time: 641.4 }));
    await context.unroute(NOTICES);
    // The stream's own retry brings it back; no tab switch, no reconnection of the network.
    await expectServerRoundsShown(page, suite.site);
    expect(await shownRoundIds(page)).toContain(added);
  });

  it('keeps the pages a pull stored before the network dropped, and finishes the pull on the next change', async () => {
    const context = await suite.newContext();
    const page = await roundTimes(context);
    const before = await serverRoundIds(suite.site);

    // Pages of two changes. The first pull waits until every round is on the server; its second page
    // and any pull after it fail until the network comes back.
    let allAdded!: () => void;
    const added = new Promise<void>((resolve) => (allAdded = resolve));
    let changeRequests = 0;
    let networkBack = false;
    await context.route(CHANGES, async (route: Route) => {
      changeRequests += 1;
      if (changeRequests === 1) await added;
      else if (!networkBack) return route.abort('internetdisconnected');
      return route.continue({ url: `${route.request().url()}&limit=2` });
    });
    const created: number[] = [];
    for (let i = 0; i < 5; i += 1) created.push(await addRound(leechRound({ round_time: 720 + i * 1.2 })));
    allAdded();
    await expect.poll(() => changeRequests, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);

    // The first page is stored and shown, nothing after it.
    await expect.poll(() => shownRoundIds(page), { timeout: 30_000 }).toEqual([...before, ...created.slice(0, 2)].sort((a, b) => a - b));
    await expect.poll(() => storedData(page)).toMatchObject({ roundIds: [...before, ...created.slice(0, 2)].sort((a, b) => a - b) });

    networkBack = true;
    await addRound(fiveManRound({ round_time: 618 }));
    await expectServerRoundsShown(page, suite.site);
    await expect.poll(() => storedData(page), { timeout: 30_000 }).toEqual({ roundIds: await serverRoundIds(suite.site), cursor: await serverCursor(suite.site) });
    for (const id of created) await deleteRound(id);
    await expectServerRoundsShown(page, suite.site);
  });

  it('pulls a change announced during a pull once that pull ends, and says Syncing… until it has', async () => {
    const context = await suite.newContext();
    const page = await roundTimes(context);
    const notices: number[] = [];
    const network = await context.newCDPSession(page);
    await network.send('Network.enable');
    network.on('Network.eventSourceMessageReceived', ({ eventName, data }) => {
      if (eventName === 'change') notices.push((JSON.parse(data) as { cursor: number }).cursor);
    });

    // Each answer with changes is taken from the server at once and held on its way to the page.
    const answered: (() => void)[] = [];
    await context.route(CHANGES, async (route: Route) => {
      const response = await route.fetch();
      await new Promise<void>((resolve) => answered.push(resolve));
      await route.fulfill({ response });
    });

    const first = await addRound(leechRound({ round_time: 706.2 }));
    await expect.poll(() => answered.length, { timeout: 30_000 }).toBe(1);
    const second = await addRound(leechRound({ round_time: 706.8 }));
    const secondCursor = await serverCursor(suite.site);
    await expect.poll(() => Math.max(0, ...notices), { timeout: 30_000 }).toBeGreaterThanOrEqual(secondCursor);

    // The held answer predates the second round: a pull after it must bring that round.
    answered[0]!();
    await expect.poll(() => answered.length, { timeout: 30_000 }).toBe(2);
    await expect.poll(() => shownRoundIds(page), { timeout: 30_000 }).toContain(first);
    expect(await shownRoundIds(page)).not.toContain(second);
    await expect.poll(() => page.getByTestId('last-synced').innerText()).toBe('Syncing…');

    answered[1]!();
    await expectServerRoundsShown(page, suite.site);
    expect(await shownRoundIds(page)).toContain(second);
    await expect.poll(() => page.getByTestId('last-synced').innerText()).toMatch(/^Last synced/);
    await context.unroute(CHANGES);
    for (const id of [first, second]) await deleteRound(id);
  });

  it('catches up with a month of new and deleted rounds once back online', async () => {
    const context = await suite.newContext();
    const page = await roundTimes(context);
    const held = await addRound(leechRound({ round_time: 699 }));
    await expectServerRoundsShown(page, suite.site);

    await context.setOffline(true);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'You are offline.' }).count(), { timeout: 30_000 }).toBe(1);
    const created: number[] = [];
    for (let day = 1; day <= 18; day += 1) {
      created.push(await addRound(leechRound({ round_time: 700 + day * 0.6, round_date: new Date(Date.UTC(2026, 4, day, 20)).toISOString() })));
    }
    for (const id of [held, ...created.filter((_, i) => i % 3 === 0)]) await deleteRound(id);
    // Nothing reaches the device while it is offline.
    expect(await shownRoundIds(page)).toContain(held);

    await context.setOffline(false);
    await expectServerRoundsShown(page, suite.site);
    expect(await shownRoundIds(page)).not.toContain(held);
    await expect.poll(() => page.getByText(/^\d+–\d+ of \d+$/).innerText()).toBe(`1–${(await serverRoundIds(suite.site)).length} of ${(await serverRoundIds(suite.site)).length}`);
    await expect.poll(() => storedData(page), { timeout: 30_000 }).toEqual({ roundIds: await serverRoundIds(suite.site), cursor: await serverCursor(suite.site) });
    for (const id of created) await deleteRound(id);
  });
});
