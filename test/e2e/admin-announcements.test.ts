import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { formatTime } from '../../domain/time';
import { FakeDiscordWebhook } from '../fakes/discordWebhook';
import { fiveManRound } from '../fixtures/rounds';
import { openApp, seriousViolations } from '../support/app';
import { LOOKS, lookName, showIn, sidewaysScroll } from '../support/looks';
import { siteInChromium } from '../support/browser';
import { announcementOf, submitRound } from '../support/api';
import { startServer, type TestServer } from '../support/server';

const CARD = 'Discord Announcements';

/** The built site with no rounds of its own (the card needs none) and, when given, a channel webhook it announces to straight away. */
interface AnnouncingSite {
  server: TestServer;
  webhook: FakeDiscordWebhook | null;
  stop(): Promise<void>;
}

async function startAnnouncingSite(withWebhook: boolean): Promise<AnnouncingSite> {
  const webhook = withWebhook ? await new FakeDiscordWebhook().start() : null;
  const server = await startServer('sqlite', { STATIC_DIR: 'dist', ...webhook?.env() });
  return {
    server,
    webhook,
    async stop() {
      await server.stop();
      await webhook?.stop();
    },
  };
}

const announcementsCard = (page: Page): Locator => page.getByRole('region', { name: CARD });

describe('the Discord Announcements card without a webhook', () => {
  const suite = siteInChromium(() => startAnnouncingSite(false));

  it('says announcements are off and how to turn them on', async () => {
    const { context, page } = await openApp(suite.browser, suite.site.server, '/admin', { token: await suite.site.server.signInAdmin() });
    suite.track(context);
    const card = announcementsCard(page);
    await card.getByText('Announcements are off.').waitFor({ timeout: 15_000 });
    expect(await card.innerText()).toMatch(/set DISCORD_WEBHOOK_URL to the webhook URL of the Discord channel/);
    expect(await card.innerText()).toMatch(/and PUBLIC_URL for the posts' links to their rounds, then restart the server/);
    expect(await card.innerText()).toMatch(/docs\/discord.md \(Set-up\) explains it/);
    expect(await card.getByRole('table').count()).toBe(0);
    expect(await card.getByText('No announcements yet.').count()).toBe(0);
  });
});

describe('the Discord Announcements card with a webhook', () => {
  const suite = siteInChromium(() => startAnnouncingSite(true));
  let admin: string;
  let team = 0;

  beforeAll(async () => {
    admin = await suite.site.server.signInAdmin();
  });

  function webhook(): FakeDiscordWebhook {
    return suite.site.webhook!;
  }

  async function openPanel(): Promise<{ page: Page; card: Locator }> {
    const { context, page } = await openApp(suite.browser, suite.site.server, '/admin', { token: admin });
    suite.track(context);
    const card = announcementsCard(page);
    await card.getByRole('button', { name: 'Refresh' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => card.getByText('Loading announcements…').count()).toBe(0);
    return { page, card };
  }

  /** A 5 Man round faster than any so far (a world record), by a team of its own so it merges with no other. */
  async function submitRecord(): Promise<{ id: number; time: number }> {
    team += 1;
    const time = 600 - team * 0.6;
    const body = fiveManRound({ round_time: time, round_date: new Date().toISOString() });
    body.players = body.players.map((player) => ({ ...player, character_name: `Herald${team} ${player.role.slice(0, 3)}` }));
    return { id: await submitRound(suite.site.server, admin, body), time };
  }

  /** Waits until the server holds the round's entry in this state. */
  async function settled(roundId: number, state: string): Promise<void> {
    await expect.poll(async () => (await announcementOf(suite.site.server, admin, roundId))?.state, { timeout: 20_000 }).toBe(state);
  }

  const entryRow = (card: Locator, roundId: number) => card.locator('tbody tr', { has: card.page().getByRole('link', { name: `#${roundId}`, exact: true }) });
  /** The texts of a row's cells, as a desktop shows them, each on one line. */
  const cellTexts = async (row: Locator) => (await row.locator('th, td').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());

  it('lists a record round as Sent after Refresh, with its round, format, time, reason and tries', async () => {
    const { page, card } = await openPanel();
    expect(await card.getByText('No announcements yet.').isVisible()).toBe(true);
    expect(await card.getByText('Announcements are off.').count()).toBe(0);

    const round = await submitRecord();
    await webhook().postsReach(1);
    await settled(round.id, 'sent');
    // The card shows what it loaded until asked again.
    expect(await card.getByText('No announcements yet.').isVisible()).toBe(true);
    await card.getByRole('button', { name: 'Refresh' }).click();

    const row = entryRow(card, round.id);
    await row.waitFor();
    const [roundCell, format, time, reason, state, tries, updated] = await cellTexts(row);
    expect([roundCell, format, time, reason, state, tries]).toEqual([`#${round.id}`, '5 Man', formatTime(round.time), 'World record', '✓ Sent', '1']);
    expect(updated).toContain(String(new Date().getUTCFullYear()));

    await row.getByRole('link', { name: `#${round.id}` }).click();
    await page.waitForURL(new RegExp(`/details/${round.id}$`));
  });

  it('shows why a post Discord refused failed, under its entry', async () => {
    webhook().answerNext({ status: 404 });
    const round = await submitRecord();
    await settled(round.id, 'failed');
    const { card } = await openPanel();
    const row = entryRow(card, round.id);
    expect((await cellTexts(row))[4]).toBe('✕ Failed');
    const error = row.locator('xpath=following-sibling::tr[1]');
    expect(await error.innerText()).toBe('Error: Discord answered 404: Unknown Webhook');
  });

  it('fits a phone and a desktop, dark and light, with no serious accessibility violations: on a phone time and format go under the round, tries and date under the state', async () => {
    await settled((await submitRecord()).id, 'sent');
    const { page, card } = await openPanel();
    const table = card.getByRole('table', { name: 'Discord announcements' });
    await table.waitFor();
    const shownHeaders = () => table.locator('thead th').evaluateAll((headers) => headers.filter((h) => h.getClientRects().length > 0).map((h) => h.textContent));
    const firstRow = table.locator('tbody tr').first();
    for (const look of LOOKS) {
      await showIn(page, look);
      expect(await seriousViolations(page, card), lookName(look)).toEqual([]);
      expect(await card.locator('div:has(> table)').evaluate((scroller) => scroller.scrollWidth - scroller.clientWidth), lookName(look)).toBe(0);
      expect(await sidewaysScroll(page), lookName(look)).toBeLessThanOrEqual(0);
      if (look.form === 'phone') {
        expect(await shownHeaders(), lookName(look)).toEqual(['Round', 'Reason', 'State']);
        expect(await firstRow.innerText(), lookName(look)).toMatch(/5 Man/);
        expect(await firstRow.innerText(), lookName(look)).toMatch(/1 try/);
      } else {
        expect(await shownHeaders(), lookName(look)).toEqual(['Round', 'Format', 'Time', 'Reason', 'State', 'Tries', 'Updated']);
      }
    }
  });
});
