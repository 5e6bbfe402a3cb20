import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { maskUuid } from '../../domain/account';
import type { User } from '../../domain/types';
import { siteInChromium } from '../support/browser';
import { openApp, seriousViolations, startDemoSite } from '../support/app';
import { LOOKS, lookName, showIn } from '../support/looks';
import { snackbar } from '../support/controls';

const DEMO_ADMIN = { username: 'demo-admin', discordId: '100000000000000001' };

describe('the Account screen in Chromium', () => {
  const suite = siteInChromium(startDemoSite);
  /** A demo player with several linked game accounts, signed in. */
  let player: Omit<User, 'uuid_key'>;
  let playerToken: string;

  beforeAll(async () => {
    const admin = await suite.site.signInAdmin();
    const users: Omit<User, 'uuid_key'>[] = (await suite.site.request('GET', '/api/v1/users/all', { token: admin })).body.data;
    player = users.find((u) => u.role === 'user' && u.accounts.length >= 3 && u.region !== null)!;
    playerToken = await suite.site.signIn(player.discord_username, player.discord_id);
  });

  /** The user as GET /api/v1/users answers it for this token. */
  async function ownUser(token: string): Promise<User> {
    return (await suite.site.request('GET', '/api/v1/users', { token })).body.data.data;
  }

  async function openAccount(token: string) {
    const opened = await openApp(suite.browser, suite.site, '/account', { token });
    await opened.page.getByRole('region', { name: 'UUID Key' }).waitFor({ timeout: 15_000 });
    return opened;
  }

  // Messages show in the page's one region for them, named so a screen reader can go to it.
  const mainSelect = (page: Page) => page.getByRole('button', { name: /Main account/ });
  const regionSelect = (page: Page) => page.getByRole('button', { name: /Region$/ });
  const shownKey = (page: Page) => page.getByTestId('uuid-key').innerText();
  const announceSwitch = (page: Page) => page.getByRole('switch', { name: 'Announce my personal bests' });
  /** Flips the switch as a hand does: by its label, which covers the visually hidden input. */
  const flipAnnounce = (page: Page) => page.getByRole('region', { name: 'Discord announcements' }).getByText('Announce my personal bests').click();

  it('heads the page with the Discord username and masks the key, 4 + 4, until shown', async () => {
    const { uuid_key } = await ownUser(playerToken);
    const { context, page } = await openAccount(playerToken);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(player.discord_username);
    expect(await page.title()).toBe('BA Times | Account');

    expect(await shownKey(page)).toBe(maskUuid(uuid_key));
    expect(await shownKey(page)).not.toContain(uuid_key.slice(4, -4));
    const toggle = page.getByRole('button', { name: 'Show key' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await shownKey(page)).toBe(uuid_key);
    // The keyboard works the toggle too.
    await toggle.focus();
    await page.keyboard.press('Space');
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    expect(await shownKey(page)).toBe(maskUuid(uuid_key));

    const card = page.getByRole('region', { name: 'UUID Key' });
    expect(await card.innerText()).toMatch(/Keep this key secret/);
    expect(await card.innerText()).toMatch(/identifies your account when you link the game client/);
    await context.close();
  });

  it("copies the whole key, masked or not, and says so; a refused clipboard says 'Failed to copy UUID.'", async () => {
    const { uuid_key } = await ownUser(playerToken);
    const { context, page } = await openAccount(playerToken);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.site.baseUrl });
    await page.getByRole('button', { name: 'Copy key' }).click();
    await expect.poll(() => snackbar(page).innerText()).toContain('UUID copied to clipboard!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(uuid_key);

    await page.getByRole('button', { name: 'Close' }).click();
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
    });
    await page.getByRole('button', { name: 'Copy key' }).click();
    await expect.poll(() => snackbar(page).innerText()).toContain('Failed to copy UUID.');
    await context.close();
  });

  it('changes the main account among the linked ones, says so, and keeps it after a reload', async () => {
    const before = await ownUser(playerToken);
    const current = before.accounts.find((a) => a.id === before.main_account_id)!;
    const next = before.accounts.find((a) => a.id !== before.main_account_id)!;
    const { context, page } = await openAccount(playerToken);
    expect(await mainSelect(page).innerText()).toContain(current.character_name);

    await mainSelect(page).click();
    expect(await page.getByRole('option').allInnerTexts()).toEqual(before.accounts.map((a) => a.character_name));
    await page.getByRole('option', { name: next.character_name, exact: true }).click();
    await expect.poll(() => snackbar(page).innerText()).toContain(`Main account updated to ${next.character_name}`);
    await expect.poll(() => mainSelect(page).innerText()).toContain(next.character_name);
    expect((await ownUser(playerToken)).main_account_id).toBe(next.id);

    await page.reload();
    await expect.poll(() => mainSelect(page).innerText(), { timeout: 15_000 }).toContain(next.character_name);
    await context.close();
  });

  it('explains the main account in a tooltip, by pointer and by keyboard', async () => {
    const { context, page } = await openAccount(playerToken);
    const info = page.getByRole('button', { name: 'About the main account' });
    await page.getByRole('heading', { level: 1 }).click();
    await info.hover();
    await expect.poll(() => page.getByRole('tooltip').innerText()).toBe('If no rounds were recorded with this UUID, no data will be available.');
    await page.mouse.move(0, 0);
    await expect.poll(() => page.getByRole('tooltip').count()).toBe(0);
    await mainSelect(page).focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => page.getByRole('tooltip').innerText()).toBe('If no rounds were recorded with this UUID, no data will be available.');
    await context.close();
  });

  it('changes the region, with flags, says so; a failed update says so too', async () => {
    const before = await ownUser(playerToken);
    const target = before.region === 'NA' ? { code: 'EU', label: 'Europe' } : { code: 'NA', label: 'North America' };
    const { context, page } = await openAccount(playerToken);
    await regionSelect(page).click();
    const options = page.getByRole('option');
    expect((await options.allInnerTexts()).map((t) => t.trim())).toEqual(['North America', 'Europe', 'Other']);
    expect(await options.getByRole('img').evaluateAll((flags) => flags.map((f) => f.getAttribute('aria-label')))).toEqual(['North America', 'Europe', 'Other']);
    await page.getByRole('option', { name: target.label }).click();
    await expect.poll(() => snackbar(page).innerText()).toContain(`Region updated to ${target.label}`);
    await expect.poll(() => regionSelect(page).innerText()).toContain(target.label);
    expect((await ownUser(playerToken)).region).toBe(target.code);

    await page.route('**/api/v1/users/region/', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":"error","error":"boom","code":"internal"}' }));
    await page.getByRole('button', { name: 'Close' }).click();
    await regionSelect(page).click();
    await page.getByRole('option', { name: 'Other' }).click();
    await expect.poll(() => snackbar(page).innerText()).toContain('Failed to update region.');
    expect(await snackbar(page).innerText()).not.toContain('boom');
    expect((await ownUser(playerToken)).region).toBe(target.code);
    expect(await regionSelect(page).innerText()).toContain(target.label);
    await context.close();
  });

  it('turns the announcement of personal bests on, keeps it after a reload, and turns it off again', async () => {
    const token = await suite.site.signIn('pb-herald');
    expect((await ownUser(token)).announce_pbs).toBe(false);
    const { context, page } = await openAccount(token);
    const card = page.getByRole('region', { name: 'Discord announcements' });
    expect(await card.innerText()).toMatch(/new personal best of yours in any role \(faster than your earlier best in that format and role\) is posted to the community's Discord channel, beside world records and top-3 entries/);
    expect(await announceSwitch(page).isChecked()).toBe(false);

    await flipAnnounce(page);
    await expect.poll(() => snackbar(page).innerText()).toContain('Personal best announcements turned on');
    expect(await announceSwitch(page).isChecked()).toBe(true);
    expect((await ownUser(token)).announce_pbs).toBe(true);

    await page.reload();
    await card.waitFor({ timeout: 15_000 });
    await expect.poll(() => announceSwitch(page).isChecked()).toBe(true);

    await flipAnnounce(page);
    await expect.poll(() => snackbar(page).innerText()).toContain('Personal best announcements turned off');
    expect(await announceSwitch(page).isChecked()).toBe(false);
    expect((await ownUser(token)).announce_pbs).toBe(false);
    await context.close();
  });

  it("shows the server's reason when it refuses the switch, and puts the switch back", async () => {
    const token = await suite.site.signIn('pb-refused');
    const { context, page } = await openAccount(token);
    // The save is held until the switch has been seen on its way, then refused.
    const held = new Promise<Route>((resolve) => void page.route('**/api/v1/users/announce-pbs/', resolve));
    await flipAnnounce(page);
    const save = await held;
    await expect.poll(() => announceSwitch(page).isChecked()).toBe(true);
    expect(await announceSwitch(page).isDisabled()).toBe(true);
    await save.fulfill({ status: 503, contentType: 'application/json', body: '{"status":"error","error":"The database is busy: try again in a moment.","code":"unavailable"}' });
    await expect.poll(() => snackbar(page).innerText()).toContain('The database is busy: try again in a moment.');
    await expect.poll(() => announceSwitch(page).isChecked()).toBe(false);
    expect(await announceSwitch(page).isDisabled()).toBe(false);
    expect((await ownUser(token)).announce_pbs).toBe(false);
    await context.close();
  });

  it('disables the selects and the switch offline and says why', async () => {
    const { context, page } = await openAccount(playerToken);
    await context.setOffline(true);
    await expect.poll(() => mainSelect(page).isDisabled()).toBe(true);
    expect(await regionSelect(page).isDisabled()).toBe(true);
    expect(await page.getByText('You are offline: changing the main account needs a connection.').isVisible()).toBe(true);
    expect(await page.getByText('You are offline: changing the region needs a connection.').isVisible()).toBe(true);
    expect(await announceSwitch(page).isDisabled()).toBe(true);
    expect(await page.getByText('You are offline: changing announcements needs a connection.').isVisible()).toBe(true);
    await context.setOffline(false);
    await expect.poll(() => mainSelect(page).isDisabled()).toBe(false);
    expect(await announceSwitch(page).isDisabled()).toBe(false);
    await context.close();
  });

  it("shows the demo admin's one linked account", async () => {
    const token = await suite.site.signIn(DEMO_ADMIN.username, DEMO_ADMIN.discordId);
    const me = await ownUser(token);
    expect(me.accounts).toHaveLength(1);
    const { context, page } = await openAccount(token);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('demo-admin');
    expect(await mainSelect(page).innerText()).toContain(me.accounts[0]!.character_name);
    await context.close();
  });

  it('tells a user with no linked account how to link one', async () => {
    const token = await suite.site.signIn('fresh-player');
    const { context, page } = await openAccount(token);
    const card = page.getByRole('region', { name: 'Main Linked Account' });
    expect(await card.innerText()).toMatch(/No game account is linked yet/);
    expect(await card.innerText()).toMatch(/plugin/);
    expect(await card.innerText()).toMatch(/\/link/);
    expect(await mainSelect(page).count()).toBe(0);
    expect(await regionSelect(page).innerText()).toContain('Not set');
    await context.close();
  });

  it('has no serious accessibility violations on a phone and a desktop, dark and light, nor with the key shown and the region list open', async () => {
    const { context, page } = await openAccount(playerToken);
    suite.track(context);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const showKey = page.getByRole('button', { name: 'Show key' });
    const listbox = page.getByRole('listbox');
    for (const look of LOOKS) {
      await showIn(page, look);
      expect(await seriousViolations(page), lookName(look)).toEqual([]);
      await showKey.click();
      await regionSelect(page).click();
      await listbox.waitFor();
      expect(await seriousViolations(page), lookName(look)).toEqual([]);
      await page.keyboard.press('Escape');
      await listbox.waitFor({ state: 'detached' });
      await showKey.click();
      await expect.poll(() => showKey.getAttribute('aria-pressed'), { message: lookName(look) }).toBe('false');
    }
  });
});
