import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ROLES_BY_FORMAT } from '../../domain/constants';
import { formatTime } from '../../domain/time';
import type { Round } from '../../domain/types';
import { fiveManRound } from '../fixtures/rounds';
import { pluginReport } from '../fixtures/plugin';
import { pluginToken, submitRound } from '../support/api';
import { openApp, seriousViolations, startDemoSite } from '../support/app';
import { siteInChromium } from '../support/browser';
import { LOOKS, lookName, showIn, sidewaysScroll } from '../support/looks';

/** A five-man team of its own, named after `tag` (names are at most 12 characters), in role order. */
const team = (tag: string) => ROLES_BY_FORMAT.five_man.map((role, i) => ({ character_name: `${tag} ${i + 1}`, role }));

describe('the Live page in Chromium', () => {
  const suite = siteInChromium(startDemoSite);
  /** The round the tests follow from its first checkpoint to its upload. */
  const players = team('Scroller');
  const reporter = players[3]!.character_name;
  /** Set as the first checkpoint goes: the round began a minute before it. */
  let startedAt = '';
  let token: string;
  let roundId: number;

  beforeAll(async () => {
    token = await pluginToken(suite.site, reporter);
  });

  /** A QS checkpoint exactly as the scroller's plugin sends it at the start of a wave. */
  async function checkpoint(wave: number, qs: number, team?: { players: typeof players; reporter: string; startedAt: string; token: string }): Promise<void> {
    const of = team ?? { players, reporter, startedAt, token };
    const reply = await suite.site.request('POST', '/api/v1/run-sessions/checkpoints', {
      token: of.token,
      body: { format: 'five_man', players: of.players, reporter: of.reporter, scroller: true, round_started_at: of.startedAt, wave_number: wave, qs_time: qs, good_premove: true, x_qs_spawn: 21, y_qs_spawn: 30 },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  }

  const card = (page: Page, who = reporter) => page.getByRole('article', { name: `5 Man, reported by ${who}` });

  async function openLive() {
    const opened = await openApp(suite.browser, suite.site, '/live');
    await opened.page.getByRole('heading', { level: 1, name: 'Live' }).waitFor();
    return opened;
  }

  it('is in the top navigation after Records, titled Live; with nothing live it lists the last five rounds', async () => {
    const { context, page } = await openApp(suite.browser, suite.site, '/round-times');
    const tabs = await page.getByRole('navigation', { name: 'Main' }).getByRole('link').allInnerTexts();
    expect(tabs.slice(tabs.indexOf('Records'), tabs.indexOf('Records') + 2)).toEqual(['Records', 'Live']);
    await page.getByRole('link', { name: 'Live', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Live' }).waitFor();
    await expect.poll(() => page.title()).toBe('BA Times | Live');
    await page.getByText('No rounds are being played right now.').waitFor();

    const newest = (await suite.site.request('GET', '/api/v1/rounds/')).body.data.data
      .filter((round: { round_date: string | null }) => round.round_date !== null)
      .sort((a: { round_date: string; id: number }, b: { round_date: string; id: number }) => b.round_date.localeCompare(a.round_date) || b.id - a.id)
      .slice(0, 5)
      .map((round: { id: number }) => `/details/${round.id}`);
    const recent = page.getByRole('list', { name: 'Last finished rounds' });
    await expect.poll(() => recent.getByRole('listitem').count(), { timeout: 20_000 }).toBe(5);
    const links = await recent.locator('a[href^="/details/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual(newest);
    await context.close();
  });

  it("shows a card when the scroller's plugin sends a checkpoint, and the next wave within 2 s without a reload", async () => {
    const { context, page } = await openLive();
    await page.getByText('No rounds are being played right now.').waitFor();
    startedAt = new Date(Date.now() - 60_000).toISOString();
    await checkpoint(2, 4);
    await card(page).waitFor({ timeout: 5_000 });
    expect(await card(page).locator('header').getByText('Wave 2', { exact: true }).count()).toBe(1);
    // The team, each name to the player's page, with role chips.
    for (const player of players) {
      expect(await card(page).getByRole('link', { name: player.character_name }).getAttribute('href')).toBe(`/player/${encodeURIComponent(player.character_name)}`);
      expect(await card(page).getByText(player.role, { exact: true }).count()).toBe(1);
    }
    const qs = card(page).getByRole('list', { name: 'QS ticks by wave' }).getByRole('listitem');
    await expect.poll(() => qs.allInnerTexts()).toEqual([expect.stringMatching(/^Wave 2\s+4\s+ticks, ideal\s+record (\d+|–)$/)]);
    expect(await qs.locator('[data-qs]').getAttribute('data-qs')).toBe('green');
    // A minute in, the clock reads 1:0x and moves on by itself.
    const clock = () => card(page).locator('header').innerText();
    await expect.poll(clock).toMatch(/1:0\d/);
    const before = await clock();
    await expect.poll(clock, { timeout: 3_000 }).not.toBe(before);
    await expect.poll(() => card(page).innerText()).toMatch(/pace at wave 2\s+[+\u2212]?\d+\.\d s vs WR/i);
    // The navigation counts it, lazily loaded and following the notices.
    await page.getByRole('link', { name: 'Live, 1 round being played' }).waitFor();

    const sent = Date.now();
    await checkpoint(3, 5);
    await card(page).locator('header').getByText('Wave 3', { exact: true }).waitFor({ timeout: 2_000 });
    expect(Date.now() - sent).toBeLessThanOrEqual(2_000);
    expect(await qs.count()).toBe(2);
    expect(await qs.nth(1).locator('[data-qs]').getAttribute('data-qs')).toBe('orange');
    await context.close();
  });

  it('says live rounds need a connection while offline, and comes back by itself', async () => {
    const { context, page } = await openLive();
    await card(page).waitFor();
    await context.setOffline(true);
    await page.getByText('Live rounds need a connection.').waitFor();
    expect(await card(page).count()).toBe(0);
    await context.setOffline(false);
    await card(page).waitFor();
    expect(await page.getByText('Live rounds need a connection.').count()).toBe(0);
    await context.close();
  });

  it('turns the card into the finished time, to its details, when the round is uploaded', async () => {
    const { context, page } = await openLive();
    await card(page).waitFor();
    roundId = await submitRound(
      suite.site,
      token,
      pluginReport({ players, submitted_by: reporter, scroller: true, round_time: 620, round_started_at: startedAt, elapsed_real_time: 655.4 }),
    );
    await expect.poll(() => card(page).locator('header').innerText()).toMatch(/Finished\s+10:20\.0/);
    expect(await card(page).getByRole('link', { name: '10:20.0' }).getAttribute('href')).toBe(`/details/${roundId}`);
    await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Live', exact: true }).count()).toBe(1);
    await context.close();
  });

  it("shows a live round's start, real time and checkpoints on its Round Details", async () => {
    const { context, page } = await openApp(suite.browser, suite.site, `/details/${roundId}`);
    const summary = page.getByRole('region', { name: 'Summary' });
    await summary.getByText('Real time').waitFor({ timeout: 20_000 });
    const facts = await summary.locator('dt').evaluateAll((dts) => Object.fromEntries(dts.map((dt) => [dt.textContent, dt.nextElementSibling!.textContent])));
    expect(facts['Real time']).toBe('10:55.4');
    expect(facts.Started).toMatch(/\d/);
    const splits = page.getByRole('region', { name: 'Wave Splits' });
    await expect.poll(() => splits.innerText()).toContain('Recorded live: 2 checkpoints');
    // Each wave's QS as uploaded, then in brackets as its live checkpoint had it.
    const qs = async () =>
      (await splits.getByRole('table', { name: 'Wave splits' }).locator('tbody tr').evaluateAll((trs) => trs.map((tr) => (tr.children[2] as HTMLElement).innerText.replace(/\s+/g, ' ')))).slice(0, 4);
    // The line above the table and the table may take the checkpoints in different renders.
    await expect.poll(qs).toEqual(['0 ticks, off the ideal', '4 ticks, ideal (live 4)', '4 ticks, ideal (live 5)', '4 ticks, ideal']);
    await context.close();
  });

  describe('a live card on a phone and on a desktop, dark and light', () => {
    const others = team('Pacer');
    beforeAll(async () => {
      const admin = await suite.site.signInAdmin();
      // The team's best round, with splits: its pace is shown against it too.
      await submitRound(suite.site, admin, fiveManRound({ players: others, submitted_by: others[0]!.character_name, round_time: 640.2 }));
      const of = { players: others, reporter: others[3]!.character_name, startedAt: new Date(Date.now() - 4 * 60_000).toISOString(), token: await pluginToken(suite.site, others[3]!.character_name) };
      for (const [wave, qs] of [[2, 4], [3, 4], [4, 5], [5, 4], [6, 7]] as const) await checkpoint(wave, qs, of);
    });

    it("projects the finish from what the format's recent rounds took after wave 5, the team having too few of its own", async () => {
      const rounds: Round[] = (await suite.site.request('GET', '/api/v1/rounds/')).body.data.data;
      const live = ((await suite.site.request('GET', '/api/v1/live')).body.data.data as { reporter: string; round_started_at: string; checkpoints: { wave_number: number; received_at: string }[] }[]).find((round) => round.reporter === others[3]!.character_name)!;
      const latest = live.checkpoints.find((checkpoint) => checkpoint.wave_number === 6)!;
      const elapsed = Math.round((Date.parse(`${latest.received_at}Z`) - Date.parse(`${live.round_started_at}Z`)) / 100);
      // In tenths: each complete scroller round's time after its fifth wave, a half of the time between its waves spent by then.
      // The format's most recent thousand dated rounds with all ten of the scroller's splits.
      const complete = rounds
        .filter((round) => round.format === 'five_man' && round.scroller && round.wave_data.length === 10 && round.round_date !== null)
        .sort((a, b) => b.round_date!.localeCompare(a.round_date!) || b.id - a.id)
        .slice(0, 1000);
      const remaining = complete
        .map((round) => {
          const splits = [...round.wave_data].sort((a, b) => a.wave_number - b.wave_number).map((wave) => Math.round(wave.wave_time * 10));
          const time = Math.round(round.round_time * 10);
          const overhead = time - splits.reduce((a, b) => a + b, 0);
          return time - splits.slice(0, 5).reduce((a, b) => a + b, 0) - Math.round((overhead * 5) / 10);
        })
        .sort((a, b) => a - b);
      const middle = remaining.length >> 1;
      const median = remaining.length % 2 ? remaining[middle]! : (remaining[middle - 1]! + remaining[middle]!) / 2;
      const { context, page } = await openLive();
      const projection = card(page, others[3]!.character_name).getByTestId('projection');
      await expect.poll(() => projection.innerText(), { timeout: 20_000 }).toContain(`On pace for ${formatTime((elapsed + median) / 10)}`);
      expect(await projection.innerText()).toContain(`From ${complete.length} rounds of the format (the team has too few)`);
      expect(await projection.innerText()).toMatch(/Team best chance \d+%/);
      expect(await projection.innerText()).toMatch(/WR chance \d+%/);
      await context.close();
    });

    it('fits every one without sideways scrolling, showing the pace vs team best, with no serious accessibility violations', async () => {
      const { context, page } = await openLive();
      const shown = card(page, others[3]!.character_name);
      await shown.locator('header').getByText('Wave 6', { exact: true }).waitFor();
      for (const look of LOOKS) {
        await showIn(page, look);
        await expect.poll(() => shown.innerText(), { message: lookName(look) }).toMatch(/[+\u2212]?\d+\.\d s vs team best/);
        expect(await seriousViolations(page), lookName(look)).toEqual([]);
        expect(await sidewaysScroll(page), lookName(look)).toBeLessThanOrEqual(0);
        await page.screenshot({ path: path.join(os.tmpdir(), `live-${look.width}-${look.colorScheme}.png`), fullPage: true });
      }
      await context.close();
    });
  });
});
