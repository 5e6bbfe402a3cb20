import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { generateKey, PLUGIN_TOKEN_LIFETIME_MS } from '../../api/modules/tokens/services/generateKey';
import { formatLocalDate, toUtcTimestamp } from '../../domain/time';
import type { ApiKey } from '../../domain/types';
import { openAdminPanel, startAdminSite } from '../support/admin';
import { epochOf, pluginToken } from '../support/api';
import { seriousViolations } from '../support/app';
import { LOOKS, lookName, showIn, sidewaysScroll } from '../support/looks';
import { siteInChromium } from '../support/browser';
import { snackbar } from '../support/controls';

interface ShownRow {
  key: string;
  description: string;
  createdAt: string;
  active: string;
  type: string;
  expiresAt: string;
}

const COLUMNS = ['Key', 'Description', 'Created At', 'Active', 'Type', 'Expires At', 'Actions'];
const OFFLINE = 'You are offline: managing API keys needs a connection.';

describe('API Key Management in Chromium', () => {
  const suite = siteInChromium(startAdminSite);
  let admin: string;

  beforeAll(async () => {
    admin = await suite.site.signInAdmin();
  });

  const listKeys = async (): Promise<ApiKey[]> => (await suite.site.server.request('GET', '/api/v1/tokens/', { token: admin })).body.data.data;
  const createKey = async (description: string): Promise<ApiKey> =>
    (await suite.site.server.request('POST', '/api/v1/tokens/', { token: admin, body: { description } })).body.data.data;
  /** A round report sent with a key: an empty one is refused as bad input (400) only once the key itself is accepted. */
  const reportWith = async (token: string): Promise<number> => (await suite.site.server.request('POST', '/api/v1/rounds/', { token, body: {} })).status;

  const card = (page: Page) => page.getByRole('region', { name: 'API Key Management' });
  const keysTable = (page: Page) => card(page).getByRole('table', { name: 'API keys' });
  const range = (page: Page) => card(page).getByText(/^\d+–\d+ of \d+$/);
  const copyButton = (page: Page, key: ApiKey) => card(page).getByRole('button', { name: `Copy key ${shortKey(key)}`, exact: true });
  const lockButton = (page: Page, key: ApiKey) => card(page).getByRole('button', { name: `Disable key ${shortKey(key)}`, exact: true });
  const maskPattern = (key: ApiKey) => new RegExp(`^${escapeRegExp(key.token.slice(0, 4))}•+${escapeRegExp(key.token.slice(-4))}$`);

  async function openCard(): Promise<{ context: BrowserContext; page: Page }> {
    const opened = await openAdminPanel(suite.browser, suite.site);
    suite.track(opened.context);
    await card(opened.page).waitFor();
    return opened;
  }

  /** The keys on screen, in order, as a sighted reader sees them (text only screen readers hear is left out). */
  async function shownRows(page: Page, table: Locator = keysTable(page)): Promise<ShownRow[]> {
    return table
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs
          .filter((tr) => tr.children.length === 7)
          .map((tr) => {
            const seen = [...tr.children].map((cell) => {
              const copy = cell.cloneNode(true) as HTMLElement;
              copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
              return (copy.textContent ?? '').trim();
            });
            return { key: seen[0]!, description: seen[1]!, createdAt: seen[2]!, active: seen[3]!.replace(/^[●○]/, ''), type: seen[4]!, expiresAt: seen[5]! };
          }),
      );
  }
  /** The column titles as written, without the sort marks or the capitals the styles add. */
  async function columnTitles(page: Page): Promise<string[]> {
    return keysTable(page)
      .getByRole('columnheader')
      .evaluateAll((headers) =>
        headers.map((header) => {
          const copy = header.cloneNode(true) as HTMLElement;
          copy.querySelectorAll('[aria-hidden="true"]').forEach((mark) => mark.remove());
          return (copy.textContent ?? '').trim();
        }),
      );
  }
  async function rowsLoaded(page: Page, count: number): Promise<ShownRow[]> {
    await expect.poll(async () => (await shownRows(page)).length, { timeout: 15_000 }).toBe(count);
    return shownRows(page);
  }

  /** Each row as it should read, dates in the browser's own zone and locale. */
  async function expectedRows(page: Page, keys: readonly ApiKey[]): Promise<ShownRow[]> {
    const { locale, timeZone } = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions());
    return keys.map((key) => ({
      key: `${key.token.slice(0, 4)}•••••${key.token.slice(-4)}`,
      description: key.description || '—',
      createdAt: formatLocalDate(key.created_at, { locale, timeZone }),
      active: key.active ? 'Active' : 'Disabled',
      type: key.type === 'public' ? 'Plugin' : 'Private',
      expiresAt: formatLocalDate(key.expires_at, { locale, timeZone }) + (key.expires_at && epochOf(key.expires_at) <= Date.now() ? 'Expired' : ''),
    }));
  }

  it("says it is loading, then that there are no keys yet, on a site that has none", async () => {
    expect(await listKeys()).toEqual([]);
    const { page } = await openCard();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/tokens/', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await card(page).getByText('Loading API keys…').waitFor({ timeout: 15_000 });
    release();
    await card(page).getByText('No API keys yet: Generate New Key makes one.').waitFor();
    expect(await card(page).getByText('Loading API keys…').count()).toBe(0);
    expect(await range(page).innerText()).toBe('0–0 of 0');
  });

  describe('with a few keys', () => {
    let team: ApiKey;
    let bot: ApiKey;
    let stats: ApiKey;
    let plugin: ApiKey;

    beforeAll(async () => {
      team = await createKey('Team tracker');
      bot = await createKey('Discord bot');
      stats = await createKey('Stats export');
      // The newest key expires first: the default order is then neither creation nor id order.
      await suite.site.server.app.db('api_tokens').where({ id: stats.id }).update({ expires_at: toUtcTimestamp(new Date(Date.now() + 10 * 60 * 1000)) });
      const token = await pluginToken(suite.site.server, 'Hammer Time');
      plugin = (await listKeys()).find((key) => key.token === token)!;
      stats = (await listKeys()).find((key) => key.id === stats.id)!;
    });

    it('lists every key under the SPEC columns, soonest expiry first as the API orders them, dates in local time', async () => {
      const { page } = await openCard();
      const keys = await listKeys();
      const rows = await rowsLoaded(page, keys.length);
      expect(await columnTitles(page)).toEqual(COLUMNS);
      expect(await keysTable(page).getByRole('columnheader', { name: 'Expires At' }).getAttribute('aria-sort')).toBe('ascending');
      expect(rows).toEqual(await expectedRows(page, keys));
      // Soonest expiry first: the 10-minute key, the plugin's hour, then the year-long keys in id order.
      expect(rows.map((row) => row.description)).toEqual(['Stats export', 'Hammer Time', 'Team tracker', 'Discord bot']);
      expect(rows[1]).toMatchObject({ type: 'Plugin', active: 'Active' });
      expect(rows[2]).toMatchObject({ type: 'Private', active: 'Active' });
      expect(await range(page).innerText()).toBe(`1–${keys.length} of ${keys.length}`);
    });

    it('re-sorts by a header click or by Enter on it, each way, with aria-sort on the column', async () => {
      const { page } = await openCard();
      const keys = await listKeys();
      await rowsLoaded(page, keys.length);
      const created = keysTable(page).getByRole('columnheader', { name: 'Created At' });
      await created.click();
      await expect.poll(() => created.getAttribute('aria-sort')).toBe('ascending');
      expect(await keysTable(page).getByRole('columnheader', { name: 'Expires At' }).getAttribute('aria-sort')).toBe('none');
      // Keys made within the same second tie on Created At; ties keep the server's order (by id) either way.
      const byCreation = (direction: 1 | -1) =>
        [...keys].sort((a, b) => direction * (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0) || a.id - b.id);
      await expect.poll(() => shownRows(page)).toEqual(await expectedRows(page, byCreation(1)));

      await created.getByRole('button').focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => created.getAttribute('aria-sort')).toBe('descending');
      await expect.poll(() => shownRows(page)).toEqual(await expectedRows(page, byCreation(-1)));

      await keysTable(page).getByRole('columnheader', { name: 'Description' }).click();
      await expect.poll(async () => (await shownRows(page)).map((row) => row.description)).toEqual(['Discord bot', 'Hammer Time', 'Stats export', 'Team tracker']);
    });

    it('masks every key, 4 + 4, and a press on one copies the whole key and says so', async () => {
      const { context, page } = await openCard();
      await rowsLoaded(page, (await listKeys()).length);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.site.server.baseUrl });
      for (const key of [team, bot, stats, plugin]) {
        expect(await copyButton(page, key).innerText()).toMatch(maskPattern(key));
        expect(await page.content()).not.toContain(key.token);
      }

      await copyButton(page, team).click();
      await expect.poll(() => snackbar(page).innerText()).toContain('API token copied to clipboard!');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(team.token);

      // By keyboard too.
      await page.getByRole('button', { name: 'Close' }).click();
      await copyButton(page, plugin).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => snackbar(page).innerText()).toContain('API token copied to clipboard!');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(plugin.token);
    });

    it("says 'Failed to copy token.' when the clipboard refuses", async () => {
      const { page } = await openCard();
      await rowsLoaded(page, (await listKeys()).length);
      await page.evaluate(() => {
        navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
      });
      await copyButton(page, bot).click();
      await expect.poll(() => snackbar(page).innerText()).toContain('Failed to copy token.');
      expect(await snackbar(page).innerText()).not.toContain('copied');
    });

    it('disables a key after confirming: the server refuses it, and the row shows only with Show Disabled Keys, locked', async () => {
      expect(await reportWith(bot.token)).toBe(400);
      const { page } = await openCard();
      await rowsLoaded(page, (await listKeys()).length);
      const dialog = page.getByRole('alertdialog', { name: 'Confirm' });

      await lockButton(page, bot).click();
      expect(await dialog.innerText()).toContain(`Disable API key ${shortKey(bot)}?`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      expect((await listKeys()).find((key) => key.id === bot.id)!.active).toBe(true);

      await lockButton(page, bot).click();
      await dialog.getByRole('button', { name: 'Disable', exact: true }).click();
      await expect.poll(() => snackbar(page).innerText()).toContain('API key disabled successfully');
      expect((await listKeys()).find((key) => key.id === bot.id)).toEqual({ ...bot, active: false });
      expect([401, 403]).toContain(await reportWith(bot.token));

      await expect.poll(() => copyButton(page, bot).count()).toBe(0);
      const active = (await listKeys()).filter((key) => key.active);
      expect(await shownRows(page)).toEqual(await expectedRows(page, active));

      const showDisabled = card(page).getByRole('switch', { name: 'Show Disabled Keys' });
      expect(await showDisabled.isChecked()).toBe(false);
      await card(page).getByText('Show Disabled Keys', { exact: true }).click();
      expect(await showDisabled.isChecked()).toBe(true);
      await expect.poll(() => shownRows(page)).toEqual(await expectedRows(page, await listKeys()));
      expect(await lockButton(page, bot).isDisabled()).toBe(true);
      expect(await lockButton(page, team).isDisabled()).toBe(false);
    });

    it('generates a key: says so, and the new active private key is listed and stored', async () => {
      const before = await listKeys();
      const { page } = await openCard();
      await rowsLoaded(page, before.filter((key) => key.active).length);
      await card(page).getByRole('button', { name: 'Generate New Key' }).click();
      await expect.poll(() => snackbar(page).innerText()).toContain('API key generated successfully');

      const after = await listKeys();
      expect(after).toHaveLength(before.length + 1);
      const fresh = after.find((key) => !before.some((held) => held.id === key.id))!;
      expect(fresh).toMatchObject({ type: 'private', active: true, description: '' });
      await expect.poll(() => shownRows(page)).toEqual(await expectedRows(page, after.filter((key) => key.active)));
      expect(await copyButton(page, fresh).isVisible()).toBe(true);
      expect(await lockButton(page, fresh).isDisabled()).toBe(false);
    });

    it('disables Generate and every lock offline, and says why', async () => {
      const { context, page } = await openCard();
      await rowsLoaded(page, (await listKeys()).filter((key) => key.active).length);
      const generate = card(page).getByRole('button', { name: 'Generate New Key' });
      const locks = card(page).getByRole('button', { name: /^Disable key/ });
      expect(await generate.isDisabled()).toBe(false);

      await context.setOffline(true);
      const reason = card(page).getByText(OFFLINE);
      await reason.waitFor();
      expect(await generate.isDisabled()).toBe(true);
      const reasonId = await reason.getAttribute('id');
      expect(reasonId).toBeTruthy();
      expect(await generate.getAttribute('aria-describedby')).toBe(reasonId);
      for (const lock of await locks.all()) {
        expect(await lock.isDisabled()).toBe(true);
        expect(await lock.getAttribute('aria-describedby')).toBe(reasonId);
      }

      await context.setOffline(false);
      await expect.poll(() => generate.isDisabled()).toBe(false);
      expect(await reason.count()).toBe(0);
      expect(await lockButton(page, team).isDisabled()).toBe(false);
    });

    it('fits a phone and a desktop, dark and light, with no serious accessibility violation, the table scrolling sideways inside the card on a phone', async () => {
      const { page } = await openCard();
      await rowsLoaded(page, (await listKeys()).filter((key) => key.active).length);
      const scroller = keysTable(page).locator('xpath=..');
      const confirm = page.getByRole('alertdialog', { name: 'Confirm' });
      for (const look of LOOKS) {
        await showIn(page, look);
        expect(await seriousViolations(page, card(page)), lookName(look)).toEqual([]);

        // The table scrolls sideways inside the card; the page itself never does.
        const overflow = await scroller.evaluate((el) => el.scrollWidth - el.clientWidth);
        if (look.form === 'phone') expect(overflow, lookName(look)).toBeGreaterThan(0);
        else expect(overflow, lookName(look)).toBe(0);
        expect(await sidewaysScroll(page), lookName(look)).toBeLessThanOrEqual(0);

        await lockButton(page, team).click();
        await confirm.waitFor();
        expect(await seriousViolations(page, card(page)), lookName(look)).toEqual([]);
        await page.keyboard.press('Escape');
        await confirm.waitFor({ state: 'detached' });
      }
    });
  });

  describe('with thousands of plugin tokens', () => {
    let expired: ApiKey;

    beforeAll(async () => {
      // A token past its hour: still active, no longer accepted.
      expired = (await listKeys()).find((key) => key.description === 'Hammer Time')!;
      await suite.site.server.app.db('api_tokens').where({ id: expired.id }).update({ expires_at: toUtcTimestamp(new Date(Date.now() - 60 * 1000)) });
      // The plugin's signed request is proven above; thousands of them would add only time.
      for (let batch = 0; batch < 20; batch++) {
        for (let n = 0; n < 100; n++) {
          await generateKey(
            suite.site.server.app.db,
            { type: 'public', description: `Player ${batch * 100 + n}`, lifetimeMs: PLUGIN_TOKEN_LIFETIME_MS, createdBy: null },
            suite.site.server.config.appSecret,
          );
        }
      }
    });

    it('shows them 25 to a page, in the API order, and pages on', async () => {
      const active = (await listKeys()).filter((key) => key.active);
      expect(active.length).toBeGreaterThan(2000);
      const { page } = await openCard();
      const first = await rowsLoaded(page, 25);
      expect(first).toEqual(await expectedRows(page, active.slice(0, 25)));
      expect(active[0]!.id).toBe(expired.id);
      expect(first[0]).toMatchObject({ description: 'Hammer Time', active: 'Active', expiresAt: expect.stringMatching(/Expired$/) });
      expect(first[1]!.expiresAt).not.toMatch(/Expired$/);
      expect(await range(page).innerText()).toBe(`1–25 of ${active.length}`);

      await card(page).getByRole('button', { name: 'Next page' }).click();
      await expect.poll(() => range(page).innerText()).toBe(`26–50 of ${active.length}`);
      expect(await shownRows(page)).toEqual(await expectedRows(page, active.slice(25, 50)));
      expect(await keysTable(page).locator('tbody tr').count()).toBe(25);
    });

    it('shows them all at once on request, drawing only the rows in view, still sortable', async () => {
      const active = (await listKeys()).filter((key) => key.active);
      const { page } = await openCard();
      await rowsLoaded(page, 25);
      await card(page).getByRole('button', { name: /Rows per page/ }).click();
      await page.getByRole('option', { name: 'All', exact: true }).click();
      await expect.poll(() => range(page).innerText()).toBe(`1–${active.length} of ${active.length}`);
      const table = keysTable(page);
      const drawn = () => table.locator('tbody tr').count();
      await expect.poll(drawn).toBeGreaterThan(10);
      expect(await drawn()).toBeLessThan(100);
      const top = await shownRows(page, table);
      expect(top).toEqual(await expectedRows(page, active.slice(0, top.length)));
      expect(await seriousViolations(page, card(page))).toEqual([]);

      await table.locator('xpath=../..').evaluate((box) => (box.scrollTop = box.scrollHeight));
      const last = await expectedRows(page, active.slice(-3));
      await expect.poll(async () => (await shownRows(page, table)).slice(-3)).toEqual(last);
      expect(await drawn()).toBeLessThan(100);

      await table.getByRole('button', { name: 'Description' }).click();
      expect(await table.getByRole('columnheader', { name: 'Description' }).getAttribute('aria-sort')).toBe('ascending');
      await table.locator('xpath=../..').evaluate((box) => (box.scrollTop = 0));
      const byDescription = [...active].sort((a, b) => new Intl.Collator(undefined, { sensitivity: 'base', numeric: true }).compare(a.description, b.description) || a.id - b.id);
      await expect.poll(async () => (await shownRows(page, table)).slice(0, 5)).toEqual(await expectedRows(page, byDescription.slice(0, 5)));
    });

    it('opens the page a newly generated key sorts onto', async () => {
      const before = await listKeys();
      const { page } = await openCard();
      await rowsLoaded(page, 25);
      await card(page).getByRole('button', { name: 'Generate New Key' }).click();
      await expect.poll(() => snackbar(page).innerText()).toContain('API key generated successfully');
      const active = (await listKeys()).filter((key) => key.active);
      const fresh = active.find((key) => !before.some((held) => held.id === key.id))!;
      const at = active.findIndex((key) => key.id === fresh.id);
      const pageStart = Math.floor(at / 25) * 25;
      await expect.poll(() => range(page).innerText()).toBe(`${pageStart + 1}–${Math.min(pageStart + 25, active.length)} of ${active.length}`);
      expect(await shownRows(page)).toEqual(await expectedRows(page, active.slice(pageStart, pageStart + 25)));
      expect(await copyButton(page, fresh).isVisible()).toBe(true);
    });
  });
});

/** How labels name a key: its first and last 4 characters. */
function shortKey(key: ApiKey): string {
  return `${key.token.slice(0, 4)}…${key.token.slice(-4)}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
}
