import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page, Response } from 'playwright-core';
import { ROLES, ROLES_BY_FORMAT } from '../../domain/constants';
import { formatTime, toUtcTimestamp } from '../../domain/time';
import { openAdminPanel, startAdminSite } from '../support/admin';
import { seriousViolations } from '../support/app';
import { expectFitsAndAccessible, lookName, LOOKS, showIn } from '../support/looks';
import { siteInChromium } from '../support/browser';
import { chooseOption, snackbar } from '../support/controls';

const SUBMITTED = '✅ Round submitted successfully.';
const OFFLINE = 'You are offline: submitting a round needs a connection.';
const WAVE_DIALOG = 'Wave Times (1-10)';
/** The admin's main game account: the form sends it as submitted_by. */
const ADMIN_MAIN = 'Adm Scroller';

/** Six letters no demo name contains, so a search finds only this test's rounds. */
function uniqueTag(): string {
  return Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

describe('the Submit Round card in Chromium', () => {
  const suite = siteInChromium(startAdminSite);
  let adminToken: string;

  beforeAll(async () => {
    adminToken = await suite.site.signInAdmin();
    const me = (await suite.site.server.request('GET', '/api/v1/users', { token: adminToken })).body.data.data;
    const linked = await suite.site.server.request('POST', '/api/v1/accounts/', { token: adminToken, body: { user_id: me.id, character_name: ADMIN_MAIN } });
    await suite.site.server.request('PUT', '/api/v1/users/main-account/', { token: adminToken, body: { main_account_id: linked.body.data.data.id } });
  });

  async function open(): Promise<{ context: BrowserContext; page: Page; card: Locator }> {
    const { context, page } = await openAdminPanel(suite.browser, suite.site);
    suite.track(context);
    const card = page.getByRole('region', { name: 'Submit Round' });
    await card.getByRole('button', { name: 'Submit Round' }).waitFor();
    return { context, page, card };
  }

  const formatSelect = (card: Locator) => card.getByRole('button', { name: /Format \(required\)$/ });
  const players = (card: Locator) => card.getByRole('group', { name: /^Player \d+$/ });
  const player = (card: Locator, n: number) => card.getByRole('group', { name: `Player ${n}`, exact: true });
  const nameField = (row: Locator) => row.getByRole('textbox', { name: 'Character Name' });
  const roleSelect = (row: Locator) => row.getByRole('button', { name: /Role$/ });
  const roundTime = (card: Locator) => card.getByRole('textbox', { name: 'Round Time (seconds)' });
  const createdAt = (card: Locator) => card.getByLabel('Created At');
  const submitButton = (card: Locator) => card.getByRole('button', { name: 'Submit Round' });
  const waveDialog = (page: Page) => page.getByRole('dialog', { name: WAVE_DIALOG });
  const wave = (page: Page, n: number) => waveDialog(page).getByRole('group', { name: `Wave ${n}`, exact: true });
  const isRoundPost = (response: Response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/v1/rounds/';


  async function shownRoles(card: Locator): Promise<string[]> {
    const rows = await players(card).all();
    return Promise.all(rows.map(async (row) => (await roleSelect(row).innerText()).replace('▾', '').trim()));
  }

  async function fillPlayers(card: Locator, names: readonly string[]): Promise<void> {
    for (const [i, name] of names.entries()) await nameField(player(card, i + 1)).fill(name);
  }

  /** Ticks or unticks a box as a user does: by its label, which covers the visually hidden input. */
  async function setBox(box: Locator, checked: boolean): Promise<void> {
    if ((await box.isChecked()) !== checked) await box.locator('xpath=ancestor::label').click();
    await expect.poll(() => box.isChecked()).toBe(checked);
  }

  async function openWaves(page: Page, card: Locator): Promise<Locator> {
    await card.getByRole('button', { name: 'Edit Wave Times' }).click();
    await waveDialog(page).waitFor();
    return waveDialog(page);
  }

  /** The values a wave row shows: its fields' text and its boxes' ticks. */
  async function shownWave(page: Page, n: number) {
    const row = wave(page, n);
    return {
      textboxes: await row.getByRole('textbox').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
      labels: await row.getByRole('textbox').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).labels?.[0]?.textContent ?? '')),
      checkboxes: await row.getByRole('checkbox').evaluateAll((boxes) => boxes.map((b) => `${b.closest('label')?.textContent}:${(b as HTMLInputElement).checked}`)),
    };
  }

  async function roundsNamed(tag: string): Promise<number> {
    const rounds: { players: { character_name: string }[] }[] = (await suite.site.server.request('GET', '/api/v1/rounds/')).body.data.data;
    return rounds.filter((round) => round.players.some((p) => p.character_name.includes(tag))).length;
  }

  it('starts with 4 player rows marked required, offers every role, and presets the rows from the format', async () => {
    const { page, card } = await open();
    expect(await players(card).count()).toBe(4);
    expect(await formatSelect(card).innerText()).toContain('Choose…');
    expect(await roundTime(card).getAttribute('aria-required')).toBe('true');
    expect(await nameField(player(card, 1)).getAttribute('aria-required')).toBe('true');
    expect(await createdAt(card).getAttribute('aria-required')).toBeNull();
    // What a sighted admin reads: a star on the three required fields, and only on them.
    const shown = await card.innerText();
    for (const label of ['Format', 'Round Time (seconds)', 'Character Name']) expect(shown).toContain(`${label}*`);
    expect(shown).not.toContain('Created At*');
    expect(shown).not.toContain('Role*');

    await roleSelect(player(card, 1)).click();
    expect((await page.getByRole('listbox').getByRole('option').allInnerTexts()).map((t) => t.trim())).toEqual([...ROLES]);
    await page.keyboard.press('Escape');

    await formatSelect(card).click();
    expect(await page.getByRole('listbox').getByRole('option').allInnerTexts()).toEqual(['Leech', '5 Man', 'Duo Heal']);
    await page.getByRole('option', { name: '5 Man' }).click();
    expect(await players(card).count()).toBe(5);
    expect(await shownRoles(card)).toEqual([...ROLES_BY_FORMAT.five_man]);
    expect(await nameField(player(card, 1)).inputValue()).toBe('');

    await chooseOption(page, formatSelect(card), 'Leech');
    expect(await shownRoles(card)).toEqual([...ROLES_BY_FORMAT.leech]);

    await chooseOption(page, formatSelect(card), 'Duo Heal');
    expect(await shownRoles(card)).toEqual(['Attacker', '2nd Healer', 'Main Healer', 'Collector', 'Defender']);

    await card.getByRole('button', { name: 'Clear format' }).click();
    expect(await players(card).count()).toBe(0);
    expect(await formatSelect(card).innerText()).toContain('Choose…');
    expect(await card.getByRole('button', { name: 'Clear format' }).count()).toBe(0);
    // Focus stays on the field the button belonged to.
    expect(await formatSelect(card).evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('adds a player row and removes exactly the one asked for, by pointer and by keyboard', async () => {
    const { page, card } = await open();
    await fillPlayers(card, ['First', 'Second', 'Third', 'Fourth']);
    await card.getByRole('button', { name: 'Add Player' }).click();
    expect(await players(card).count()).toBe(5);
    expect(await nameField(player(card, 5)).inputValue()).toBe('');
    expect(await roleSelect(player(card, 5)).innerText()).toContain('Choose…');

    await card.getByRole('button', { name: 'Remove Player 2' }).click();
    expect(await players(card).count()).toBe(4);
    expect(await Promise.all([1, 2, 3, 4].map((n) => nameField(player(card, n)).inputValue()))).toEqual(['First', 'Third', 'Fourth', '']);

    await card.getByRole('button', { name: 'Remove Player 4' }).focus();
    await page.keyboard.press('Enter');
    expect(await players(card).count()).toBe(3);
    // The pressed button left with its row: focus lands on Add Player, and Enter adds a row.
    expect(await card.getByRole('button', { name: 'Add Player' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await players(card).count()).toBe(4);
  });

  it("edits wave times in the 'Wave Times (1-10)' dialog: wave 1 has only its time; Clear and Close", async () => {
    const { page, card } = await open();
    expect(await card.getByText('No wave times entered.').isVisible()).toBe(true);
    const dialog = await openWaves(page, card);
    expect(await dialog.getByRole('heading').innerText()).toBe(WAVE_DIALOG);
    expect(await dialog.evaluate((el) => getComputedStyle(el.parentElement!).maxWidth)).toBe('1000px');
    expect(await dialog.getByRole('group').count()).toBe(10);
    expect(await shownWave(page, 1)).toEqual({ textboxes: ['0'], labels: ['Wave Time (s)'], checkboxes: [] });
    for (let n = 2; n <= 10; n++) {
      expect(await shownWave(page, n)).toEqual({
        textboxes: ['0', '0'],
        labels: ['Wave Time (s)', 'QS Time (ticks)'],
        checkboxes: ['Good Premove:true', 'Reset:false'],
      });
    }

    await wave(page, 1).getByRole('textbox', { name: 'Wave Time (s)' }).fill('54.6');
    await wave(page, 3).getByRole('textbox', { name: 'Wave Time (s)' }).fill('61.2');
    await wave(page, 3).getByRole('textbox', { name: 'QS Time (ticks)' }).fill('5');
    await setBox(wave(page, 3).getByRole('checkbox', { name: 'Good Premove' }), false);
    await setBox(wave(page, 3).getByRole('checkbox', { name: 'Reset' }), true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => waveDialog(page).count()).toBe(0);
    expect(await card.getByText('2 of 10 waves timed.').isVisible()).toBe(true);

    await openWaves(page, card);
    expect(await shownWave(page, 1)).toMatchObject({ textboxes: ['54.6'] });
    expect(await shownWave(page, 3)).toMatchObject({ textboxes: ['61.2', '5'], checkboxes: ['Good Premove:false', 'Reset:true'] });
    await waveDialog(page).getByRole('button', { name: 'Clear' }).click();
    expect(await shownWave(page, 1)).toMatchObject({ textboxes: ['0'] });
    expect(await shownWave(page, 3)).toEqual(await shownWave(page, 4));
    expect(await shownWave(page, 3)).toMatchObject({ textboxes: ['0', '0'], checkboxes: ['Good Premove:true', 'Reset:false'] });

    // Escape closes it too, keeping the time still being typed, and focus goes back to the button that opened it.
    await wave(page, 5).getByRole('textbox', { name: 'Wave Time (s)' }).fill('58.8');
    await page.keyboard.press('Escape');
    await expect.poll(() => waveDialog(page).count()).toBe(0);
    expect(await card.getByRole('button', { name: 'Edit Wave Times' }).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await card.getByText('1 of 10 waves timed.').isVisible()).toBe(true);
    await openWaves(page, card);
    expect(await shownWave(page, 5)).toMatchObject({ textboxes: ['58.8', '0'] });
  });

  it("submits SPEC's payload, says so, resets the form, stores exactly what was typed, and Round Times shows it after sync", async () => {
    const { page, card } = await open();
    const tag = uniqueTag();
    const names = ['Ma', 'Sa', 'He', 'Co', 'De'].map((role) => `${tag} ${role}`);
    await chooseOption(page, formatSelect(card), '5 Man');
    await fillPlayers(card, names);
    await roundTime(card).fill('587.4');
    await createdAt(card).fill('2024-03-05T18:42');
    await openWaves(page, card);
    await wave(page, 1).getByRole('textbox', { name: 'Wave Time (s)' }).fill('54.6');
    await wave(page, 2).getByRole('textbox', { name: 'Wave Time (s)' }).fill('61.2');
    await wave(page, 2).getByRole('textbox', { name: 'QS Time (ticks)' }).fill('5');
    await setBox(wave(page, 2).getByRole('checkbox', { name: 'Good Premove' }), false);
    await wave(page, 10).getByRole('textbox', { name: 'Wave Time (s)' }).fill('70.8');
    await wave(page, 10).getByRole('textbox', { name: 'QS Time (ticks)' }).fill('4');
    await setBox(wave(page, 10).getByRole('checkbox', { name: 'Reset' }), true);
    await waveDialog(page).getByRole('button', { name: 'Close' }).click();

    const answered = page.waitForResponse(isRoundPost);
    await submitButton(card).click();
    const response = await answered;
    expect(response.status()).toBe(201);
    const id: number = (await response.json()).data.id;
    // The browser's own reading of the local date and time it was given.
    const roundDate = await page.evaluate(() => new Date('2024-03-05T18:42').toISOString());
    const waveData = [
      { wave_number: 1, wave_time: 54.6 },
      { wave_number: 2, wave_time: 61.2, qs_time: 5, good_premove: false, reset: false },
      ...[3, 4, 5, 6, 7, 8, 9].map((wave_number) => ({ wave_number, wave_time: 0, qs_time: 0, good_premove: true, reset: false })),
      { wave_number: 10, wave_time: 70.8, qs_time: 4, good_premove: true, reset: true },
    ];
    expect(response.request().postDataJSON()).toEqual({
      submitted_by: ADMIN_MAIN,
      format: 'five_man',
      round_time: 587.4,
      round_date: roundDate,
      players: ROLES_BY_FORMAT.five_man.map((role, i) => ({ character_name: names[i], role })),
      wave_data: waveData,
      scroller: true,
    });

    await expect.poll(() => snackbar(page).innerText()).toContain(SUBMITTED);
    expect(await snackbar(page).getAttribute('data-color')).toBe('success');

    // Back to how it started.
    expect(await formatSelect(card).innerText()).toContain('Choose…');
    expect(await players(card).count()).toBe(4);
    expect(await Promise.all([1, 2, 3, 4].map((n) => nameField(player(card, n)).inputValue()))).toEqual(['', '', '', '']);
    expect(await shownRoles(card)).toEqual(['Choose…', 'Choose…', 'Choose…', 'Choose…']);
    expect(await roundTime(card).inputValue()).toBe('');
    const resetDate = await createdAt(card).inputValue();
    expect(resetDate).not.toBe('2024-03-05T18:42');
    expect(await page.evaluate((value) => Math.abs(Date.now() - new Date(value).getTime()), resetDate)).toBeLessThan(2 * 60_000);
    expect(await card.getByText('No wave times entered.').isVisible()).toBe(true);
    await openWaves(page, card);
    expect(await shownWave(page, 2)).toMatchObject({ textboxes: ['0', '0'], checkboxes: ['Good Premove:true', 'Reset:false'] });
    await waveDialog(page).getByRole('button', { name: 'Close' }).click();

    const stored = (await suite.site.server.request('GET', `/api/v1/rounds/${id}/`)).body.data.data;
    expect(stored).toMatchObject({
      id,
      format: 'five_man',
      round_time: 587.4,
      round_date: toUtcTimestamp(new Date(roundDate)),
      scroller: true,
      players: ROLES_BY_FORMAT.five_man.map((role, i) => ({ character_name: names[i], role })),
    });
    expect(stored.wave_data.map(({ id: _id, ...rest }: { id: number }) => rest)).toEqual(
      waveData.map((w) => (w.wave_number === 1 ? { ...w, qs_time: null, good_premove: null, reset: false } : w)),
    );
    expect(await suite.site.server.app.db('rounds').where({ id }).first('submitted_by')).toEqual({ submitted_by: ADMIN_MAIN });

    await page.getByRole('link', { name: 'Round Times' }).click();
    await page.getByRole('searchbox', { name: 'Search Player' }).fill(tag);
    const link = page.locator(`table[aria-label="Rounds"] a[href="/details/${id}"]`);
    await expect.poll(() => link.count(), { timeout: 30_000 }).toBe(1);
    expect(await link.innerText()).toBe(formatTime(587.4));
  });

  it("sends no waves when none was timed, so the round's details say 'No wave times available'", async () => {
    const { page, card } = await open();
    const tag = uniqueTag();
    await chooseOption(page, formatSelect(card), 'Leech');
    await fillPlayers(card, ['At', 'Co', 'He', 'De'].map((role) => `${tag} ${role}`));
    await roundTime(card).fill('702.6');
    await openWaves(page, card);
    await wave(page, 4).getByRole('textbox', { name: 'QS Time (ticks)' }).fill('6');
    await setBox(wave(page, 4).getByRole('checkbox', { name: 'Reset' }), true);
    await waveDialog(page).getByRole('button', { name: 'Close' }).click();

    const answered = page.waitForResponse(isRoundPost);
    await submitButton(card).click();
    const response = await answered;
    expect(response.request().postDataJSON()).toMatchObject({ format: 'leech', round_time: 702.6, wave_data: [], scroller: true });
    const id: number = (await response.json()).data.id;
    expect((await suite.site.server.request('GET', `/api/v1/rounds/${id}/`)).body.data.data.wave_data).toEqual([]);

    await page.goto(`${suite.site.server.baseUrl}/details/${id}`);
    await expect.poll(() => page.getByText('No wave times available').count(), { timeout: 15_000 }).toBe(1);
  });

  it("shows the server's refusal in the snackbar, stores nothing and keeps what was typed; the button waits for the answer", async () => {
    const { page, card } = await open();
    const tag = uniqueTag();
    const names = [`${tag} Ma`, `${tag}@Sa`, `${tag} He`, `${tag} Co`, `${tag} De`];
    await chooseOption(page, formatSelect(card), '5 Man');
    await fillPlayers(card, names);
    await roundTime(card).fill('600');

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/rounds/', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    const answered = page.waitForResponse(isRoundPost);
    await submitButton(card).click();
    await expect.poll(() => submitButton(card).isDisabled()).toBe(true);
    release();
    const refusal = await answered;
    expect(refusal.status()).toBe(400);
    const { error } = await refusal.json();
    expect(error).toBe('players.1.character_name: may hold only letters, digits, spaces, hyphens and underscores');
    await expect.poll(() => snackbar(page).innerText()).toContain(error);
    expect(await snackbar(page).getAttribute('data-color')).toBe('error');
    await expect.poll(() => submitButton(card).isDisabled()).toBe(false);
    expect(await roundsNamed(tag)).toBe(0);
    expect(await Promise.all(names.map((_, i) => nameField(player(card, i + 1)).inputValue()))).toEqual(names);
    expect(await shownRoles(card)).toEqual([...ROLES_BY_FORMAT.five_man]);
    expect(await roundTime(card).inputValue()).toBe('600');
    expect(await formatSelect(card).innerText()).toContain('5 Man');

    // A Leech team with a 5 Man role: the role select offers it, the server refuses it.
    await snackbar(page).getByRole('button', { name: 'Close' }).click();
    const leechNames = ['At', 'Co', 'He', 'De'].map((role) => `${tag} ${role}`);
    await chooseOption(page, formatSelect(card), 'Leech');
    await fillPlayers(card, leechNames);
    await chooseOption(page, roleSelect(player(card, 1)), 'Main Attacker');
    const second = page.waitForResponse(isRoundPost);
    await submitButton(card).click();
    const roleRefusal = await (await second).json();
    expect(roleRefusal.error).toBe('players.0.role: is not a leech role (Attacker, Collector, Healer, Defender)');
    await expect.poll(() => snackbar(page).innerText()).toContain(roleRefusal.error);
    expect(await roundsNamed(tag)).toBe(0);
    expect(await shownRoles(card)).toEqual(['Main Attacker', 'Collector', 'Healer', 'Defender']);
    expect(await nameField(player(card, 1)).inputValue()).toBe(leechNames[0]);
  });

  it('disables Submit Round offline and says why', async () => {
    const { context, card } = await open();
    expect(await submitButton(card).isDisabled()).toBe(false);
    await context.setOffline(true);
    await expect.poll(() => submitButton(card).isDisabled()).toBe(true);
    expect(await card.getByText(OFFLINE).isVisible()).toBe(true);
    await context.setOffline(false);
    await expect.poll(() => submitButton(card).isDisabled()).toBe(false);
    expect(await card.getByText(OFFLINE).count()).toBe(0);
  });

  it('fits a phone and a desktop, dark and light, with no serious accessibility violations, the Format list and the Wave Times dialog open too', async () => {
    const { page, card } = await open();
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const listbox = page.getByRole('listbox');
    const uncovered = (input: Element) => {
      const box = input.getBoundingClientRect();
      return [box.top + 2, box.bottom - 2].every((y) => document.elementFromPoint(box.left + box.width / 2, y) === input);
    };
    for (const look of LOOKS) {
      await showIn(page, look);
      await expectFitsAndAccessible(page, look, card);

      await formatSelect(card).click();
      await listbox.waitFor();
      expect(await seriousViolations(page, card), lookName(look)).toEqual([]);
      await page.keyboard.press('Escape');
      await listbox.waitFor({ state: 'detached' });

      const dialog = await openWaves(page, card);
      expect(await seriousViolations(page, card), lookName(look)).toEqual([]);
      // On a phone the waves scroll inside the dialog, and Close stays in reach.
      const modal = dialog.locator('xpath=..');
      const scrolls = await modal.evaluate((el) => el.scrollHeight > el.clientHeight);
      if (look.form === 'phone') expect(scrolls, lookName(look)).toBe(true);
      // Tabbing to the last wave brings it into view, clear of the footer that keeps Clear and Close in reach.
      const lastField = wave(page, 10).getByRole('textbox', { name: 'QS Time (ticks)' });
      await lastField.focus();
      expect(await lastField.evaluate(uncovered), lookName(look)).toBe(true);
      const close = dialog.getByRole('button', { name: 'Close' });
      const closeBox = (await close.boundingBox())!;
      expect(closeBox.y + closeBox.height, lookName(look)).toBeLessThanOrEqual(look.height);
      await close.click();
      await waveDialog(page).waitFor({ state: 'detached' });
    }
  });
});
