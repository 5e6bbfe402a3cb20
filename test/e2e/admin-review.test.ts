import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { ReviewRound } from '../../domain/review';
import { formatTime } from '../../domain/time';
import { HELD_NOTICE } from '../../app/screens/details/parts/ReviewNotice';
import { pluginReport } from '../fixtures/plugin';
import { openAdminPanel, startAdminSite } from '../support/admin';
import { openApp, seriousViolations } from '../support/app';
import { expectFitsAndAccessible, lookName, LOOKS, showIn, sidewaysScroll } from '../support/looks';
import { pluginToken } from '../support/api';
import { siteInChromium } from '../support/browser';
import { roundsTable, snackbar } from '../support/controls';

const CARD = 'Round Review';
const OFFLINE = 'You are offline: reviewing rounds needs a connection.';
/** Faster than every round of the demo (the fastest plausible round is 300 s): a would-be world record. */
const RECORD_TIME = 301;

describe('Round Review in the Admin Panel, and held rounds on Round Details, in Chromium', () => {
  const suite = siteInChromium(startAdminSite);
  let admin: string;
  let teams = 0;

  beforeAll(async () => {
    admin = await suite.site.signInAdmin();
  });

  /**
   * A round the plugin reports as its team's teammates would, each from a token of their own and
   * without a UUID key: by a team of its own, so it merges with no other round. Fast enough to be
   * held, which is checked here so a setup that went wrong says so.
   */
  async function heldRound(reporters = 1, time = RECORD_TIME, vary: (body: ReturnType<typeof pluginReport>, reporter: number) => unknown = (body) => body): Promise<{ id: number; players: string[] }> {
    teams += 1;
    const players = pluginReport().players.map((player) => ({ ...player, character_name: `Rev${teams} ${player.role.slice(0, 3)}` }));
    let id = 0;
    for (const [index, reporter] of players.slice(0, reporters).entries()) {
      const token = await pluginToken(suite.site.server, reporter.character_name);
      const reply = await suite.site.server.request('POST', '/api/v1/rounds/', {
        token,
        body: vary(pluginReport({ round_time: time, players, submitted_by: reporter.character_name, wave_data: wavesWithin(time) }), index),
      });
      if (reply.status >= 300) throw new Error(`the plugin's report answered ${reply.status}: ${JSON.stringify(reply.body)}`);
      id = reply.body.data.id as number;
    }
    const status = (await suite.site.server.request('GET', `/api/v1/rounds/${id}/`)).body.data.data.status;
    if (status !== 'held') throw new Error(`round #${id} is ${status}, not held`);
    return { id, players: players.map((player) => player.character_name) };
  }

  async function reviewOf(id: number): Promise<ReviewRound | undefined> {
    const reply = await suite.site.server.request('GET', '/api/v1/reviews', { token: admin });
    expect(reply.status).toBe(200);
    return (reply.body.data.data as ReviewRound[]).find((round) => round.id === id);
  }

  /** The fixture's waves, each as long so that together they fit in the round's time, as the server requires. */
  const wavesWithin = (time: number) => {
    const waves = pluginReport().wave_data;
    return waves.map((wave) => ({ ...wave, wave_time: Math.floor((time - 1) / waves.length) }));
  };

  const reviewCard = (page: Page): Locator => page.getByRole('region', { name: CARD });

  async function openCard() {
    const opened = await openAdminPanel(suite.browser, suite.site);
    suite.track(opened.context);
    const card = reviewCard(opened.page);
    await card.getByRole('heading', { name: 'Held rounds' }).waitFor({ timeout: 30_000 });
    return { ...opened, card };
  }

  const roundItem = (card: Locator, id: number): Locator =>
    card.getByRole('listitem').filter({ has: card.page().getByRole('link', { name: `Round #${id}`, exact: true }) });
  const reportRows = (card: Locator, id: number): Locator => card.getByRole('table', { name: `Reports of round #${id}` }).locator('tbody tr');

  it('comes first among the cards, listing a held round first: awaiting review, a world record, its team, time and report', async () => {
    const round = await heldRound();
    const { page, card } = await openCard();
    expect(await page.getByRole('region', { name: 'Admin Panel' }).getByRole('heading', { level: 2 }).first().innerText()).toBe(CARD);

    const first = card.getByRole('listitem').first();
    await first.waitFor();
    expect(await first.getByRole('link', { name: `Round #${round.id}`, exact: true }).count()).toBe(1);
    const text = await first.innerText();
    expect(text).toContain('Awaiting review');
    expect(text).toContain('World record');
    expect(text).toContain(`5 Man · ${formatTime(RECORD_TIME)}`);
    expect(text).toMatch(/Received /);
    for (const name of round.players) expect(await first.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(`/player/${encodeURIComponent(name)}`);

    const rows = reportRows(card, round.id);
    expect(await rows.count()).toBe(1);
    const cells = (await rows.first().locator('th, td').allInnerTexts()).map((cell) => cell.replace(/\s+/g, ' ').trim());
    expect(cells.slice(1, 7)).toEqual([round.players[0], 'No', formatTime(RECORD_TIME), '10', 'Unidentified', 'Public']);
    expect(cells[7]).toMatch(/^✓ Shown Drop/);
    expect(await rows.first().getByRole('button', { name: /^Show this one/ }).count()).toBe(0);

    await first.getByRole('link', { name: `Round #${round.id}`, exact: true }).click();
    await page.waitForURL(new RegExp(`/details/${round.id}$`));
    await page.getByText('Awaiting review').waitFor();
  });

  it("shows a held round's details with 'Awaiting review' and why", async () => {
    const round = await heldRound();
    const { context, page } = await openApp(suite.browser, suite.site.server, `/details/${round.id}`);
    suite.track(context);
    const notice = page.getByRole('status').filter({ hasText: 'Awaiting review' });
    await notice.waitFor({ timeout: 15_000 });
    expect(await notice.innerText()).toContain(HELD_NOTICE);
  });

  it('approves a held round: it leaves the held rounds and appears on Round Times', async () => {
    const round = await heldRound();
    const { page, card } = await openCard();
    const item = roundItem(card, round.id);
    await item.getByRole('button', { name: `Approve round #${round.id}` }).click();
    await expect.poll(() => snackbar(page).innerText()).toContain(`Round #${round.id} approved`);
    // One report: once confirmed it is in no part of the list.
    await expect.poll(() => item.count()).toBe(0);
    expect((await reviewOf(round.id))?.status).not.toBe('held');

    await page.goto(`${suite.site.server.baseUrl}/round-times`);
    await roundsTable(page).getByRole('button', { name: `Players of round #${round.id}` }).waitFor({ timeout: 20_000 });
  });

  it("rejects a held round with a reason, which its details page then shows; the reason is required", async () => {
    const round = await heldRound();
    const reason = 'The splits do not add up to the round time.';
    const { page, card } = await openCard();
    await roundItem(card, round.id).getByRole('button', { name: `Reject round #${round.id}` }).click();
    const dialog = page.getByRole('dialog', { name: `Reject round #${round.id}` });
    await dialog.waitFor();

    const rejects: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(`/rounds/${round.id}/reject`)) rejects.push(request.method());
    });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await dialog.getByText('Reason is required.').waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Reason' }).getAttribute('aria-invalid')).toBe('true');
    expect(rejects).toEqual([]);

    await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => snackbar(page).innerText()).toContain(`Round #${round.id} rejected`);
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => roundItem(card, round.id).count()).toBe(0);
    expect(rejects).toEqual(['POST']);

    await page.goto(`${suite.site.server.baseUrl}/details/${round.id}`);
    const notice = page.getByRole('status').filter({ hasText: 'Rejected' });
    await notice.waitFor({ timeout: 15_000 });
    expect(await notice.innerText()).toContain(`Rejected by an admin: ${reason}`);
  });

  it('shows another report of a round and hands the choice back to the rule, says what a report fills in, and drops one after asking', async () => {
    // The first report's plugin did not see the queen spawn on wave 10; its teammate's did.
    const withoutQueen = (body: ReturnType<typeof pluginReport>, reporter: number) =>
      reporter === 0 ? { ...body, wave_data: body.wave_data.map((wave) => ({ ...wave, queen_spawn_time: undefined })) } : body;
    const round = await heldRound(2, RECORD_TIME, withoutQueen);
    const { page, card } = await openCard();
    const rows = reportRows(card, round.id);
    await expect.poll(() => rows.count()).toBe(2);
    const [first, second] = (await reviewOf(round.id))!.reports;
    expect(first!.shown).toBe(true);
    expect(await rows.nth(1).innerText()).toContain('Fills in wave 10: queen spawn');
    expect(await rows.nth(0).innerText()).not.toContain('Fills in');

    await rows.nth(1).getByRole('button', { name: /^Show this one/ }).click();
    await expect.poll(() => snackbar(page).innerText()).toContain(`Round #${round.id} now shows report #${second!.id}`);
    await expect.poll(() => rows.nth(1).innerText()).toContain('Shown');
    expect(await rows.nth(0).getByRole('button', { name: /^Show this one/ }).count()).toBe(1);
    expect(await roundItem(card, round.id).innerText()).toContain(`Shows report #${second!.id}, chosen by an admin`);

    await roundItem(card, round.id).getByRole('button', { name: `Back to the rule’s choice for round #${round.id}` }).click();
    await expect.poll(() => snackbar(page).innerText()).toContain(`Round #${round.id} shows the report the rule chooses`);
    await expect.poll(() => rows.nth(0).innerText()).toContain('Shown');
    expect((await reviewOf(round.id))!.chosen_report_id).toBeNull();
    expect(await roundItem(card, round.id).getByRole('button', { name: /^Back to the rule/ }).count()).toBe(0);

    await rows.nth(0).getByRole('button', { name: /^Drop/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm' });
    expect(await confirm.innerText()).toContain(`Drop report #${first!.id} of round #${round.id}?`);
    await confirm.getByRole('button', { name: 'Drop' }).click();
    await expect.poll(() => snackbar(page).innerText()).toContain(`Report #${first!.id} of round #${round.id} dropped`);
    await expect.poll(() => rows.nth(0).innerText()).toContain('Dropped');
    expect((await reviewOf(round.id))!.reports.map((report) => report.dropped)).toEqual([true, false]);
  });

  it('disables its actions offline and says why', async () => {
    const round = await heldRound();
    const { context, card } = await openCard();
    const approve = roundItem(card, round.id).getByRole('button', { name: `Approve round #${round.id}` });
    expect(await approve.isDisabled()).toBe(false);
    await context.setOffline(true);
    await expect.poll(() => approve.isDisabled()).toBe(true);
    expect(await roundItem(card, round.id).getByRole('button', { name: `Reject round #${round.id}` }).isDisabled()).toBe(true);
    expect(await card.getByText(OFFLINE).isVisible()).toBe(true);
    await context.setOffline(false);
    await expect.poll(() => approve.isDisabled()).toBe(false);
  });

  it('fits a phone and a desktop, dark and light, with no serious accessibility violations', async () => {
    const round = await heldRound(2);
    const { page, card } = await openCard();
    await reportRows(card, round.id).first().waitFor();
    const details = await openApp(suite.browser, suite.site.server, `/details/${round.id}`);
    suite.track(details.context);
    const notice = details.page.getByRole('status').filter({ hasText: 'Awaiting review' });
    await notice.waitFor({ timeout: 15_000 });
    const reject = page.getByRole('dialog', { name: `Reject round #${round.id}` });
    for (const look of LOOKS) {
      await showIn(page, look);
      expect(await sidewaysScroll(page), lookName(look)).toBeLessThanOrEqual(0);
      const sideways = await card.locator('div:has(> table)').evaluateAll((scrollers) => scrollers.map((s) => s.scrollWidth - s.clientWidth));
      expect(sideways.every((overflow) => overflow <= 0), lookName(look)).toBe(true);
      expect(await seriousViolations(page, card), lookName(look)).toEqual([]);

      await roundItem(card, round.id).getByRole('button', { name: `Reject round #${round.id}` }).click();
      await reject.waitFor();
      expect(await seriousViolations(page, card), lookName(look)).toEqual([]);
      await page.keyboard.press('Escape');
      await reject.waitFor({ state: 'detached' });

      await showIn(details.page, look);
      await expectFitsAndAccessible(details.page, look, notice);
    }
  });
});
