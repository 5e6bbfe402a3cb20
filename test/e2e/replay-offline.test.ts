import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { replayWaves, waveFrames } from '../../domain/replay';
import type { Round, RoundDetail } from '../../domain/types';
import { siteInChromium } from '../support/browser';
import { openApp, startDemoSite } from '../support/app';
import { cuttableLink } from '../support/cuttableLink';
import { askDataWorker, storedReplayWaves } from '../support/dataWorker';
import { fiveManRound } from '../fixtures/rounds';

const OFFLINE_MESSAGE = 'You are offline and this round is not on this device yet.';

describe('opened replays offline in Chromium', () => {
  const suite = siteInChromium(startDemoSite);
  let withReplays: Round[];

  beforeAll(async () => {
    withReplays = ((await suite.site.request('GET', '/api/v1/rounds/')).body.data.data as Round[]).filter((r) => r.has_replay);
    expect(withReplays.length).toBeGreaterThanOrEqual(2);
  });

  /** A page on the site (at `baseUrl`, the server's own by default), once the service worker controls it and the first sync finished. */
  async function settledPage(pathname: string, baseUrl = suite.site.baseUrl) {
    const opened = await openApp(suite.browser, { ...suite.site, baseUrl }, pathname);
    await opened.page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    await expect.poll(() => opened.page.getByTestId('last-synced').innerText(), { timeout: 20_000 }).toMatch(/Last synced/);
    return opened;
  }

  const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

  it('plays a replay opened online after going offline, reached from Round Details and its replay link', async () => {
    const round = withReplays[0]!;
    const served = (await suite.site.request('GET', `/api/v1/rounds/${round.id}/`)).body.data.data as RoundDetail;
    const waves = replayWaves(served.replay_data!);
    const arena = (await suite.site.request('GET', '/api/v1/arena/')).body.data.data;
    const { context, page } = await settledPage(`/replay/${round.id}`);
    await page.getByRole('heading', { level: 1, name: 'Round Replay' }).waitFor();
    await page.locator('[data-drawn-tick]').waitFor({ timeout: 20_000 });

    // Opened as the replay screen opens it: the data worker fetches the replay and the arena and keeps both.
    expect(await askDataWorker(page, 'openReplay', round.id)).toMatchObject({ status: 'ready', waves, round: { id: round.id } });
    expect(await askDataWorker(page, 'arena')).toEqual(arena);
    expect(await storedReplayWaves(page, round.id)).toEqual(waves);

    await context.setOffline(true);
    const reloaded = await page.goto(`${suite.site.baseUrl}/details/${round.id}`);
    expect(reloaded!.fromServiceWorker()).toBe(true);
    await page.getByRole('link', { name: 'Watch the replay' }).click();
    await page.waitForURL(`${suite.site.baseUrl}/replay/${round.id}`);
    await page.getByRole('heading', { level: 1, name: 'Round Replay' }).waitFor();
    expect(await alert(page, 'Round does not exist.').count()).toBe(0);
    // The viewer itself draws the kept replay offline, from its first wave.
    await page.locator(`[data-drawn-wave="${waves[0]}"][data-drawn-tick="0"]`).waitFor({ timeout: 20_000 });
    expect(await page.getByText('The arena map is not configured').count()).toBe(0);

    expect(await askDataWorker(page, 'openReplay', round.id)).toMatchObject({ status: 'ready', waves, round: { id: round.id } });
    const lastWave = waves.at(-1)!;
    expect(await askDataWorker(page, 'replayFrames', round.id, lastWave)).toEqual(waveFrames(served.replay_data!, lastWave));
    expect(await askDataWorker(page, 'arena')).toEqual(arena);
    await context.close();
  });

  it('says offline, not that the round does not exist, for a round this device never got', async () => {
    const neverOpened = withReplays[1]!;
    // The device reaches the server through a link of its own, cut as it goes offline: none of its
    // workers can fetch the round, however the browser's emulated offline state holds for them.
    const link = await cuttableLink(suite.site.baseUrl);
    const { context, page } = await settledPage('/round-times', link.baseUrl);
    await context.setOffline(true);
    link.cut();
    // Made on the server while the device is offline: neither synced nor opened here.
    const admin = await suite.site.signInAdmin();
    const unsynced = (await suite.site.request('POST', '/api/v1/rounds/', { token: admin, body: fiveManRound({ round_time: 633 }) })).body.data.id as number;

    await page.goto(`${link.baseUrl}/details/${unsynced}`);
    // Polls the screen's text, not the alert alone, so a failure shows what the screen said instead.
    const screen = page.locator('section[aria-labelledby="details-title"]');
    await expect.poll(() => screen.innerText(), { timeout: 15_000 }).toContain(OFFLINE_MESSAGE);
    await alert(page, OFFLINE_MESSAGE).waitFor();
    expect(await alert(page, 'Round does not exist.').count()).toBe(0);

    expect(await askDataWorker(page, 'openReplay', unsynced)).toEqual({ status: 'offline' });
    expect(await askDataWorker(page, 'openReplay', neverOpened.id)).toEqual({ status: 'offline' });
    expect(await storedReplayWaves(page, neverOpened.id)).toBeNull();
    await context.close();
    await link.close();
  });
});
