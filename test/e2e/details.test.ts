import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { FORMAT_LABELS } from '../../domain/constants';
import { ROLE_COLORS, sortPlayersByRole } from '../../domain/roles';
import { formatLocalDate, formatTime } from '../../domain/time';
import type { Round, WaveEntry } from '../../domain/types';
import { deltaColor, formatDelta, isComparisonCandidate, qsColor, sortWaves, totalQsSeconds } from '../../domain/waves';
import { siteInChromium } from '../support/browser';
import { openApp, seriousViolations, startDemoSite } from '../support/app';
import { LOOKS, lookName, showIn } from '../support/looks';
import { fiveManRound } from '../fixtures/rounds';

const NON_SCROLLER_WARNING =
  "This run was not submitted by the scroller. Due to PID and players potentially loading out of waves late, some wave times may be 0.6 seconds slow and some QS ticks may be 1 tick fast. For accurate splits, make sure the team's scroller is submitting data.";

/** The QS colours a round's waves take. */
const qsColours = (round: Round) => new Set(round.wave_data.flatMap((w) => (w.qs_time === null ? [] : [qsColor(w.qs_time)])));

describe('Round Details in Chromium', () => {
  const suite = siteInChromium(startDemoSite);
  let rounds: Round[];
  /** A scroller round with splits whose QS ticks take all three colours, and a replay. */
  let detailed: Round;
  let nonScroller: Round;
  let noWaves: Round;

  beforeAll(async () => {
    const admin = await suite.site.signInAdmin();
    // The demo's rounds all have splits: an old run typed in by an admin has none.
    const created = await suite.site.request('POST', '/api/v1/rounds/', { token: admin, body: fiveManRound({ wave_data: [], round_time: 640.2 }) });
    noWaves = (await suite.site.request('GET', `/api/v1/rounds/${created.body.data.id}/`)).body.data.data;
    rounds = (await suite.site.request('GET', '/api/v1/rounds/')).body.data.data;
    detailed = rounds.find((r) => r.scroller && r.has_replay && qsColours(r).size === 3)!;
    nonScroller = rounds.find((r) => !r.scroller && r.wave_data.length > 0)!;
    expect([detailed, nonScroller, noWaves].every(Boolean)).toBe(true);
  });

  /** The round as the API serves it alone (GET /rounds/{id}/), which the page must agree with. */
  async function apiRound(id: number): Promise<Round> {
    return (await suite.site.request('GET', `/api/v1/rounds/${id}/`)).body.data.data;
  }

  const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
  const waveRows = (page: Page) => page.getByRole('table', { name: 'Wave splits' }).locator('tbody tr');
  const compareButton = (page: Page) => page.getByRole('button', { name: 'Compare', exact: true });

  async function openDetails(id: number) {
    const opened = await openApp(suite.browser, suite.site, `/details/${id}`);
    await card(opened.page, 'Team').waitFor({ timeout: 15_000 });
    return opened;
  }

  /** The cell texts of every wave row. */
  async function tableText(page: Page): Promise<string[][]> {
    return waveRows(page).evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => (cell as HTMLElement).innerText.trim())));
  }

  async function summaryValue(page: Page, term: string): Promise<string> {
    return card(page, 'Summary').locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]').innerText();
  }

  it('shows a scroller round: waves sorted with QS colours and N/A for wave 1, the summary, the team in role order', async () => {
    const round = await apiRound(detailed.id);
    const { context, page } = await openDetails(round.id);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Round Details');
    expect(await page.title()).toBe('BA Times | Round Details');

    const table = page.getByRole('table', { name: 'Wave splits' });
    expect(await table.getByRole('columnheader').evaluateAll((cells) => cells.map((c) => c.textContent))).toEqual(['Wave', 'Time', 'QS Ticks', 'Good Premove']);
    const waves = sortWaves(round.wave_data);
    const premove = (w: WaveEntry) => (w.wave_number === 1 ? 'N/A' : w.good_premove === null ? 'Unknown' : w.good_premove ? 'Yes' : 'No');
    // A wave as fast as the format's fastest scroller split says it is a wave record.
    const best = new Map<number, number>();
    for (const r of rounds) if (r.format === round.format && r.scroller) for (const w of r.wave_data) best.set(w.wave_number, Math.min(best.get(w.wave_number) ?? Infinity, w.wave_time));
    const timeText = (w: WaveEntry) => `${w.wave_time.toFixed(1)} s${w.wave_time === best.get(w.wave_number) ? ' Wave record' : ''}`;
    expect((await tableText(page)).map((cells) => [cells[0], cells[1], cells[3]])).toEqual(waves.map((w) => [String(w.wave_number), timeText(w), premove(w)]));
    // Every QS tick count in its colour, with words beside the colour for whoever cannot see it.
    const qsCells = waveRows(page).locator('td:nth-child(3)');
    for (const [i, wave] of waves.entries()) {
      const cell = qsCells.nth(i);
      if (wave.qs_time === null) {
        expect(await cell.innerText()).toBe('N/A');
        continue;
      }
      const pill = cell.locator('[data-qs]');
      expect(await pill.getAttribute('data-qs')).toBe(qsColor(wave.qs_time));
      expect(await pill.textContent()).toMatch(new RegExp(`^${wave.qs_time} ticks, (ideal|one tick over|off the ideal)$`));
    }
    const fills = await waveRows(page).locator('[data-qs]').evaluateAll((pills) =>
      Object.fromEntries(pills.map((p) => [p.getAttribute('data-qs'), getComputedStyle(p).backgroundColor])),
    );
    expect(new Set(Object.values(fills)).size).toBe(3);
    const [r, g] = (fills.green as string).match(/\d+/g)!.map(Number);
    expect(g).toBeGreaterThan(r!);

    expect(await summaryValue(page, 'Format')).toBe(FORMAT_LABELS[round.format]);
    expect(await summaryValue(page, 'Time')).toBe(formatTime(round.round_time));
    const { locale, timeZone } = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions());
    expect(await summaryValue(page, 'Date')).toBe(formatLocalDate(round.round_date, { locale, timeZone }));
    expect(await summaryValue(page, 'Total QS time')).toBe(`${totalQsSeconds(round.wave_data).toFixed(1)} s`);
    expect(await card(page, 'Summary').getByRole('link', { name: 'Watch the replay' }).getAttribute('href')).toBe(`/replay/${round.id}`);

    // Role chip, then name, in the format's role order; each chip in its role's colour.
    const team = await card(page, 'Team')
      .getByRole('listitem')
      .evaluateAll((items) =>
        items.map((item) => {
          const chip = item.querySelector('[data-role-color]') as HTMLElement;
          return [chip.textContent, item.lastElementChild!.textContent, chip.getAttribute('data-role-color'), getComputedStyle(chip).backgroundColor];
        }),
      );
    const expected = sortPlayersByRole(round.players, round.format);
    expect(team.map((cells) => cells.slice(0, 3))).toEqual(expected.map((p) => [p.role, p.character_name, ROLE_COLORS[p.role].name]));
    // One fill per colour: both attackers share red, the other roles each have their own.
    expect(new Set(team.map((cells) => cells[3])).size).toBe(new Set(expected.map((p) => ROLE_COLORS[p.role].name)).size);
    expect(await page.getByText(NON_SCROLLER_WARNING).count()).toBe(0);

    // Two columns: the splits on the left, the summary and team on the right.
    const [splits, summary, teamCard] = await Promise.all(['Wave Splits', 'Summary', 'Team'].map((name) => card(page, name).boundingBox()));
    expect(summary!.x).toBeGreaterThan(splits!.x + splits!.width - 1);
    expect(teamCard!.x).toBe(summary!.x);
    expect(teamCard!.y).toBeGreaterThan(summary!.y);
    await context.close();
  });

  it("shows 'Unknown' for a premove the plugin could not judge", async () => {
    const round = rounds.find((r) => r.wave_data.some((w) => w.wave_number > 1 && w.good_premove === null))!;
    const { context, page } = await openDetails(round.id);
    const unknown = sortWaves(round.wave_data).filter((w) => w.wave_number > 1 && w.good_premove === null);
    const rows = await tableText(page);
    for (const wave of unknown) expect(rows.find((cells) => cells[0] === String(wave.wave_number))![3]).toBe('Unknown');
    await context.close();
  });

  it("says 'No wave times available' and moves the summary to the left column for a round without splits", async () => {
    const { context, page } = await openDetails(noWaves.id);
    expect(await card(page, 'Wave Splits').getByText('No wave times available').isVisible()).toBe(true);
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await summaryValue(page, 'Time')).toBe(formatTime(noWaves.round_time));
    expect(await card(page, 'Summary').getByRole('link').count()).toBe(0);
    const [splits, summary, team] = await Promise.all(['Wave Splits', 'Summary', 'Team'].map((name) => card(page, name).boundingBox()));
    expect(summary!.x).toBe(splits!.x);
    expect(summary!.y).toBeGreaterThan(splits!.y);
    expect(team!.x).toBeGreaterThan(splits!.x + splits!.width - 1);
    await context.close();
  });

  it('warns about a round not submitted by the scroller, and disables Compare with the reason in a tooltip', async () => {
    const { context, page } = await openDetails(nonScroller.id);
    expect(await page.getByText(NON_SCROLLER_WARNING, { exact: true }).isVisible()).toBe(true);
    const compare = compareButton(page);
    expect(await compare.isDisabled()).toBe(true);
    await page.getByRole('heading', { name: 'Round Details' }).click();
    await compare.hover();
    await expect.poll(() => page.getByRole('tooltip').innerText()).toBe('Can only compare scroller submitted rounds');
    // Pressed anyway (Playwright would wait for it to be enabled): nothing opens.
    await compare.click({ force: true });
    expect(await page.getByRole('dialog').count()).toBe(0);
    // Keyboard users reach it too, and hear the reason.
    await page.mouse.move(0, 0);
    await page.getByRole('heading', { name: 'Round Details' }).click();
    for (let i = 0; i < 30 && !(await compare.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    expect(await compare.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => page.getByRole('tooltip').innerText()).toBe('Can only compare scroller submitted rounds');
    await context.close();
  });

  /** Every round the dialog lists, by id. */
  const listedIds = (dialog: Locator) => dialog.getByRole('option').evaluateAll((options) => options.map((o) => Number(o.getAttribute('data-key'))));

  it('compares with a chosen scroller round: candidates only, searchable, deltas with signs and colours, cleared by the chip', async () => {
    const round = await apiRound(detailed.id);
    const { context, page } = await openDetails(round.id);
    await compareButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Compare with another round' });
    await dialog.getByRole('option').first().waitFor();
    expect(await dialog.getByText('Can only compare rounds submitted by the scroller').isVisible()).toBe(true);
    // SPEC §9: the compare dialog is at most 800 px wide, and uses that width on a desktop screen.
    expect(await dialog.evaluate((el) => el.parentElement!.getBoundingClientRect().width)).toBe(800);

    const candidates = rounds.filter((r) => isComparisonCandidate(round, r));
    const byId = new Map(rounds.map((r) => [r.id, r]));
    const listed = await listedIds(dialog);
    expect(listed).toHaveLength(50);
    expect(listed).not.toContain(round.id);
    expect(listed.every((id) => isComparisonCandidate(round, byId.get(id)!))).toBe(true);
    expect(await dialog.getByText(`Showing the 50 fastest of ${candidates.length} rounds: search to narrow.`).isVisible()).toBe(true);

    // A player in a few candidates, none of them among the 50 listed: the search finds their rounds only.
    const roundsOf = (name: string) => candidates.filter((r) => r.players.some((p) => p.character_name.toLowerCase().includes(name.toLowerCase())));
    const name = candidates
      .filter((r) => !listed.includes(r.id))
      .flatMap((r) => r.players.map((p) => p.character_name))
      .find((n) => roundsOf(n).length >= 2 && roundsOf(n).length < 10 && roundsOf(n).every((r) => !listed.includes(r.id)))!;
    const matching = roundsOf(name);
    await dialog.getByRole('searchbox', { name: 'Search Player' }).fill(name.toUpperCase());
    await expect.poll(async () => (await listedIds(dialog)).sort()).toEqual(matching.map((r) => r.id).sort());
    expect(await dialog.getByText(`${matching.length} rounds`, { exact: true }).isVisible()).toBe(true);

    // The slowest of them, so this round has waves to win and waves to lose.
    const slowest = matching.reduce((a, b) => (b.round_time > a.round_time ? b : a));

    // Scrolled to first, as a user would: when Playwright scrolls the list in the same moment as it
    // presses, the list jumps back to the top under the pointer and the press is lost.
    const option = dialog.locator(`[role="option"][data-key="${slowest.id}"]`);
    await option.scrollIntoViewIfNeeded();
    await option.click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    const chosen = slowest;
    expect(await page.getByTestId('comparison').innerText()).toBe(`Compared with ${formatTime(chosen.round_time)} · ${FORMAT_LABELS[chosen.format]}`);

    // Deltas: this round minus the chosen one, wave by wave, 1 decimal for times and 0 for ticks.
    const compared = new Map(chosen.wave_data.map((w) => [w.wave_number, w]));
    const deltas = async (column: number) =>
      waveRows(page).locator(`td:nth-child(${column})`).evaluateAll((cells) =>
        cells.map((cell) => {
          const delta = cell.querySelector('[data-testid="delta"]');
          return delta && [delta.textContent!.replace('difference ', ''), delta.getAttribute('data-tone'), getComputedStyle(delta).color];
        }),
      );
    const waves = sortWaves(round.wave_data);
    const timeDeltas = await deltas(2);
    expect(timeDeltas.map((d) => d && d.slice(0, 2))).toEqual(
      waves.map((w) => {
        const other = compared.get(w.wave_number)!;
        return [`${formatDelta(w.wave_time - other.wave_time, 1)} s`, deltaColor(w.wave_time - other.wave_time)];
      }),
    );
    const qsDeltas = await deltas(3);
    expect(qsDeltas.map((d) => d && d.slice(0, 2))).toEqual(
      waves.map((w) => {
        const other = compared.get(w.wave_number)!;
        if (w.qs_time === null || other.qs_time === null) return null;
        return [formatDelta(w.qs_time - other.qs_time, 0), deltaColor(w.qs_time - other.qs_time)];
      }),
    );
    const total = round.round_time - chosen.round_time;
    const totalDelta = card(page, 'Summary').getByTestId('delta').first();
    expect(await totalDelta.textContent()).toBe(`difference ${formatDelta(total, 1)} s`);
    expect(await totalDelta.getAttribute('data-tone')).toBe(deltaColor(total));
    // Each tone has its own colour: red leans red, green leans green.
    const all = [...timeDeltas, ...qsDeltas].filter((d): d is string[] => d !== null);
    for (const [text, tone, color] of all) {
      const [red, green] = color!.match(/\d+/g)!.map(Number);
      if (tone === 'red') expect([text![0], red! > green!]).toEqual(['+', true]);
      if (tone === 'green') expect([text![0], green! > red!]).toEqual(['-', true]);
      if (tone === 'grey') expect(text).toMatch(/^0(\.0)?( s)?$/);
    }
    // This round wins some waves and loses others.
    expect([...new Set(all.map(([, tone]) => tone))]).toEqual(expect.arrayContaining(['red', 'green']));

    const clear = page.getByRole('button', { name: 'Clear comparison' });
    await clear.click();
    expect(await page.getByTestId('comparison').count()).toBe(0);
    // The comparison's differences go; Where the time goes keeps its own, against its reference.
    expect(await card(page, 'Wave Splits').getByTestId('delta').count()).toBe(0);
    expect(await card(page, 'Summary').getByTestId('delta').count()).toBe(0);
    expect(await compareButton(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });

  it("says 'Round does not exist.' for an id no round has", async () => {
    for (const id of ['999999', 'not-a-number']) {
      const { context, page } = await openApp(suite.browser, suite.site, `/details/${id}`);
      await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Round does not exist.' }).count(), { timeout: 15_000 }).toBe(1);
      expect(await page.getByRole('region', { name: 'Summary' }).count()).toBe(0);
      await context.close();
    }
  });

  it('opens any synced round offline, compare dialog included', async () => {
    const { context, page } = await openDetails(detailed.id);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    await expect.poll(() => page.getByTestId('last-synced').innerText(), { timeout: 20_000 }).toMatch(/Last synced/);

    await context.setOffline(true);
    await page.goto(`${suite.site.baseUrl}/details/${nonScroller.id}`);
    await card(page, 'Team').waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'You are offline.' }).count()).toBe(1);
    expect(await summaryValue(page, 'Time')).toBe(formatTime(nonScroller.round_time));
    expect(await waveRows(page).count()).toBe(nonScroller.wave_data.length);

    await page.goto(`${suite.site.baseUrl}/details/${detailed.id}`);
    await compareButton(page).click();
    await page.getByRole('dialog').getByRole('option').first().click();
    await expect.poll(() => page.getByTestId('comparison').count()).toBe(1);
    expect(await card(page, 'Wave Splits').getByTestId('delta').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('has no serious accessibility violations on a phone and a desktop, dark and light: a scroller round before, while and after choosing a comparison, and a round not by the scroller', async () => {
    const [{ context, page }, other] = await Promise.all([openDetails(detailed.id), openDetails(nonScroller.id)]);
    suite.track(context);
    suite.track(other.context);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const dialog = page.getByRole('dialog', { name: 'Compare with another round' });
    const comparison = page.getByTestId('comparison');
    for (const look of LOOKS) {
      await showIn(page, look);
      expect(await seriousViolations(page), lookName(look)).toEqual([]);
      await compareButton(page).click();
      await dialog.getByRole('option').first().waitFor();
      expect(await seriousViolations(page), lookName(look)).toEqual([]);
      await dialog.getByRole('option').first().click();
      await comparison.waitFor();
      await dialog.waitFor({ state: 'detached' });
      expect(await seriousViolations(page), lookName(look)).toEqual([]);
      await page.getByRole('button', { name: 'Clear comparison' }).click();
      await comparison.waitFor({ state: 'detached' });

      await showIn(other.page, look);
      expect(await seriousViolations(other.page), lookName(look)).toEqual([]);
    }
  });
});
