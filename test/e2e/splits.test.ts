import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatTime } from '../../domain/time';
import type { Round, WaveEntry } from '../../domain/types';
import { formatDelta, QS_DELTA_DECIMALS, sortWaves, WAVE_DELTA_DECIMALS } from '../../domain/waves';
import { openApp, startDemoSite } from '../support/app';
import { siteInChromium } from '../support/browser';
import { copyComplete } from '../support/localData';
import { expectFitsAndAccessible, lookName, LOOKS, showIn } from '../support/looks';

/** Each wave's fastest scroller split of 5 Man, worked out here from the API's rounds. */
function fiveManWaveRecords(rounds: readonly Round[]): Map<number, { time: number; fewestQs: number | null }> {
  const records = new Map<number, { time: number; fewestQs: number | null }>();
  for (const round of rounds) {
    if (round.format !== 'five_man' || !round.scroller) continue;
    for (const wave of round.wave_data) {
      const held = records.get(wave.wave_number);
      const fewestQs = wave.qs_time === null ? (held?.fewestQs ?? null) : Math.min(held?.fewestQs ?? Infinity, wave.qs_time);
      records.set(wave.wave_number, { time: Math.min(held?.time ?? Infinity, wave.wave_time), fewestQs });
    }
  }
  return records;
}

describe('splits against the best in Chromium', () => {
  const suite = siteInChromium(startDemoSite);
  let rounds: Round[];
  let records: Map<number, { time: number; fewestQs: number | null }>;
  let sumOfBest: number;
  let worldRecord: Round;
  /** A 5 Man scroller round with every wave timed, not the record itself. */
  let known: Round;

  beforeAll(async () => {
    rounds = (await suite.site.request('GET', '/api/v1/rounds/')).body.data.data;
    records = fiveManWaveRecords(rounds);
    sumOfBest = Math.round([...records.values()].reduce((sum, r) => sum + r.time * 10, 0)) / 10;
    const fiveMan = rounds.filter((r) => r.format === 'five_man').sort((a, b) => a.round_time - b.round_time || (a.round_date ?? '').localeCompare(b.round_date ?? '') || a.id - b.id);
    worldRecord = fiveMan[0]!;
    expect(worldRecord.scroller && worldRecord.wave_data.length === 10).toBe(true);
    known = fiveMan.find((r) => r.id !== worldRecord.id && r.scroller && r.wave_data.length === 10)!;
  });

  async function openDetails(round: Round) {
    const opened = await openApp(suite.browser, suite.site, `/details/${round.id}`);
    await opened.page.getByRole('region', { name: 'Team' }).waitFor({ timeout: 15_000 });
    await copyComplete(opened.page);
    return opened;
  }

  /** Each wave row's time and QS differences as shown, by wave. */
  function shownDeltas(page: Page): Promise<[string, string | null][]> {
    return page
      .getByRole('table', { name: 'Wave splits' })
      .locator('tbody tr:not([class*="detailRow"])')
      .evaluateAll((rows) =>
        rows.map((row) => {
          const deltas = (cell: number) => row.children[cell]!.querySelector('[data-testid="delta"]')?.textContent!.replace('difference ', '').trim() ?? null;
          return [deltas(1)!, deltas(2)];
        }),
      );
  }

  const expectedDeltas = (round: Round, against: (wave: WaveEntry) => { time: number; qs: number | null }) =>
    sortWaves(round.wave_data).map((wave): [string, string | null] => {
      const other = against(wave);
      return [`${formatDelta(wave.wave_time - other.time, WAVE_DELTA_DECIMALS)} s`, wave.qs_time === null || other.qs === null ? null : formatDelta(wave.qs_time - other.qs, QS_DELTA_DECIMALS)];
    });

  async function compareWith(page: Page, choice: RegExp) {
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: choice }).click();
  }

  it('compares a round with the world record: each wave, the time and the chip', async () => {
    const { context, page } = await openDetails(known);
    await compareWith(page, /^World record/);
    await expect.poll(() => page.getByTestId('comparison').innerText()).toBe(`Compared with the world record ${formatTime(worldRecord.round_time)} · 5 Man`);
    const wr = new Map(worldRecord.wave_data.map((w) => [w.wave_number, w]));
    expect(await shownDeltas(page)).toEqual(expectedDeltas(known, (wave) => ({ time: wr.get(wave.wave_number)!.wave_time, qs: wr.get(wave.wave_number)!.qs_time })));
    expect(await page.getByText(`Differences are against the world record (${formatTime(worldRecord.round_time)})`).count()).toBe(1);
    await context.close();
  });

  it('compares a round with the sum of best on a phone and a desktop, dark and light: each wave against its record, the total against the sum, without sideways scrolling, with no serious accessibility violations', async () => {
    const { context, page } = await openDetails(known);
    await compareWith(page, /^Sum of best/);
    const summaryTime = page.getByRole('region', { name: 'Summary' }).locator('dt', { hasText: /^Time$/ }).locator('xpath=following-sibling::dd[1]');
    for (const look of LOOKS) {
      await showIn(page, look);
      await expect.poll(() => page.getByTestId('comparison').innerText(), { message: lookName(look) }).toBe(`Compared with the sum of best ${formatTime(sumOfBest)} · 5 Man`);
      expect(await shownDeltas(page), lookName(look)).toEqual(expectedDeltas(known, (wave) => ({ time: records.get(wave.wave_number)!.time, qs: records.get(wave.wave_number)!.fewestQs })));
      expect(await summaryTime.innerText(), lookName(look)).toContain(`${formatDelta(known.round_time - sumOfBest, WAVE_DELTA_DECIMALS)} s`);
      await expectFitsAndAccessible(page, look);
    }
    await context.close();
  });

  it('marks each wave equal to its record gold, with a label, and no other', async () => {
    const holder = rounds.find((r) => r.format === 'five_man' && r.scroller && r.wave_data.some((w) => w.wave_time === records.get(w.wave_number)?.time))!;
    const { context, page } = await openDetails(holder);
    const expected = sortWaves(holder.wave_data).filter((w) => w.wave_time === records.get(w.wave_number)!.time).map((w) => w.wave_number);
    expect(expected.length).toBeGreaterThan(0);
    // The marks come once the device has worked the records out, a moment after the splits.
    const marked = () =>
      page
        .getByRole('table', { name: 'Wave splits' })
        .locator('tbody tr')
        .filter({ hasText: 'Wave record' })
        .evaluateAll((rows) => rows.map((row) => Number(row.querySelector('th')!.textContent)));
    await expect.poll(marked).toEqual(expected);
    await context.close();
  });

  it("shows a wave's details exactly as stored, and nothing the plugin did not send", async () => {
    const round = rounds.find((r) => r.wave_data.some((w) => w.ranger_death_time != null && w.queen_spawn_time == null))!;
    const wave = round.wave_data.find((w) => w.ranger_death_time != null && w.queen_spawn_time == null)!;
    const { context, page } = await openDetails(round);
    await page.getByRole('button', { name: `Wave ${wave.wave_number} details` }).click();
    const shown = await page
      .locator(`dl[aria-label="Wave ${wave.wave_number} details"] > div`)
      .evaluateAll((pairs) => pairs.map((pair) => [pair.querySelector('dt')!.textContent, pair.querySelector('dd')!.textContent]));
    const seconds = (value: number | null | undefined) => (value == null ? [] : [`${value.toFixed(1)} s`]);
    const expected = [
      ...seconds(wave.reset_wave_time).map((v) => ['Reset wave time', v]),
      ...seconds(wave.reset_qs_time).map((v) => ['Reset QS time', v]),
      ...(wave.x_qs_spawn != null && wave.y_qs_spawn != null ? [['QS spawn position', `${wave.x_qs_spawn}, ${wave.y_qs_spawn}`]] : []),
      ...seconds(wave.ranger_death_time).map((v) => ['Last ranger died', v]),
      ...seconds(wave.fighter_death_time).map((v) => ['Last fighter died', v]),
      ...seconds(wave.runner_death_time).map((v) => ['Last runner died', v]),
      ...seconds(wave.healer_death_time).map((v) => ['Last healer died', v]),
    ];
    expect(shown).toEqual(expected);
    await context.close();
  });

  it("lists each wave's record on /records, their sum as the best possible time beside the world record", async () => {
    const { context, page } = await openApp(suite.browser, suite.site, '/records?format=five_man');
    await expect.poll(() => page.getByTestId('sum-of-best').innerText(), { timeout: 30_000 }).toBe(formatTime(sumOfBest));
    const shown = await page
      .getByRole('table', { name: 'The fastest 5 Man split of each wave, by the scroller' })
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => [Number(row.querySelector('th')!.textContent), row.querySelector('td a')!.textContent!.trim()]));
    expect(shown).toEqual([...records.entries()].sort((a, b) => a[0] - b[0]).map(([wave, record]) => [wave, `${record.time.toFixed(1)} s`]));
    await context.close();
  });

  it('compares with the sum of best offline, once the copy is in', async () => {
    const { context, page } = await openDetails(known);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('region', { name: 'Team' }).waitFor({ timeout: 15_000 });
    await compareWith(page, /^Sum of best/);
    await expect.poll(() => page.getByTestId('comparison').innerText()).toBe(`Compared with the sum of best ${formatTime(sumOfBest)} · 5 Man`);
    await context.close();
  });
});
