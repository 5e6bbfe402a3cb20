import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fiveManRound } from '../fixtures/rounds';
import { startOneRoundSite } from '../support/app';
import { siteInChromium } from '../support/browser';
import { expectServerRoundsShown, roundsAsAdmin, serverCursor, serverRoundIds, storedData } from '../support/localData';

const REFUSED_MESSAGE = 'This browser will not keep BA Times data on this device: it loads from the server on each visit.';
const OUT_OF_SPACE_MESSAGE = "This device is out of space for BA Times data: showing the server's data instead, nothing is lost.";

describe('Round Times when IndexedDB is cleared, blocked, refused or full', () => {
  const suite = siteInChromium(startOneRoundSite);
  const { add: addRound, remove: deleteRound } = roundsAsAdmin(() => suite.site);
  const roundTimes = async (page: Page) => {
    await page.goto(`${suite.site.baseUrl}/round-times`);
    await expectServerRoundsShown(page, suite.site);
  };
  const storageMessage = (page: Page, text: string) => page.getByText(text, { exact: true });
  const storedEverything = async (page: Page) => {
    const expected = { roundIds: await serverRoundIds(suite.site), cursor: await serverCursor(suite.site) };
    await expect.poll(() => storedData(page), { timeout: 30_000 }).toEqual(expected);
  };

  it('stores and shows the server’s rounds again after IndexedDB is cleared while Round Times is open', async () => {
    const context = await suite.newContext();
    const page = await context.newPage();
    await roundTimes(page);
    await storedEverything(page);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: suite.site.baseUrl, storageTypes: 'indexeddb' });
    // A change on the server makes the open page pull into the emptied database.
    const removed = await addRound();
    await deleteRound(removed);
    await addRound(fiveManRound({ round_time: 630 }));
    await expectServerRoundsShown(page, suite.site);
    await storedEverything(page);
    await expect.poll(() => page.getByTestId('last-synced').innerText()).toMatch(/Last synced/);
  });

  it('starts over from the whole list when the database was deleted between visits', async () => {
    const context = await suite.newContext();
    const page = await context.newPage();
    await roundTimes(page);
    await storedEverything(page);
    await page.goto(`${suite.site.baseUrl}/manifest.webmanifest`);
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const deleting = indexedDB.deleteDatabase('ba-times');
          deleting.onsuccess = () => resolve();
          deleting.onerror = () => reject(deleting.error);
        }),
    );
    expect(await storedData(page)).toBeNull();
    await addRound();

    await roundTimes(page);
    await storedEverything(page);
  });

  it('shows the rounds from memory while another connection blocks the upgrade, and keeps them on the device once it is gone', async () => {
    const context = await suite.newContext();
    // A page of the same site holding the database open at an older version, deaf to requests to close it.
    const holder = await context.newPage();
    await holder.goto(`${suite.site.baseUrl}/manifest.webmanifest`);
    await holder.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const opening = indexedDB.open('ba-times', 1);
          opening.onupgradeneeded = () => opening.result.createObjectStore('rounds', { keyPath: 'id' });
          opening.onsuccess = () => {
            (window as unknown as { held: IDBDatabase }).held = opening.result;
            resolve();
          };
          opening.onerror = () => reject(opening.error);
        }),
    );

    const page = await context.newPage();
    await roundTimes(page);
    await storageMessage(page, REFUSED_MESSAGE).waitFor({ timeout: 30_000 });

    await holder.close();
    await page.reload();
    await expectServerRoundsShown(page, suite.site);
    await storedEverything(page);
    await expect.poll(() => storageMessage(page, REFUSED_MESSAGE).count()).toBe(0);
  });

  it('shows the rounds from memory, and says so, where the browser refuses IndexedDB to the data worker', async () => {
    const context = await suite.newContext();
    // As in some private modes: every attempt to open a database fails.
    await context.route(/\/assets\/data\.worker-[^/]+\.js$/, async (route) => {
      const served = await route.fetch();
      const refuse = "IDBFactory.prototype.open = () => { throw new DOMException('IndexedDB is disabled.', 'InvalidStateError'); };\n";
      await route.fulfill({ response: served, body: refuse + (await served.text()) });
    });
    const page = await context.newPage();
    await roundTimes(page);
    await storageMessage(page, REFUSED_MESSAGE).waitFor({ timeout: 30_000 });
    const added = await addRound();
    await expectServerRoundsShown(page, suite.site);
    await deleteRound(added);
    await expectServerRoundsShown(page, suite.site);
  });

  it('shows the server’s rounds from memory, and says nothing is lost, when the device has no room to store them', async () => {
    const context = await suite.newContext();
    const page = await context.newPage();
    const copies: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/copy/')) copies.push(request.url());
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.overrideQuotaForOrigin', { origin: suite.site.baseUrl, quotaSize: 1 });
    try {
      await roundTimes(page);
      await storageMessage(page, OUT_OF_SPACE_MESSAGE).waitFor({ timeout: 30_000 });
      // Every write to the device failed, so it holds nothing; what shows came from memory.
      expect((await storedData(page))?.roundIds).toEqual([]);

      // Later changes arrive as changes, into memory: the copy is not made again and again.
      const added = await addRound();
      await expectServerRoundsShown(page, suite.site);
      await deleteRound(added);
      await expectServerRoundsShown(page, suite.site);
      // The device refused its first write (the alts, pulled before the rounds): the copy was made
      // once, into memory.
      expect(copies).toHaveLength(1);
      expect((await storedData(page))?.roundIds).toEqual([]);
    } finally {
      await cdp.send('Storage.overrideQuotaForOrigin', { origin: suite.site.baseUrl });
    }
  });
});
