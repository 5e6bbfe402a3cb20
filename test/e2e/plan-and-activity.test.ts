import { beforeAll, describe, expect, it } from 'vitest';
import { formatTime } from '../../domain/time';
import type { Round } from '../../domain/types';
import { openApp, startDemoSite } from '../support/app';
import { siteInChromium } from '../support/browser';
import { copyComplete } from '../support/localData';
import { expectFitsAndAccessible, lookName, LOOKS, showIn } from '../support/looks';

const tenths = (seconds: number) => Math.round(seconds * 10) / 10;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
/** A reader far from UTC, so a round's day is theirs, not the server's. */
const ZONE = 'Pacific/Auckland';
const dayIn = (timestamp: string, zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(`${timestamp}Z`));

describe('the split planner and a year of activity, in Chromium', () => {
  const suite = siteInChromium(startDemoSite);
  let rounds: Round[];
  /** A 5 Man player with no linked characters and many complete scroller rounds. */
  let player: string;
  let complete: Round[];

  beforeAll(async () => {
    rounds = (await suite.site.request('GET', '/api/v1/rounds/')).body.data.data;
    const alts: Record<string, string[]> = (await suite.site.request('GET', '/api/v1/accounts/')).body.data.data;
    const byName = new Map<string, Round[]>();
    for (const round of rounds) {
      if (round.format !== 'five_man' || !round.scroller || round.wave_data.length !== 10) continue;
      for (const p of round.players) byName.set(p.character_name, [...(byName.get(p.character_name) ?? []), round]);
    }
    [player, complete] = [...byName].filter(([name]) => !(alts[name]?.length)).sort((a, b) => b[1].length - a[1].length)[0]!;
    expect(complete.length).toBeGreaterThan(5);
  });

  it('plans splits that add up to the target, from the player’s best and typical splits, and shares the plan', async () => {
    const { context, page } = await openApp(suite.browser, suite.site, `/player/${encodeURIComponent(player)}?format=five_man`);
    await copyComplete(page);
    const card = page.getByRole('region', { name: 'Split planner' });
    await card.waitFor({ timeout: 20_000 });
    const waves = (i: number) => complete.map((round) => [...round.wave_data].sort((a, b) => a.wave_number - b.wave_number)[i]!.wave_time);
    const overhead = tenths(median(complete.map((round) => round.round_time - round.wave_data.reduce((sum, wave) => sum + wave.wave_time, 0))));
    const best = Array.from({ length: 10 }, (_, i) => Math.min(...waves(i)));
    const typical = Array.from({ length: 10 }, (_, i) => tenths(median(waves(i))));
    const bestTotal = tenths(best.reduce((a, b) => a + b, 0) + overhead);
    const typicalTotal = tenths(typical.reduce((a, b) => a + b, 0) + overhead);
    await expect.poll(() => card.innerText()).toContain(`Best possible from your best splits: ${formatTime(bestTotal)}`);
    expect(await card.innerText()).toContain(`Typical: ${formatTime(typicalTotal)}`);

    // A target between the two: every wave at or above its best, adding up to the target with the time between waves.
    const target = tenths((bestTotal + typicalTotal) / 2);
    await card.getByRole('textbox', { name: 'Target time' }).fill('4:00');
    await card.getByRole('button', { name: 'Plan' }).click();
    await card.getByText('Enter a time between 5:00.0 and 60:00.0, as m:ss.s').first().waitFor();
    await card.getByRole('textbox', { name: 'Target time' }).fill(formatTime(target));
    await card.getByRole('button', { name: 'Plan' }).click();
    const table = card.getByRole('table', { name: `Splits for ${formatTime(target)}` });
    await table.waitFor();
    const planned = await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => Number(row.children[1]!.textContent!.replace(' s', ''))));
    expect(planned).toHaveLength(10);
    expect(tenths(planned.reduce((a, b) => a + b, 0) + overhead)).toBe(target);
    planned.forEach((split, i) => expect(split, `wave ${i + 1}`).toBeGreaterThanOrEqual(best[i]!));
    const pace = await table.locator('tbody tr:last-child td:last-child').innerText();
    expect(pace).toBe(formatTime(target));
    for (const look of LOOKS) {
      await showIn(page, look);
      await expectFitsAndAccessible(page, look);
    }

    await card.getByRole('link', { name: 'Share this plan' }).click();
    await page.waitForURL((url) => url.pathname === '/plan' && url.searchParams.get('target') === String(target));
    await expect.poll(() => page.getByRole('table', { name: `Splits for ${formatTime(target)}` }).locator('tbody tr').count()).toBe(10);
    expect(await page.getByRole('link', { name: player }).count()).toBeGreaterThan(0);
    // The shared address plans from the device's copy, offline too.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByRole('table', { name: `Splits for ${formatTime(target)}` }).locator('tbody tr').count(), { timeout: 20_000 }).toBe(10);
    await context.close();
  });

  it('counts the player’s rounds per day in the reader’s zone, and each day opens that day’s rounds on Round Times', async () => {
    const { context, page } = await openApp(suite.browser, suite.site, `/player/${encodeURIComponent(player)}`, { timezoneId: ZONE });
    await copyComplete(page);
    const card = page.getByRole('region', { name: 'A year of activity' });
    await card.waitFor({ timeout: 20_000 });
    // The window: Monday 51 weeks before this week's, through today, in the reader's zone.
    const today = dayIn(new Date().toISOString().slice(0, -1), ZONE);
    const todayMs = Date.parse(`${today}T00:00:00Z`);
    const monday = todayMs - ((new Date(todayMs).getUTCDay() + 6) % 7) * 86_400_000 - 51 * 7 * 86_400_000;
    const first = new Date(monday).toISOString().slice(0, 10);
    const perDay = new Map<string, number>();
    for (const round of rounds) {
      if (!round.round_date || !round.players.some((p) => p.character_name === player)) continue;
      const day = dayIn(round.round_date, ZONE);
      if (day >= first && day <= today) perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
    const total = [...perDay.values()].reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(0);
    const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
    await expect.poll(() => card.innerText()).toContain(`${plural(total, 'round')} on ${plural(perDay.size, 'day')}`);

    const [busiest, count] = [...perDay].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
    const cell = card.getByRole('link', { name: new RegExp(`^${plural(count, 'round')} on `) }).first();
    // One day takes focus at a time; an arrow moves it a week on, or a day down.
    await cell.focus();
    const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('title') ?? '');
    const before = await focusedName();
    await page.keyboard.press('ArrowLeft');
    const weekEarlier = await focusedName();
    expect(weekEarlier).not.toBe(before);
    await page.keyboard.press('ArrowRight');
    expect(await focusedName()).toBe(before);
    for (const look of LOOKS) {
      await showIn(page, look);
      await expectFitsAndAccessible(page, look);
    }
    await showIn(page, LOOKS.find((look) => look.form === 'desktop')!);
    await card.getByRole('button', { name: 'Show as table' }).click();
    const dayRow = card.getByRole('row').filter({ hasText: String(count) });
    expect(await dayRow.count()).toBeGreaterThan(0);
    await card.getByRole('button', { name: 'Show as table' }).click();
    await cell.click();
    await page.waitForURL((url) => url.pathname === '/round-times' && url.searchParams.get('day') !== null);
    const day = new URL(page.url()).searchParams.get('day')!;
    expect(perDay.get(day), lookName(LOOKS[0]!)).toBe(count);
    expect(day === busiest || perDay.get(day) === count).toBe(true);
    // Round Times lists that day's rounds of every character the search names.
    const named = rounds.filter((round) => round.round_date && dayIn(round.round_date, ZONE) === day && round.players.some((p) => p.character_name.toLowerCase().includes(player.toLowerCase())));
    await page.getByTestId('day-filter').waitFor();
    const shownIds = () => page.locator('table[aria-label="Rounds"] tbody tr a[href^="/details/"]').evaluateAll((links) => links.map((a) => Number(a.getAttribute('href')!.split('/').pop())).sort((x, y) => x - y));
    await expect.poll(shownIds, { timeout: 20_000 }).toEqual(named.map((round) => round.id).sort((x, y) => x - y).slice(0, 25));
    await page.getByRole('button', { name: 'Show every day' }).click();
    await page.waitForURL((url) => url.searchParams.get('day') === null);
    await context.close();
  });
});
