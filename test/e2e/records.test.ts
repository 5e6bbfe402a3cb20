import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FORMAT_LABELS, FORMATS, LEADERBOARD_ROLES_BY_FORMAT, type Format } from '../../domain/constants';
import { formatTime } from '../../domain/time';
import type { LeaderboardEntry, Round } from '../../domain/types';
import { fiveManRound } from '../fixtures/rounds';
import { submitRound } from '../support/api';
import { openApp, startDemoSite } from '../support/app';
import { siteInChromium } from '../support/browser';
import { expectFitsAndAccessible, LOOKS, showIn } from '../support/looks';

describe('the Records page in Chromium', () => {
  const suite = siteInChromium(startDemoSite);
  let rounds: Round[];
  /** The 5 Man record as the demo holds it, met again by a later round: a tie, not a new record. */
  let record: Round;
  let tie: number;

  beforeAll(async () => {
    const server = suite.site;
    rounds = (await server.request('GET', '/api/v1/rounds/')).body.data.data;
    record = fastest(rounds, 'five_man');
    const admin = await server.signInAdmin();
    const later = new Date(Date.parse(`${record.round_date!.slice(0, 23)}Z`) + 60_000).toISOString();
    tie = await submitRound(server, admin, fiveManRound({ round_time: record.round_time, round_date: later, wave_data: [] }));
    rounds = (await server.request('GET', '/api/v1/rounds/')).body.data.data;
  });

  /** The format's fastest round, the earliest of equal times. */
  function fastest(all: readonly Round[], format: Format): Round {
    return all.filter((r) => r.format === format && r.round_date !== null).sort((a, b) => a.round_time - b.round_time || a.round_date!.localeCompare(b.round_date!))[0]!;
  }

  /** m:ss.s as the page writes a time, in seconds. */
  const seconds = (time: string) => {
    const [minutes, rest] = time.split(':');
    return Number(minutes) * 60 + Number(rest);
  };
  const historyTable = (page: Page, format: Format) => page.getByRole('table', { name: `Every ${FORMAT_LABELS[format]} world record, newest first` });
  /** The history's rows as shown: time, improvement and how long it stood, newest first. */
  function historyRows(page: Page, format: Format): Promise<{ time: string; improvement: string; stood: string; round: number }[]> {
    return historyTable(page, format)
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => {
          const cells = [...tr.children] as HTMLElement[];
          const link = tr.querySelector('th a')!;
          return { time: link.textContent!.trim(), improvement: cells[3]!.innerText.trim(), stood: cells[4]!.innerText.trim(), round: Number(link.getAttribute('href')!.split('/')[2]) };
        }),
      );
  }

  async function openRecords(path = '/records') {
    const opened = await openApp(suite.browser, suite.site, path);
    await opened.page.getByRole('table', { name: /world record, newest first$/ }).waitFor({ timeout: 30_000 });
    return opened;
  }

  it('is in the top navigation after Leaderboard, titled Records', async () => {
    const { context, page } = await openApp(suite.browser, suite.site, '/round-times');
    const tabs = await page.getByRole('navigation', { name: 'Main' }).getByRole('link').allInnerTexts();
    expect(tabs.slice(tabs.indexOf('Leaderboard'), tabs.indexOf('Leaderboard') + 2)).toEqual(['Leaderboard', 'Records']);
    await page.getByRole('link', { name: 'Records', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Records' }).waitFor();
    await expect.poll(() => page.title()).toBe('BA Times | Records');
    await context.close();
  });

  it("shows each format's current world record as the fastest round of that format, standing", async () => {
    const { context, page } = await openRecords();
    for (const format of FORMATS) {
      await page.getByRole('link', { name: FORMAT_LABELS[format], exact: true }).click();
      await historyTable(page, format).waitFor();
      expect(new URL(page.url()).searchParams.get('format')).toBe(format);
      const rows = await historyRows(page, format);
      const standing = rows.filter((row) => row.stood === 'Standing' && row.improvement !== 'Tie');
      expect(standing).toHaveLength(1);
      expect(standing[0]!.time).toBe(formatTime(fastest(rounds, format).round_time));
      expect(standing[0]!.round).toBe(fastest(rounds, format).id);
      // Newest first, and each record faster than the one before it.
      const times = rows.filter((row) => row.improvement !== 'Tie').map((row) => seconds(row.time));
      times.slice(1).forEach((older, i) => expect(older).toBeGreaterThan(times[i]!));
    }
    await context.close();
  });

  it('shows a round equal to the record as a tie, leaving the record standing', async () => {
    const { context, page } = await openRecords('/records?format=five_man');
    const rows = await historyRows(page, 'five_man');
    expect(rows[0]).toEqual({ time: formatTime(record.round_time), improvement: 'Tie', stood: 'Standing', round: tie });
    expect(rows[1]).toMatchObject({ time: formatTime(record.round_time), stood: 'Standing', round: record.id });
    expect(rows[1]!.improvement).toMatch(/^(−\d+\.\d s|–)$/);
    await context.close();
  });

  it("lists each role's ten fastest players by their PB in it, as the Leaderboard times them, each to their round and page", async () => {
    const board: LeaderboardEntry[] = (await suite.site.request('GET', '/api/v1/players/leaderboard/')).body.data.data;
    const { context, page } = await openRecords('/records?format=leech');
    for (const role of LEADERBOARD_ROLES_BY_FORMAT.leech) {
      const table = page.getByRole('table', { name: `The fastest Leech ${role} PBs` });
      const shown = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => (cell as HTMLElement).innerText.trim())));
      // The Leaderboard's players in that role, fastest first, ranked with ties sharing a rank, to the tenth rank.
      const timed = board.flatMap((e) => (e.role_times.leech.roles[role] == null ? [] : [{ name: e.player_name, time: e.role_times.leech.roles[role]! }])).sort((a, b) => a.time - b.time);
      const ranked = timed.map((e) => [String(1 + timed.filter((other) => other.time < e.time).length), e.name, formatTime(e.time)]).filter(([rank]) => Number(rank) <= 10);
      const byRankThenName = (rows: string[][]) => rows.map((row) => row.slice(0, 3)).sort((a, b) => Number(a[0]) - Number(b[0]) || a[1]!.localeCompare(b[1]!));
      expect(byRankThenName(shown), role).toEqual(byRankThenName(ranked));
    }
    const first = page.getByRole('table', { name: 'The fastest Leech Attacker PBs' }).locator('tbody tr').first();
    const name = await first.locator('th').innerText();
    await first.getByRole('link', { name: /the round of/ }).click();
    await page.waitForURL('**/details/*');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Round Details');
    await page.goBack();
    await page.getByRole('table', { name: 'The fastest Leech Attacker PBs' }).getByRole('link', { name, exact: true }).first().click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText(), { timeout: 15_000 }).toBe(name);
    await context.close();
  });

  it("lists a wave's ten fastest scroller splits, one per round, ties marked, for the wave chosen", async () => {
    const { context, page } = await openRecords('/records?format=five_man');
    const expected = (wave: number) => {
      const splits = rounds.flatMap((r) => (r.format === 'five_man' && r.scroller ? r.wave_data.filter((w) => w.wave_number === wave).map((w) => w.wave_time) : []));
      const sorted = [...splits].sort((a, b) => a - b);
      const tenth = sorted[Math.min(10, sorted.length) - 1]!;
      return sorted
        .filter((t) => t <= tenth)
        .map((t) => [String(1 + sorted.filter((other) => other < t).length), `${t.toFixed(1)} s${sorted.filter((other) => other === t).length > 1 ? ' (tie)' : ''}`]);
    };
    const shown = (wave: number) =>
      page
        .getByRole('table', { name: `The ten fastest 5 Man splits of wave ${wave}, by the scroller` })
        .locator('tbody tr')
        .evaluateAll((trs) => trs.map((tr) => [(tr.children[0] as HTMLElement).innerText.trim(), (tr.children[1] as HTMLElement).innerText.trim()]));
    await expect.poll(() => shown(1), { timeout: 20_000 }).toEqual(expected(1));
    // Everything above the select drawn first (the chart and the wave records load apart): nothing moves it under the pointer.
    await page.getByRole('application', { name: /5 Man world record over time: chart/ }).waitFor({ timeout: 20_000 });
    await page.getByRole('table', { name: 'The fastest 5 Man split of each wave, by the scroller' }).waitFor({ timeout: 20_000 });
    const card = page.getByRole('region', { name: '5 Man wave records' });
    await card.getByRole('button', { name: /^Wave 1/ }).click();
    await page.getByRole('option', { name: 'Wave 10', exact: true }).click();
    await expect.poll(() => shown(10)).toEqual(expected(10));
    await context.close();
  });

  it("draws the record's progression; the chart's table lists each record, oldest first", async () => {
    const { context, page } = await openRecords('/records?format=five_man');
    await page.getByRole('application', { name: /5 Man world record over time: chart/ }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Show as table' }).click();
    const charted = await page
      .getByRole('table', { name: '5 Man world record over time' })
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td')[1]!.textContent!.trim()));
    const records = (await historyRows(page, 'five_man')).filter((row) => row.improvement !== 'Tie').map((row) => row.time);
    expect(charted).toEqual([...records].reverse());
    await context.close();
  });

  it('fits a phone and a desktop, dark and light, without sideways scrolling, with no serious accessibility violations', async () => {
    const { context, page } = await openRecords();
    const chart = page.getByRole('application', { name: /chart/ });
    await chart.waitFor({ timeout: 20_000 });
    for (const look of LOOKS) {
      await showIn(page, look);
      await chart.waitFor();
      await expectFitsAndAccessible(page, look);
    }
    await context.close();
  });
});
