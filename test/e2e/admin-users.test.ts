import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { SEARCH_SETTLE_MS } from '../../app/ui/useSettledText';
import type { UserSummary } from '../../domain/types';
import { ADMIN_USERNAME, openAdminPanel, startAdminSite } from '../support/admin';
import { seriousViolations } from '../support/app';
import { expectFitsAndAccessible, lookName, LOOKS, showIn } from '../support/looks';
import { notePageFetches, pageFetches, type PageFetch } from '../support/pageFetches';
import { siteInChromium } from '../support/browser';
import { snackbar } from '../support/controls';

const OFFLINE = 'You are offline: managing users needs a connection.';

describe('User Management in the Admin Panel, in Chromium', () => {
  const suite = siteInChromium(startAdminSite);
  let admin: string;
  /** Discord IDs for users the tests add, each its own. */
  let nextDiscordId = 700_000_000_000_000_001n;
  const freshDiscordId = () => String(nextDiscordId++);

  beforeAll(async () => {
    admin = await suite.site.signInAdmin();
  });

  /** Every user, as the server stores them, in id order. */
  async function storedUsers(search = ''): Promise<UserSummary[]> {
    const query = search ? `?search=${encodeURIComponent(search)}` : '';
    const res = await suite.site.server.request('GET', `/api/v1/users/all${query}`, { token: admin });
    expect(res.status).toBe(200);
    return res.body.data;
  }
  async function storedUser(id: number): Promise<UserSummary> {
    return (await storedUsers()).find((u) => u.id === id)!;
  }
  /** A demo player with at least three game accounts, and none of the tests' earlier changes. */
  async function playerWithAccounts(index: number): Promise<UserSummary> {
    return (await storedUsers()).filter((u) => u.role === 'user' && u.accounts.length >= 3)[index]!;
  }
  async function addStoredUser(username: string): Promise<UserSummary> {
    const res = await suite.site.server.request('POST', '/api/v1/users/', { token: admin, body: { discord_id: freshDiscordId(), discord_username: username } });
    expect(res.status).toBe(201);
    return res.body.data.data;
  }

  async function openUsers() {
    const opened = await openAdminPanel(suite.browser, suite.site, { prepare: notePageFetches });
    const card = opened.page.getByRole('region', { name: 'User Management' });
    await card.getByRole('rowheader').first().waitFor({ timeout: 15_000 });
    const openedAfter = (await pageFetches(opened.page)).length;
    /** The calls to the users and accounts API the page made once the card was open, with their bodies. */
    const calls = async () => (await pageFetches(opened.page)).slice(openedAfter).filter((call) => /\/api\/v1\/(users|accounts)\b/.test(call.url));
    return { ...opened, card, calls };
  }

  const shownUsernames = (card: Locator) => card.getByRole('rowheader').allInnerTexts();
  const rowOf = (card: Locator, username: string) => card.getByRole('row').filter({ has: card.page().getByRole('rowheader', { name: username, exact: true }) });
  const cellsOf = async (card: Locator, username: string) => (await rowOf(card, username).getByRole('cell').allInnerTexts()).map((t) => t.trim());
  const detailsOf = (card: Locator, username: string) => card.getByRole('group', { name: `Accounts of ${username}`, exact: true });
  const searchBox = (card: Locator) => card.getByRole('searchbox', { name: 'Search Users' });
  const writes = (calls: PageFetch[]) => calls.filter((call) => call.method !== 'GET');

  /**
   * The server's answer to a search for `term`, to wait for before reading rows: the previous
   * search's rows, or a prefix's, may already be the expected ones.
   */
  const searchAnswered = (card: Locator, term: string) => card.page().waitForResponse((res) => new URL(res.url()).searchParams.get('search') === term.trim());

  /** Types a search and waits until the table shows exactly `expected` (the server's answer). */
  async function searchFor(card: Locator, term: string, expected: string[]): Promise<void> {
    const answered = searchAnswered(card, term);
    await searchBox(card).fill(term);
    await answered;
    await expect.poll(() => shownUsernames(card), { timeout: 10_000 }).toEqual(expected);
  }

  async function openUser(card: Locator, user: UserSummary): Promise<Locator> {
    await searchFor(card, user.discord_id, [user.discord_username]);
    const expand = card.getByRole('button', { name: `Accounts of ${user.discord_username}`, exact: true });
    await expand.click();
    expect(await expand.getAttribute('aria-expanded')).toBe('true');
    const details = detailsOf(card, user.discord_username);
    await details.waitFor();
    return details;
  }

  it('lists users by id in pages of 25: User ID, Discord Username, Primary Account and Region', async () => {
    const users = await storedUsers();
    expect(users.length).toBeGreaterThan(50);
    const { context, card } = await openUsers();
    expect((await card.getByRole('columnheader').allTextContents()).map((t) => t.trim())).toEqual(['Accounts', 'User ID', 'Discord Username', 'Primary Account', 'Region']);
    expect(await shownUsernames(card)).toEqual(users.slice(0, 25).map((u) => u.discord_username));
    expect(await card.getByText(`1–25 of ${users.length}`).isVisible()).toBe(true);

    const withRegion = users.slice(0, 25).find((u) => u.region === 'EU')!;
    const main = withRegion.accounts.find((a) => a.id === withRegion.main_account_id)!;
    expect(await cellsOf(card, withRegion.discord_username)).toEqual(['', String(withRegion.id), main.character_name, 'Europe']);

    await card.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => shownUsernames(card)).toEqual(users.slice(25, 50).map((u) => u.discord_username));
    expect(await card.getByText(`26–50 of ${users.length}`).isVisible()).toBe(true);
    await context.close();
  });

  it("shows '—' as the primary account (and region) of a user without game accounts", async () => {
    const { context, card } = await openUsers();
    await searchFor(card, ADMIN_USERNAME, [ADMIN_USERNAME]);
    const stored = (await storedUsers(ADMIN_USERNAME))[0]!;
    expect(stored.accounts).toEqual([]);
    expect(await cellsOf(card, ADMIN_USERNAME)).toEqual(['', String(stored.id), '—', '—']);
    await context.close();
  });

  it('searches by Discord username, by character name and by Discord ID, asking the server once typing pauses', async () => {
    const player = await playerWithAccounts(0);
    const alt = player.accounts.find((a) => a.id !== player.main_account_id)!;
    const { context, page, card, calls } = await openUsers();

    const byUsername = (await storedUsers(player.discord_username)).map((u) => u.discord_username);
    expect(byUsername).toContain(player.discord_username);
    // The page's clock stands still while the name is typed, so however slowly the machine types,
    // typing pauses only when the test says so.
    const now = Date.now();
    const typedAt = now + 1000;
    await page.clock.install({ time: now });
    await page.clock.pauseAt(typedAt);
    const before = (await calls()).length;
    const answered = searchAnswered(card, player.discord_username);
    expect(player.discord_username.length).toBeGreaterThan(4);
    await searchBox(card).pressSequentially(player.discord_username, { delay: 40 });
    await page.clock.runFor(SEARCH_SETTLE_MS);
    await answered;
    await page.clock.resume();
    await expect.poll(() => shownUsernames(card), { timeout: 10_000 }).toEqual(byUsername.slice(0, 25));
    // One request once typing paused, not one per key, and not a moment before the pause was whole.
    const searches = (await calls()).slice(before);
    expect(searches.map((call) => new URL(call.url).searchParams.get('search'))).toEqual([player.discord_username]);
    expect(searches.map((call) => call.at)).toEqual([typedAt + SEARCH_SETTLE_MS]);

    const byCharacter = (await storedUsers(alt.character_name)).map((u) => u.discord_username);
    expect(byCharacter).toContain(player.discord_username);
    await searchFor(card, alt.character_name.toUpperCase(), byCharacter);

    await searchFor(card, player.discord_id, [player.discord_username]);

    await searchBox(card).fill('zzz-nobody');
    await expect.poll(() => card.getByText('No users match “zzz-nobody”.').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await card.getByRole('button', { name: /^Accounts of / }).count()).toBe(0);
    await context.close();
  });

  it('marks both Add New User fields required and sends nothing while either is empty, saying which', async () => {
    const count = (await storedUsers()).length;
    const { context, card, calls } = await openUsers();
    const discordId = card.getByRole('textbox', { name: 'Discord ID' });
    const username = card.getByRole('textbox', { name: 'Discord Username' });
    expect(await discordId.getAttribute('aria-required')).toBe('true');
    expect(await username.getAttribute('aria-required')).toBe('true');

    await card.getByRole('button', { name: 'Add User' }).click();
    expect(await card.getByText('Discord ID is required.').isVisible()).toBe(true);
    expect(await card.getByText('Discord Username is required.').isVisible()).toBe(true);
    expect(await discordId.getAttribute('aria-invalid')).toBe('true');

    await username.fill('only-a-name');
    await card.getByRole('button', { name: 'Add User' }).click();
    expect(await card.getByText('Discord ID is required.').isVisible()).toBe(true);
    expect(await card.getByText('Discord Username is required.').count()).toBe(0);
    // Focus goes to the box to fill in.
    expect(await discordId.evaluate((input) => input === document.activeElement)).toBe(true);

    await discordId.fill(freshDiscordId());
    await username.fill('   ');
    await username.press('Enter');
    expect(await card.getByText('Discord Username is required.').isVisible()).toBe(true);
    expect(writes(await calls())).toEqual([]);
    expect((await storedUsers()).length).toBe(count);
    await context.close();
  });

  it('adds a user: says so, clears the form and shows the new user in the table', async () => {
    const id = freshDiscordId();
    const { context, page, card, calls } = await openUsers();
    await card.getByRole('textbox', { name: 'Discord ID' }).fill(id);
    await card.getByRole('textbox', { name: 'Discord Username' }).fill('new-recruit');
    await card.getByRole('textbox', { name: 'Discord Username' }).press('Enter');

    await expect.poll(() => snackbar(page).innerText()).toContain('User new-recruit added');
    expect(JSON.parse(writes(await calls())[0]!.body!)).toEqual({ discord_id: id, discord_username: 'new-recruit' });
    expect(await card.getByRole('textbox', { name: 'Discord ID' }).inputValue()).toBe('');
    expect(await card.getByRole('textbox', { name: 'Discord Username' }).inputValue()).toBe('');

    const stored = (await storedUsers(id))[0]!;
    expect(stored).toMatchObject({ discord_id: id, discord_username: 'new-recruit', accounts: [], main_account_id: null });
    await expect.poll(() => shownUsernames(card)).toEqual(['new-recruit']);
    expect(await cellsOf(card, 'new-recruit')).toEqual(['', String(stored.id), '—', '—']);
    // Opened, ready for a first game account.
    expect(await detailsOf(card, 'new-recruit').getByText('No game account is linked yet.').isVisible()).toBe(true);
    await context.close();
  });

  it("refuses a Discord ID already taken, or not a Discord ID, with the server's message and keeps what was typed", async () => {
    const taken = (await storedUsers())[3]!;
    const count = (await storedUsers()).length;
    const { context, page, card } = await openUsers();
    const discordId = card.getByRole('textbox', { name: 'Discord ID' });
    const username = card.getByRole('textbox', { name: 'Discord Username' });

    await discordId.fill(taken.discord_id);
    await username.fill('someone-else');
    await card.getByRole('button', { name: 'Add User' }).click();
    await expect.poll(() => snackbar(page).innerText()).toContain(`A user with Discord ID ${taken.discord_id} already exists.`);
    expect(await discordId.inputValue()).toBe(taken.discord_id);
    expect(await username.inputValue()).toBe('someone-else');

    await page.getByRole('button', { name: 'Close' }).click();
    await discordId.fill('12ab');
    await card.getByRole('button', { name: 'Add User' }).click();
    await expect.poll(() => snackbar(page).innerText()).toContain('discord_id: must be a Discord ID (digits only)');
    expect(await discordId.inputValue()).toBe('12ab');
    expect((await storedUsers()).length).toBe(count);
    expect((await storedUsers(taken.discord_id)).map((u) => u.discord_username)).toEqual([taken.discord_username]);
    await context.close();
  });

  it("expands a user into their game accounts, marking the primary, whose promote button is disabled", async () => {
    const player = await playerWithAccounts(1);
    const { context, card } = await openUsers();
    const details = await openUser(card, player);
    const items = details.getByRole('listitem');
    expect(await items.count()).toBe(player.accounts.length);
    for (const [i, account] of player.accounts.entries()) {
      const text = await items.nth(i).innerText();
      expect(text).toContain(account.character_name);
      expect(text.includes('(Primary)')).toBe(account.id === player.main_account_id);
      const promote = details.getByRole('button', { name: `Make ${account.character_name} primary`, exact: true });
      expect(await promote.isDisabled()).toBe(account.id === player.main_account_id);
    }
    // Closing hides them again.
    await card.getByRole('button', { name: `Accounts of ${player.discord_username}`, exact: true }).press('Enter');
    await expect.poll(() => details.count()).toBe(0);
    await context.close();
  });

  it("promotes another user's account to primary: user_id sent, the message, stored, and the table follows", async () => {
    const player = await playerWithAccounts(2);
    const next = player.accounts.find((a) => a.id !== player.main_account_id)!;
    const previous = player.accounts.find((a) => a.id === player.main_account_id)!;
    const { context, page, card, calls } = await openUsers();
    const details = await openUser(card, player);

    await details.getByRole('button', { name: `Make ${next.character_name} primary`, exact: true }).click();
    await expect.poll(() => snackbar(page).innerText()).toContain(`Main account updated to ${next.character_name}`);
    const put = writes(await calls()).find((call) => call.url.includes('/users/main-account/'))!;
    expect(JSON.parse(put.body!)).toEqual({ main_account_id: next.id, user_id: player.id });
    expect((await storedUser(player.id)).main_account_id).toBe(next.id);

    await expect.poll(() => cellsOf(card, player.discord_username)).toEqual(['', String(player.id), next.character_name, expect.any(String)]);
    await expect.poll(() => details.getByRole('button', { name: `Make ${next.character_name} primary`, exact: true }).isDisabled()).toBe(true);
    expect(await details.getByRole('button', { name: `Make ${previous.character_name} primary`, exact: true }).isDisabled()).toBe(false);
    expect(await details.getByRole('listitem').filter({ hasText: '(Primary)' }).innerText()).toContain(next.character_name);
    // The admin's own record is untouched.
    expect((await storedUsers(ADMIN_USERNAME))[0]!.main_account_id).toBeNull();
    await context.close();
  });

  it("changes another user's region: user_id sent, the message, stored, and the table follows", async () => {
    const player = (await storedUsers()).find((u) => u.role === 'user' && u.region === 'NA')!;
    const { context, page, card, calls } = await openUsers();
    const details = await openUser(card, player);

    await details.getByRole('button', { name: /Region/ }).click();
    await page.getByRole('option', { name: 'Europe' }).click();
    await expect.poll(() => snackbar(page).innerText()).toContain('Region updated to Europe');
    const put = writes(await calls()).find((call) => call.url.includes('/users/region/'))!;
    expect(JSON.parse(put.body!)).toEqual({ region: 'EU', user_id: player.id });
    expect((await storedUser(player.id)).region).toBe('EU');
    await expect.poll(() => cellsOf(card, player.discord_username)).toEqual(['', String(player.id), expect.any(String), 'Europe']);
    expect((await storedUsers(ADMIN_USERNAME))[0]!.region).toBeNull();

    // A refused update says so in SPEC's words and leaves the region shown as stored.
    await page.route('**/api/v1/users/region/', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":"error","error":"boom","code":"internal"}' }));
    await page.getByRole('button', { name: 'Close' }).click();
    await details.getByRole('button', { name: /Region/ }).click();
    await page.getByRole('option', { name: 'Other' }).click();
    await expect.poll(() => snackbar(page).innerText()).toContain('Failed to update region.');
    expect((await storedUser(player.id)).region).toBe('EU');
    expect(await details.getByRole('button', { name: /Region/ }).innerText()).toContain('Europe');
    await context.close();
  });

  it("adds a game account through 'Add Account for {user}': a name is required, Cancel sends nothing, Add links it", async () => {
    const user = await addStoredUser('account-less');
    const { context, page, card, calls } = await openUsers();
    const details = await openUser(card, user);

    await details.getByRole('button', { name: 'Add Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Account for account-less' });
    await dialog.waitFor();
    expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(500);
    const name = dialog.getByRole('textbox', { name: 'Character Name' });
    expect(await name.getAttribute('aria-required')).toBe('true');
    expect(await name.evaluate((input) => input === document.activeElement)).toBe(true);

    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    expect(await dialog.getByText('Character Name is required.').isVisible()).toBe(true);
    expect(await dialog.isVisible()).toBe(true);

    await name.fill('Never Sent');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(writes(await calls())).toEqual([]);
    expect((await storedUser(user.id)).accounts).toEqual([]);

    // Opened again, it starts empty; a name the server refuses is refused in the server's words.
    const refused = 'No Such Player Ever';
    await details.getByRole('button', { name: 'Add Account' }).click();
    await dialog.waitFor();
    expect(await name.inputValue()).toBe('');
    await name.fill(refused);
    await name.press('Enter');
    await expect.poll(() => dialog.getByText('character_name: must be at most 12 characters').isVisible()).toBe(true);
    expect(await name.inputValue()).toBe(refused);

    await name.fill('Fresh Alt');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => snackbar(page).innerText()).toContain('Account Fresh Alt added for account-less');
    const post = writes(await calls()).at(-1)!;
    expect(post.url).toMatch(/\/api\/v1\/accounts\/$/);
    expect(JSON.parse(post.body!)).toEqual({ user_id: user.id, character_name: 'Fresh Alt' });
    const stored = await storedUser(user.id);
    expect(stored.accounts.map((a) => a.character_name)).toEqual(['Fresh Alt']);

    // The row shows it at once; a first account becomes the primary one.
    await expect.poll(() => details.getByRole('listitem').allInnerTexts()).toEqual([expect.stringContaining('Fresh Alt (Primary)')]);
    expect(await cellsOf(card, 'account-less')).toEqual(['', String(user.id), 'Fresh Alt', '—']);
    await context.close();
  });

  it('disables every action offline and says why', async () => {
    const player = await playerWithAccounts(3);
    const { context, page, card } = await openUsers();
    const details = await openUser(card, player);
    const promote = details.getByRole('button', { name: /^Make .* primary$/ });
    const other = player.accounts.find((a) => a.id !== player.main_account_id)!;
    const actions = [
      card.getByRole('button', { name: 'Add User' }),
      details.getByRole('button', { name: `Make ${other.character_name} primary`, exact: true }),
      details.getByRole('button', { name: /Region/ }),
      details.getByRole('button', { name: 'Add Account' }),
    ];
    for (const action of actions) expect(await action.isDisabled()).toBe(false);

    await context.setOffline(true);
    await expect.poll(() => card.getByText(OFFLINE).isVisible()).toBe(true);
    for (const action of actions) expect(await action.isDisabled()).toBe(true);
    expect(await promote.evaluateAll((buttons) => buttons.every((b) => (b as HTMLButtonElement).disabled))).toBe(true);
    const reasonId = await card.getByText(OFFLINE).getAttribute('id');
    expect(await card.getByRole('button', { name: 'Add User' }).getAttribute('aria-describedby')).toContain(reasonId);

    await context.setOffline(false);
    await expect.poll(() => card.getByText(OFFLINE).count()).toBe(0);
    expect(await actions[3]!.isDisabled()).toBe(false);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('has no serious accessibility violations and no page-wide sideways scroll on a phone and a desktop, dark and light, a user expanded and Add Account refused empty', async () => {
    const player = await playerWithAccounts(0);
    const { context, page, card } = await openUsers();
    suite.track(context);
    const details = await openUser(card, player);
    await searchBox(card).fill('');
    await expect.poll(() => card.getByRole('rowheader').count(), { timeout: 10_000 }).toBe(25);
    const dialog = page.getByRole('dialog', { name: `Add Account for ${player.discord_username}` });
    for (const look of LOOKS) {
      await showIn(page, look);
      await expectFitsAndAccessible(page, look, card);
      await details.getByRole('button', { name: 'Add Account' }).click();
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await dialog.getByText('Character Name is required.').waitFor();
      expect(await seriousViolations(page, card), lookName(look)).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
  });
});
