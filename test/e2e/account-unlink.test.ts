import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { writeTransaction } from '../../api/db/transaction';
import { linkOrClaim } from '../../api/modules/accounts/services/linkOrClaim';
import { parseUtcTimestamp } from '../../domain/time';
import type { ClaimVia, User } from '../../domain/types';
import { fiveManRound } from '../fixtures/rounds';
import { linkAccount, signedInUser, submitRound } from '../support/api';
import { openApp, seriousViolations, startOneRoundSite } from '../support/app';
import { siteInChromium } from '../support/browser';
import { expectFitsAndAccessible, lookName, LOOKS, showIn } from '../support/looks';
import { snackbar } from '../support/controls';

// As the Account page writes a link's date: '3 Nov 2026', in the browser's (here the machine's) time zone.
const linkDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

describe('unlinking characters and settling claims, in Chromium', () => {
  const suite = siteInChromium(startOneRoundSite);
  let serial = 0;

  const admin = () => suite.site.signInAdmin();
  const me = (token: string) => signedInUser(suite.site, token);
  /** A signed-in player of their own. */
  async function newPlayer(username: string): Promise<{ token: string; user: User }> {
    const token = await suite.site.signIn(username, String(580_000_000_000_000_000n + BigInt(++serial)));
    return { token, user: await me(token) };
  }
  /** A link or claim as the plugin's upload or Discord's /link makes it. */
  const linkOrClaimAs = (userId: number, name: string, via: ClaimVia) => writeTransaction(suite.site.app.db, (trx) => linkOrClaim(trx, userId, name, via));
  const dateOf = (user: User, name: string) => linkDate.format(parseUtcTimestamp(user.accounts.find((a) => a.character_name === name)!.created_at!));

  async function openAccount(token: string) {
    const opened = await openApp(suite.browser, suite.site, '/account', { token });
    const card = opened.page.getByRole('region', { name: 'Linked Characters' });
    await card.waitFor({ timeout: 15_000 });
    return { ...opened, card };
  }
  async function openClaims() {
    const opened = await openApp(suite.browser, suite.site, '/admin', { token: await admin() });
    const card = opened.page.getByRole('region', { name: 'Character Claims' });
    await card.waitFor({ timeout: 15_000 });
    return { ...opened, card };
  }
  const items = (card: Locator) => card.getByRole('listitem').allInnerTexts();
  /** Each linked character's name and how it was linked, without its Unlink button. */
  const characters = async (card: Locator) => (await items(card)).map((text) => text.slice(0, text.indexOf('\nUnlink\n')));
  const confirmDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Confirm' });

  it('says how each character was linked, and unlinks one only once it is confirmed', async () => {
    const { token, user } = await newPlayer('unlinker');
    await linkAccount(suite.site, await admin(), user.id, 'Unlink Main');
    await linkOrClaimAs(user.id, 'Unlink Plug', 'plugin');
    await linkOrClaimAs(user.id, 'Unlink Disc', 'discord');
    await linkAccount(suite.site, await admin(), user.id, 'Old Link');
    // A link made before the site kept how.
    await suite.site.app.db('accounts').where({ name_key: 'old link' }).update({ linked_via: null });
    const before = await me(token);

    const { context, page, card } = await openAccount(token);
    await expect.poll(() => characters(card)).toEqual([
      `Unlink Main (main)\nlinked by an admin on ${dateOf(before, 'Unlink Main')}`,
      `Unlink Plug\nlinked by the plugin on ${dateOf(before, 'Unlink Plug')}`,
      `Unlink Disc\nlinked through Discord on ${dateOf(before, 'Unlink Disc')}`,
      'Old Link',
    ]);

    // Cancel sends nothing.
    const deletes: string[] = [];
    page.on('request', (req) => req.method() === 'DELETE' && deletes.push(req.url()));
    await card.getByRole('button', { name: 'Unlink Unlink Main', exact: true }).click();
    expect(await confirmDialog(page).innerText()).toContain('Unlink Unlink Main from your account?');
    await confirmDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirmDialog(page).count()).toBe(0);
    expect(deletes).toEqual([]);
    expect(await me(token)).toEqual(before);

    await card.getByRole('button', { name: 'Unlink Unlink Main', exact: true }).click();
    await confirmDialog(page).getByRole('button', { name: 'Unlink', exact: true }).click();
    await expect.poll(() => snackbar(page).innerText()).toContain('Unlink Main unlinked');
    await expect.poll(() => characters(card)).toEqual([
      `Unlink Plug (main)\nlinked by the plugin on ${dateOf(before, 'Unlink Plug')}`,
      `Unlink Disc\nlinked through Discord on ${dateOf(before, 'Unlink Disc')}`,
      'Old Link',
    ]);
    expect(deletes).toHaveLength(1);
    const after = await me(token);
    expect(after.accounts.map((a) => a.character_name)).toEqual(['Unlink Plug', 'Unlink Disc', 'Old Link']);
    expect(after.main_account_id).toBe(after.accounts[0]!.id);
    expect(await page.getByRole('button', { name: /Main account/ }).innerText()).toContain('Unlink Plug');

    // Unlinked meanwhile by an admin: the server's own words say so.
    const old = after.accounts.find((a) => a.character_name === 'Old Link')!;
    expect((await suite.site.request('DELETE', `/api/v1/accounts/${old.id}`, { token: await admin() })).status).toBe(200);
    await page.getByRole('button', { name: 'Close' }).click();
    await card.getByRole('button', { name: 'Unlink Old Link', exact: true }).click();
    await confirmDialog(page).getByRole('button', { name: 'Unlink', exact: true }).click();
    await expect.poll(() => snackbar(page).innerText()).toContain(`Account ${old.id} does not exist.`);
    await context.close();
  });

  it("lists a claim in the Admin Panel, and 'Move to …' moves the character after confirming; Dismiss leaves it", async () => {
    const holder = await newPlayer('claim-holder');
    const claimant = await newPlayer('claim-maker');
    const bystander = await newPlayer('claim-other');
    await linkAccount(suite.site, await admin(), holder.user.id, 'Disputed');
    await linkAccount(suite.site, await admin(), holder.user.id, 'Holder Two');
    await linkAccount(suite.site, await admin(), holder.user.id, 'Kept Name');
    expect(await linkOrClaimAs(claimant.user.id, 'Disputed', 'discord')).toBe('claimed');
    expect(await linkOrClaimAs(bystander.user.id, 'Kept Name', 'plugin')).toBe('claimed');

    const { context, page, card } = await openClaims();
    const disputed = card.getByRole('listitem').filter({ hasText: 'Disputed' });
    await expect.poll(() => disputed.innerText()).toContain('Held by claim-holder; claimed by claim-maker through Discord');
    expect(await card.getByRole('listitem').filter({ hasText: 'Kept Name' }).innerText()).toContain('Held by claim-holder; claimed by claim-other through the plugin');

    await disputed.getByRole('button', { name: 'Move Disputed to claim-maker', exact: true }).click();
    expect(await confirmDialog(page).innerText()).toContain('Move Disputed from claim-holder to claim-maker?');
    await confirmDialog(page).getByRole('button', { name: 'Move', exact: true }).click();
    await expect.poll(() => snackbar(page).innerText()).toContain('Disputed moved to claim-maker');
    await expect.poll(() => disputed.count()).toBe(0);
    const moved = await me(claimant.token);
    expect(moved.accounts).toEqual([expect.objectContaining({ character_name: 'Disputed', linked_via: 'admin' })]);
    const left = await me(holder.token);
    expect(left.accounts.map((a) => a.character_name)).toEqual(['Holder Two', 'Kept Name']);
    expect(left.main_account_id).toBe(left.accounts[0]!.id);

    const kept = card.getByRole('listitem').filter({ hasText: 'Kept Name' });
    await kept.getByRole('button', { name: 'Dismiss the claim of claim-other on Kept Name', exact: true }).click();
    await expect.poll(() => kept.count()).toBe(0);
    expect((await me(holder.token)).accounts.map((a) => a.character_name)).toEqual(['Holder Two', 'Kept Name']);
    await context.close();
  });

  it("lets an admin unlink another user's character from User Management, after confirming", async () => {
    const player = await newPlayer('managed-player');
    await linkAccount(suite.site, await admin(), player.user.id, 'Managed One');
    await linkAccount(suite.site, await admin(), player.user.id, 'Managed Two');
    const { context, page } = await openApp(suite.browser, suite.site, '/admin', { token: await admin() });
    const card = page.getByRole('region', { name: 'User Management' });
    await card.getByRole('searchbox', { name: 'Search Users' }).fill('managed-player');
    await card.getByRole('button', { name: 'Accounts of managed-player', exact: true }).click();
    const details = card.getByRole('group', { name: 'Accounts of managed-player' });

    await details.getByRole('button', { name: 'Unlink Managed One', exact: true }).click();
    expect(await confirmDialog(page).innerText()).toContain('Unlink Managed One from managed-player?');
    await confirmDialog(page).getByRole('button', { name: 'Unlink', exact: true }).click();
    await expect.poll(() => snackbar(page).innerText()).toContain('Managed One unlinked');
    await expect.poll(() => details.getByRole('listitem').allInnerTexts()).toEqual([expect.stringContaining('Managed Two (Primary)')]);
    const after = await me(player.token);
    expect(after.accounts.map((a) => a.character_name)).toEqual(['Managed Two']);
    expect(after.main_account_id).toBe(after.accounts[0]!.id);
    await context.close();
  });

  it('shows the alts of a character named __proto__ on Round Times, and none for one named constructor', async () => {
    const proto = await newPlayer('proto-player');
    await linkAccount(suite.site, await admin(), proto.user.id, '__proto__');
    await linkAccount(suite.site, await admin(), proto.user.id, 'Proto Alt');
    const players = ['__proto__', 'constructor', 'toString', 'valueOf', 'Plain Pat'];
    const roles = ['Main Attacker', '2nd Attacker', 'Healer', 'Collector', 'Defender'];
    const id = await submitRound(suite.site, await admin(), fiveManRound({ round_time: 599.4, players: players.map((character_name, i) => ({ character_name, role: roles[i] })) }));

    const { context, page } = await openApp(suite.browser, suite.site, '/round-times?expand=all&search=constructor');
    const team = page.getByRole('list', { name: `Players of round #${id}` });
    await expect.poll(() => team.getByRole('link').allInnerTexts(), { timeout: 15_000 }).toEqual(players);
    const trigger = team.getByRole('link', { name: '__proto__', exact: true });
    const tooltip = page.getByRole('tooltip');
    // Rows drawn anew as the copy arrives may replace the name under a resting pointer: point at it again until it shows.
    await expect
      .poll(async () => {
        const box = (await trigger.boundingBox())!;
        await page.mouse.move(box.x - 40, box.y - 40);
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
        return tooltip.waitFor({ timeout: 2_000 }).then(
          () => true,
          () => false,
        );
      })
      .toBe(true);
    expect(await tooltip.innerText()).toBe('Linked alts: Proto Alt');
    await context.close();
  });

  it('is accessible and never scrolls sideways on a phone and a desktop, dark and light, with a confirmation open or not', async () => {
    const owner = await newPlayer('long-named-owner');
    const claimant = await newPlayer('an-even-longer-claimant');
    await linkOrClaimAs(owner.user.id, 'Wide Fellow', 'plugin');
    await linkOrClaimAs(owner.user.id, 'Wider_Fellow', 'discord');
    await linkOrClaimAs(claimant.user.id, 'Wide Fellow', 'discord');

    const [account, claims] = await Promise.all([openAccount(owner.token), openClaims()]);
    suite.track(account.context);
    suite.track(claims.context);
    const unlink = account.card.getByRole('button', { name: 'Unlink Wide Fellow', exact: true });
    await unlink.waitFor();
    const item = claims.card.getByRole('listitem').filter({ hasText: 'Wide Fellow' });
    await item.waitFor();
    for (const look of LOOKS) {
      await showIn(account.page, look);
      await expectFitsAndAccessible(account.page, look, account.card);
      await unlink.click();
      await confirmDialog(account.page).waitFor();
      expect(await seriousViolations(account.page, account.card), lookName(look)).toEqual([]);
      await account.page.keyboard.press('Escape');
      await confirmDialog(account.page).waitFor({ state: 'detached' });

      await showIn(claims.page, look);
      await expectFitsAndAccessible(claims.page, look, claims.card);
      await item.getByRole('button', { name: /^Move / }).click();
      await confirmDialog(claims.page).waitFor();
      expect(await seriousViolations(claims.page, claims.card), lookName(look)).toEqual([]);
      await claims.page.keyboard.press('Escape');
      await confirmDialog(claims.page).waitFor({ state: 'detached' });
    }
  });
});
