import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FEED_LENGTH } from '../../domain/feed';
import type { Follow, LeaderboardEntry } from '../../domain/types';
import { openApp, seriousViolations, startDemoSite } from '../support/app';
import { siteInChromium } from '../support/browser';
import { copyComplete } from '../support/localData';

describe('following players in Chromium', () => {
  const suite = siteInChromium(startDemoSite);
  let player: string;
  let other: string;

  beforeAll(async () => {
    const board: LeaderboardEntry[] = (await suite.site.request('GET', '/api/v1/players/leaderboard/')).body.data.data;
    [player, other] = [board[0]!.player_name, board[1]!.player_name];
  });

  const followsOf = async (token: string): Promise<Follow[]> => (await suite.site.request('GET', '/api/v1/follows', { token })).body.data.data;
  const followButton = (page: Page) => page.getByRole('button', { name: /^(Follow|Following)$/ });

  async function openPlayer(name: string, token?: string) {
    const opened = await openApp(suite.browser, suite.site, `/player/${encodeURIComponent(name)}`, { token });
    await opened.page.getByRole('table', { name: /personal bests by role$/ }).waitFor({ timeout: 30_000 });
    return opened;
  }

  it('follows a player from their page, reads "Following", keeps it on the server for every device, and unfollows on a second press', async () => {
    const token = await suite.site.signIn('Follower One', '820000000000000001');
    const { context, page } = await openPlayer(player, token);
    const button = followButton(page);
    await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(await button.innerText()).toBe('Follow');
    await button.click();
    await expect.poll(() => button.innerText()).toBe('Following');
    expect(await button.getAttribute('aria-pressed')).toBe('true');
    expect((await followsOf(token)).map((follow) => follow.player_name)).toEqual([player]);

    // Another device of the same user sees it.
    const elsewhere = await openPlayer(player, await suite.site.signIn('Follower One', '820000000000000001'));
    await expect.poll(() => followButton(elsewhere.page).innerText(), { timeout: 15_000 }).toBe('Following');
    await elsewhere.context.close();

    await button.click();
    await expect.poll(() => button.innerText()).toBe('Follow');
    expect(await followsOf(token)).toEqual([]);
    await context.close();
  });

  it('lists who you follow on the Account page, each with Unfollow', async () => {
    const token = await suite.site.signIn('Follower Two', '820000000000000002');
    for (const name of [player, other]) await suite.site.request('POST', '/api/v1/follows', { token, body: { character_name: name } });
    const { context, page } = await openApp(suite.browser, suite.site, '/account', { token });
    const list = page.getByRole('list', { name: 'Players you follow' });
    await expect.poll(() => list.getByRole('listitem').count(), { timeout: 15_000 }).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);
    await list.getByRole('button', { name: `Unfollow ${player}` }).click();
    await expect.poll(() => list.getByRole('listitem').allInnerTexts()).toEqual([expect.stringContaining(other)]);
    expect((await followsOf(token)).map((follow) => follow.player_name)).toEqual([other]);
    await context.close();
  });

  it("shows the followed player's events on Following, from the nav, each to its round, and the same offline", async () => {
    const token = await suite.site.signIn('Follower Three', '820000000000000003');
    await suite.site.request('POST', '/api/v1/follows', { token, body: { character_name: player } });
    const { context, page } = await openApp(suite.browser, suite.site, '/round-times', { token });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Following' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Following');
    const items = page.getByRole('list', { name: 'Feed' }).getByRole('listitem');
    await expect.poll(() => items.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const online = await items.allInnerTexts();
    for (const text of online) expect(text.startsWith(player)).toBe(true);
    expect(await items.first().getByRole('link').getAttribute('href')).toMatch(/^\/details\/\d+$/);
    expect(await seriousViolations(page)).toEqual([]);

    // One kind alone: the player has fewer events than the feed holds, so each kind's are All's of that kind.
    expect(online.length).toBeLessThan(FEED_LENGTH);
    const show = page.getByRole('group', { name: 'Show' });
    const kinds: [string, string, (text: string) => boolean, string][] = [
      ['PBs', 'pb', (text) => text.startsWith(`${player}: new `) && text.includes(' PB, '), 'No new PBs from the players you follow yet.'],
      ['Teams', 'team', (text) => text.startsWith(`${player} with `), 'No rounds with their regular teams yet.'],
    ];
    for (const [label, value, isKind, none] of kinds) {
      await show.getByRole('link', { name: label }).click();
      await expect.poll(() => new URL(page.url()).search).toBe(`?show=${value}`);
      expect(await show.getByRole('link', { name: label }).getAttribute('aria-current')).toBe('page');
      const expected = online.filter(isKind);
      if (expected.length > 0) await expect.poll(() => items.allInnerTexts(), { timeout: 30_000 }).toEqual(expected);
      else await expect.poll(() => page.getByText(none).count(), { timeout: 30_000 }).toBe(1);
    }
    expect(online.some((text) => kinds.some(([, , isKind]) => isKind(text)))).toBe(true);
    await show.getByRole('link', { name: 'All' }).click();
    await expect.poll(() => items.allInnerTexts()).toEqual(online);

    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    await copyComplete(page);
    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => items.allInnerTexts(), { timeout: 30_000 }).toEqual(online);
    await context.close();
  });

  it('offers sign-in to follow when signed out', async () => {
    const { context, page } = await openPlayer(player);
    expect(await page.getByRole('button', { name: 'Sign in to follow' }).count()).toBe(1);
    expect(await followButton(page).count()).toBe(0);
    await context.close();
  });
});
