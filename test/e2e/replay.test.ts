import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { loadArenaCollision } from '../../api/arena/map';
import { layoutForWave, type ArenaCollision } from '../../domain/arena';
import { ARENA_COLORS, tileColors } from '../../domain/arenaDrawing';
import { FORMAT_LABELS, MAP_COLUMNS, MAP_ROWS, TILE_SIZE_PX } from '../../domain/constants';
import { describeEntity, ENTITY_STYLES, entityKind, replayWaves, tickCaption, toMapTile, waveFrames } from '../../domain/replay';
import { formatLocalDate, formatTime } from '../../domain/time';
import type { ReplayEntity, RoundDetail } from '../../domain/types';
import { siteInChromium } from '../support/browser';
import { openApp, seriousViolations, startDemoSite, type OpenOptions } from '../support/app';
import { LOOKS, lookName, showIn, sidewaysScroll } from '../support/looks';
import { FAKE_CLOCK, runPageClock } from '../support/pageClock';
import { startServer } from '../support/server';
import { fiveManRound } from '../fixtures/rounds';

interface Tile {
  x: number;
  y: number;
}

const tileIndex = ({ x, y }: Tile) => x + MAP_COLUMNS * y;
const onMap = ({ x, y }: Tile) => x >= 0 && y >= 0 && x < MAP_COLUMNS && y < MAP_ROWS;

/** Map tiles any of these frames puts an entity on, with how many stand there. */
function occupancy(frames: readonly ReplayEntity[][], wave: number): Map<number, number> {
  const counts = new Map<number, number>();
  for (const frame of frames) {
    for (const entity of frame) {
      const tile = toMapTile(entity, wave);
      if (onMap(tile)) counts.set(tileIndex(tile), (counts.get(tileIndex(tile)) ?? 0) + 1);
    }
  }
  return counts;
}

function allTiles(): Tile[] {
  return Array.from({ length: MAP_COLUMNS * MAP_ROWS }, (_, i) => ({ x: i % MAP_COLUMNS, y: Math.floor(i / MAP_COLUMNS) }));
}

/** Away from the map's edges, where the heavier border lines are. */
const inland = ({ x, y }: Tile) => x > 0 && y > 0 && x < MAP_COLUMNS - 1 && y < MAP_ROWS - 1;

const rgb = (color: number) => [(color >> 16) & 0xff, (color >> 8) & 0xff, color & 0xff];

/** The canvas as the screen shows it, read pixel by pixel at a map tile's centre. */
async function canvasPicture(page: Page): Promise<{ tileSize: number; colorAt(tile: Tile): number[] }> {
  const canvas = page.getByRole('img', { name: /^Replay of wave/ });
  const box = (await canvas.boundingBox())!;
  const png = PNG.sync.read(await canvas.screenshot());
  const tileSize = box.width / MAP_COLUMNS;
  const scale = png.width / box.width;
  return {
    tileSize,
    colorAt: ({ x, y }) => {
      const px = Math.floor((x + 0.5) * tileSize * scale);
      const py = Math.floor((MAP_ROWS - 1 - y + 0.5) * tileSize * scale);
      const at = (px + py * png.width) * 4;
      return [png.data[at]!, png.data[at + 1]!, png.data[at + 2]!];
    },
  };
}

interface ExpectedColor {
  tile: Tile;
  color: number;
  what: string;
}

/** What the picture shows off its expected colour (more than 8 out in a channel), one line a tile. */
function offColors(picture: Awaited<ReturnType<typeof canvasPicture>>, expected: ExpectedColor[]): string[] {
  return expected.flatMap(({ tile, color, what }) => {
    const actual = picture.colorAt(tile);
    const distance = Math.max(...rgb(color).map((c, i) => Math.abs(c - actual[i]!)));
    return distance > 8 ? [`${what}: drawn rgb(${actual.join(', ')}), expected #${color.toString(16).padStart(6, '0')}`] : [];
  });
}

/**
 * The canvas shows each colour at its tile. A frame reported drawn reaches the screen through the GPU
 * process a moment later, which on a busy machine can be after the screenshot: a few seconds are allowed.
 */
async function expectPicture(page: Page, expected: ExpectedColor[]): Promise<void> {
  await expect.poll(async () => offColors(await canvasPicture(page), expected), { timeout: 5_000, interval: 100 }).toEqual([]);
}

describe('Round Replay in Chromium', () => {
  const suite = siteInChromium(startDemoSite);
  let arena: ArenaCollision;
  let round: RoundDetail;
  let noReplay: number;

  beforeAll(async () => {
    arena = loadArenaCollision(suite.site.config.arenaMapFile)!;
    expect(arena, 'the arena map file the site is configured with').not.toBeNull();
    const rounds: RoundDetail[] = (await suite.site.request('GET', '/api/v1/rounds/')).body.data.data;
    const withReplay = rounds.filter((r) => r.has_replay);
    expect(withReplay.length).toBe(18);
    round = (await suite.site.request('GET', `/api/v1/rounds/${withReplay[0]!.id}/`)).body.data.data;
    expect(replayWaves(round.replay_data!)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    noReplay = rounds.find((r) => !r.has_replay)!.id;
  });

  const frames = (wave: number) => waveFrames(round.replay_data!, wave);
  const lastTick = (wave: number) => frames(wave).length - 1;
  const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
  const caption = (page: Page) => page.getByText(/^Tick: \d+ \| Time: [\d.]+ s$/).innerText();
  const host = (page: Page) => page.getByTestId('replay-canvas');
  const drawn = async (page: Page) => ({ wave: Number(await host(page).getAttribute('data-drawn-wave')), tick: Number(await host(page).getAttribute('data-drawn-tick')) });
  const shownTick = async (page: Page) => Number((await caption(page)).match(/^Tick: (\d+)/)![1]);

  /** The replay page with the given wave and tick on the canvas. */
  async function waitDrawn(page: Page, wave: number, tick: number): Promise<void> {
    await host(page).and(page.locator(`[data-drawn-wave="${wave}"][data-drawn-tick="${tick}"]`)).waitFor({ timeout: 20_000 });
  }

  async function openReplay(id = round.id, options: OpenOptions = {}) {
    const opened = await openApp(suite.browser, suite.site, `/replay/${id}`, options);
    await waitDrawn(opened.page, 1, 0);
    return opened;
  }

  async function chooseWave(page: Page, wave: number): Promise<void> {
    await page.getByRole('button', { name: /Wave$/ }).click();
    await page.getByRole('option', { name: `Wave ${wave}`, exact: true }).click();
  }

  /** An entity of the frame standing alone on its tile, so its colour is the one drawn there. */
  function loneEntity(frame: ReplayEntity[], wave: number): ReplayEntity {
    const counts = occupancy([frame], wave);
    const alone = frame.filter((e) => onMap(toMapTile(e, wave)) && inland(toMapTile(e, wave)) && counts.get(tileIndex(toMapTile(e, wave))) === 1);
    // A player when there is one: players are drawn on top of everything.
    return alone.find((e) => ENTITY_STYLES[entityKind(e)].shape === 'circle') ?? alone[0]!;
  }

  it('draws the arena from the map file and every entity where the replay puts it', async () => {
    const { context, page } = await openReplay();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Round Replay');
    expect(await page.title()).toBe('BA Times | Round Replay');
    const { locale, timeZone } = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions());
    const summary = await page.getByRole('link', { name: 'Round details' }).locator('xpath=..').innerText();
    expect(summary.replace(/\s+/g, ' ')).toBe(
      `${FORMAT_LABELS[round.format]} · ${formatTime(round.round_time)} · ${formatLocalDate(round.round_date, { locale, timeZone })} · Round details`,
    );
    expect(await page.getByRole('link', { name: 'Round details' }).getAttribute('href')).toBe(`/details/${round.id}`);
    expect(await page.getByRole('img', { name: 'Replay of wave 1, tick 0' }).count()).toBe(1);
    expect(await page.getByText('The arena map is not configured').count()).toBe(0);

    // Tiles with nothing standing on them all wave long: the map's own colours show there.
    const colors = tileColors(arena, 'waves_1_to_9');
    const taken = occupancy(frames(1), 1);
    const free = allTiles().filter((tile) => inland(tile) && !taken.has(tileIndex(tile)));
    const floor = free.find((tile) => arena.waves_1_to_9[tileIndex(tile)] === 0)!;
    const sightBlocking = free.find((tile) => (arena.waves_1_to_9[tileIndex(tile)]! & arena.masks.LOS_FULL) !== 0)!;
    const movementOnly = free.find((tile) => colors[tileIndex(tile)] === ARENA_COLORS.blocksMovement)!;
    expect([floor, sightBlocking, movementOnly].every(Boolean)).toBe(true);

    expect((await canvasPicture(page)).tileSize).toBe(14);
    const entity = loneEntity(frames(1)[0]!, 1);
    const tile = toMapTile(entity, 1);
    await expectPicture(page, [
      { tile: floor, color: 0xceb775, what: `floor tile ${floor.x},${floor.y}` },
      { tile: sightBlocking, color: 0x000000, what: `sight-blocking tile ${sightBlocking.x},${sightBlocking.y}` },
      { tile: movementOnly, color: ARENA_COLORS.blocksMovement, what: `movement-blocking tile ${movementOnly.x},${movementOnly.y}` },
      { tile, color: ENTITY_STYLES[entityKind(entity)].color, what: `${describeEntity(entity)} at ${tile.x},${tile.y}` },
    ]);

    // The legend names every kind the canvas can draw.
    const legend = page.getByRole('region', { name: 'Legend' });
    expect(await legend.getByRole('listitem').allInnerTexts()).toEqual(
      (['circle', 'diamond', 'square'] as const).flatMap((shape) => Object.values(ENTITY_STYLES).filter((s) => s.shape === shape).map((s) => s.label)),
    );
    await context.close();
  });

  it("names the round on the summary's line from the first paint, in the page's HTML, and keeps that same line once the replay is drawn", async () => {
    const context = await suite.browser.newContext();
    // The line under the heading as the HTML arrived, before any script ran.
    await context.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') Object.assign(window, { parsedLine: document.querySelector('header:has(> h1) + p') });
      });
    });
    const page = await context.newPage();
    await page.goto(`${suite.site.baseUrl}/replay/${round.id}`);
    const summary = new RegExp(`^${FORMAT_LABELS[round.format]} · ${formatTime(round.round_time).replace('.', '\\.')} · .* · Round details$`);
    expect(await page.evaluate(() => (window as unknown as { parsedLine: Element | null }).parsedLine?.textContent)).toMatch(summary);
    await waitDrawn(page, 1, 0);
    const line = await page.evaluate(() => {
      const parsed = (window as unknown as { parsedLine: Element }).parsedLine;
      return { same: parsed === document.querySelector('header:has(> h1) + p'), text: parsed.textContent };
    });
    expect(line).toEqual({ same: true, text: expect.stringMatching(summary) });
    await context.close();
  });

  it("says 'Loading replay…' on the summary's line while a round opened from its details is on its way, then fills that same line", async () => {
    const { context, page } = await openApp(suite.browser, suite.site, `/details/${round.id}`);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(`**/api/v1/rounds/${round.id}/`, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: 'Watch the replay' }).click();
    const line = page.locator('header:has(> h1) + p');
    await expect.poll(() => line.innerText()).toBe('Loading replay…');
    const element = await line.elementHandle();
    release();
    await waitDrawn(page, 1, 0);
    expect(await line.innerText()).toMatch(new RegExp(`^${FORMAT_LABELS[round.format]} · .* · Round details$`));
    expect(await element!.evaluate((held) => held === document.querySelector('header:has(> h1) + p'))).toBe(true);
    await context.close();
  });

  it('names the entity under the pointer beside it and to screen readers', async () => {
    const { context, page } = await openReplay();
    const entity = loneEntity(frames(1)[0]!, 1);
    const tile = toMapTile(entity, 1);
    const canvas = page.getByRole('img', { name: /^Replay of wave/ });
    // The pointer can only be where the window shows.
    await canvas.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    const box = (await canvas.boundingBox())!;
    const tileSize = box.width / MAP_COLUMNS;
    await page.mouse.move(box.x + (tile.x + 0.5) * tileSize, box.y + (MAP_ROWS - 1 - tile.y + 0.5) * tileSize);
    const label = host(page).getByText(describeEntity(entity), { exact: true });
    await label.waitFor();
    expect(await page.locator('[aria-live="polite"]').filter({ hasText: describeEntity(entity) }).count()).toBe(1);
    await page.mouse.move(1, 1);
    await expect.poll(() => label.count()).toBe(0);
    await context.close();
  });

  it('has the controls on top, disabled at either end, a caption, and a slider that seeks', async () => {
    const { context, page } = await openReplay();
    const last = lastTick(1);
    const enabled = async () =>
      Object.fromEntries(
        await Promise.all(['Jump to start', 'Step back', 'Play', 'Step forward', 'Jump to end'].map(async (name) => [name, await button(page, name).isEnabled()])),
      );
    expect(await enabled()).toEqual({ 'Jump to start': false, 'Step back': false, Play: true, 'Step forward': true, 'Jump to end': true });
    expect(await caption(page)).toBe(tickCaption(0));
    const canvasTop = (await page.getByRole('img', { name: /^Replay of wave/ }).boundingBox())!.y;
    expect((await page.getByRole('slider').boundingBox())!.y).toBeLessThan(canvasTop);

    const slider = page.getByRole('slider');
    expect(await slider.evaluate((el: HTMLInputElement) => [el.min, el.max])).toEqual(['0', String(last)]);
    await slider.focus();
    await page.keyboard.press('End');
    await waitDrawn(page, 1, last);
    expect(await caption(page)).toBe(tickCaption(last));
    expect(await enabled()).toEqual({ 'Jump to start': true, 'Step back': true, Play: true, 'Step forward': false, 'Jump to end': false });
    expect(await page.getByRole('img', { name: `Replay of wave 1, tick ${last}` }).count()).toBe(1);
    await page.keyboard.press('Home');
    await waitDrawn(page, 1, 0);

    await button(page, 'Step forward').click();
    await button(page, 'Step forward').click();
    await waitDrawn(page, 1, 2);
    expect(await caption(page)).toBe(tickCaption(2));
    await button(page, 'Step back').click();
    await waitDrawn(page, 1, 1);
    await button(page, 'Jump to end').click();
    await waitDrawn(page, 1, last);
    await button(page, 'Jump to start').click();
    await waitDrawn(page, 1, 0);

    // The wave select lists every wave, lowest first, and is at least 120 px wide.
    const waveSelect = page.getByRole('button', { name: /Wave$/ });
    expect(await waveSelect.innerText()).toMatch(/^Wave 1\b/);
    expect((await waveSelect.boundingBox())!.width).toBeGreaterThanOrEqual(120);
    await waveSelect.click();
    expect(await page.getByRole('option').allInnerTexts()).toEqual(replayWaves(round.replay_data!).map((w) => `Wave ${w}`));
    await page.keyboard.press('Escape');
    await context.close();
  });

  it('plays a tick every 600 ms, wraps after the last, pauses, and plays faster at 4×', async () => {
    const { context, page } = await openReplay(round.id, FAKE_CLOCK);
    const started = Date.now();
    await button(page, 'Play').click();
    await expect.poll(() => shownTick(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(3 * 600 - 150);
    expect(elapsed).toBeLessThan(3 * 600 + 1500);

    await button(page, 'Pause').click();
    const paused = await shownTick(page);
    await runPageClock(page, 1500);
    expect(await shownTick(page)).toBe(paused);
    expect((await drawn(page)).tick).toBe(paused);

    // From the last tick, playing wraps to the first.
    await page.getByRole('slider').focus();
    await page.keyboard.press('End');
    await waitDrawn(page, 1, lastTick(1));
    await button(page, 'Play').click();
    await waitDrawn(page, 1, 0);
    await button(page, 'Pause').click();

    await page.getByRole('button', { name: /Speed$/ }).click();
    expect(await page.getByRole('option').allInnerTexts()).toEqual(['0.5×', '1×', '2×', '4×']);
    await page.getByRole('option', { name: '4×', exact: true }).click();
    const fast = Date.now();
    const from = await shownTick(page);
    await button(page, 'Play').click();
    await expect.poll(() => shownTick(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(from + 4);
    // Four ticks at 150 ms each, well before four ticks at 600 ms would have passed.
    expect(Date.now() - fast).toBeLessThan(4 * 600);
    await button(page, 'Pause').click();
    await context.close();
  });

  it('changing wave goes back to tick 0, pauses, and shows the wave 10 map with its entities', async () => {
    const { context, page } = await openReplay(round.id, FAKE_CLOCK);
    const wave10 = frames(10);
    // A tile wave 10 colours otherwise than waves 1 to 9, empty in every frame of wave 1 and at wave 10's first tick.
    const before = tileColors(arena, layoutForWave(1));
    const after = tileColors(arena, layoutForWave(10));
    const taken = new Set([...occupancy(frames(1), 1).keys(), ...occupancy([wave10[0]!], 10).keys()]);
    const changed = allTiles().find((tile) => inland(tile) && !taken.has(tileIndex(tile)) && before[tileIndex(tile)] !== after[tileIndex(tile)])!;
    expect(changed).toBeDefined();
    await expectPicture(page, [{ tile: changed, color: before[tileIndex(changed)]!, what: `wave 1 tile ${changed.x},${changed.y}` }]);

    await button(page, 'Play').click();
    await expect.poll(() => shownTick(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await chooseWave(page, 10);
    await waitDrawn(page, 10, 0);
    expect(await caption(page)).toBe(tickCaption(0));
    expect(await button(page, 'Play').count()).toBe(1);
    expect(await page.getByRole('img', { name: 'Replay of wave 10, tick 0' }).count()).toBe(1);
    expect(await page.getByRole('slider').evaluate((el: HTMLInputElement) => el.max)).toBe(String(lastTick(10)));

    // Wave 10's entities are offset in x, not y: each lands on its own tile of the wave 10 map.
    const entity = loneEntity(wave10[0]!, 10);
    const tile = toMapTile(entity, 10);
    await expectPicture(page, [
      { tile: changed, color: after[tileIndex(changed)]!, what: `wave 10 tile ${changed.x},${changed.y}` },
      { tile, color: ENTITY_STYLES[entityKind(entity)].color, what: `wave 10 ${describeEntity(entity)} at ${tile.x},${tile.y}` },
    ]);

    // Paused: nothing moves on.
    await runPageClock(page, 1300);
    expect(await shownTick(page)).toBe(0);
    await context.close();
  });

  it('plays and pauses with space and steps with the arrows, leaving keys to the control that has focus', async () => {
    const { context, page } = await openReplay(round.id, FAKE_CLOCK);
    await page.getByRole('heading', { name: 'Round Replay' }).click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await waitDrawn(page, 1, 2);
    await page.keyboard.press('ArrowLeft');
    await waitDrawn(page, 1, 1);

    await page.keyboard.press(' ');
    await button(page, 'Pause').waitFor();
    await page.keyboard.press(' ');
    await button(page, 'Play').waitFor();
    const tick = await shownTick(page);

    // On the slider the arrows are the slider's: one step each, not two.
    await page.getByRole('slider').focus();
    await page.keyboard.press('ArrowRight');
    await waitDrawn(page, 1, tick + 1);
    await runPageClock(page, 200);
    expect(await shownTick(page)).toBe(tick + 1);

    // Space on a button presses that button only.
    await button(page, 'Step forward').focus();
    await page.keyboard.press(' ');
    await waitDrawn(page, 1, tick + 2);
    expect(await button(page, 'Play').count()).toBe(1);
    await context.close();
  });

  it("says 'Round does not exist.' for an unknown round and 'No replay data available for this round.' for a round without one", async () => {
    const cases = [
      ['/replay/999999', 'Round does not exist.'],
      ['/replay/not-a-number', 'Round does not exist.'],
      [`/replay/${noReplay}`, 'No replay data available for this round.'],
    ] as const;
    for (const [pathname, text] of cases) {
      const { context, page } = await openApp(suite.browser, suite.site, pathname);
      const alert = page.getByRole('alert').filter({ hasText: text });
      await alert.waitFor({ timeout: 15_000 });
      expect(await alert.innerText()).toBe(text);
      const style = await alert.evaluate((el) => {
        const css = getComputedStyle(el);
        return { weight: css.fontWeight, align: css.textAlign, color: css.color, danger: getComputedStyle(document.documentElement).getPropertyValue('--danger').trim() };
      });
      expect([style.weight, style.align]).toEqual(['700', 'center']);
      const [r, g, b] = style.color.match(/\d+/g)!.map(Number);
      expect(r!).toBeGreaterThan(Math.max(g!, b!) + 80);
      expect(await page.getByRole('img', { name: /^Replay of wave/ }).count()).toBe(0);
      expect(await page.locator('canvas').count()).toBe(0);
      await context.close();
    }
  });

  it('fits a phone and a desktop, dark and light, with no serious accessibility violations, drawn to scale', async () => {
    const { context, page } = await openReplay();
    suite.track(context);
    const canvas = page.getByRole('img', { name: /^Replay of wave/ });
    const tileSize = async () => (await canvas.boundingBox())!.width / MAP_COLUMNS;
    const entity = loneEntity(frames(1)[0]!, 1);
    for (const look of LOOKS) {
      await showIn(page, look);
      // The canvas takes its tile size from the width it is given, a render after the window changes.
      if (look.form === 'phone') await expect.poll(tileSize, { message: lookName(look) }).toBeLessThan(TILE_SIZE_PX);
      else await expect.poll(tileSize, { message: lookName(look) }).toBe(TILE_SIZE_PX);
      expect(await seriousViolations(page), lookName(look)).toEqual([]);
      expect(await sidewaysScroll(page), lookName(look)).toBeLessThanOrEqual(0);
      const box = (await canvas.boundingBox())!;
      expect(box.x, lookName(look)).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, lookName(look)).toBeLessThanOrEqual(look.width);
      expect(box.height / box.width, lookName(look)).toBeCloseTo(MAP_ROWS / MAP_COLUMNS, 2);
      for (const name of ['Jump to start', 'Step back', 'Play', 'Step forward', 'Jump to end']) {
        const control = (await button(page, name).boundingBox())!;
        expect(control.x + control.width, `${name}, ${lookName(look)}`).toBeLessThanOrEqual(look.width);
      }
      // Still drawn to scale: an entity's colour at its tile.
      await expectPicture(page, [{ tile: toMapTile(entity, 1), color: ENTITY_STYLES[entityKind(entity)].color, what: `${describeEntity(entity)}, ${lookName(look)}` }]);
    }
  });

  it('loads PixiJS on the replay screen only, never with the shell', async () => {
    const html = fs.readFileSync('dist/index.html', 'utf8');
    const shellScripts = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(shellScripts.length).toBeGreaterThan(0);
    expect(shellScripts.filter((file) => fs.readFileSync(path.join('dist', file), 'utf8').includes('pixi'))).toEqual([]);

    const context = await suite.browser.newContext();
    const page = await context.newPage();
    const pixiScripts: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.js') && (await response.text().catch(() => '')).includes('pixi')) pixiScripts.push(response.url());
    });
    await page.goto(`${suite.site.baseUrl}/round-times`);
    await page.getByRole('table', { name: 'Rounds' }).locator('tbody tr').first().waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Leaderboard' }).click();
    await page.getByRole('heading', { name: 'Player Leaderboard' }).waitFor();
    expect(pixiScripts).toEqual([]);
    await page.goto(`${suite.site.baseUrl}/replay/${round.id}`);
    await waitDrawn(page, 1, 0);
    expect(pixiScripts.length).toBeGreaterThan(0);
    await context.close();
  });

  it('releases the canvas on leaving: many visits back and forth use no more graphics contexts', async () => {
    const { context, page } = await openReplay();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/WebGL|context/i.test(message.text()) && message.type() !== 'debug') warnings.push(message.text());
    });
    // Chromium allows 16 live WebGL contexts per page before it drops the oldest; a leak shows past that.
    for (let visit = 0; visit < 18; visit++) {
      await page.getByRole('link', { name: 'Round details' }).click();
      await page.getByRole('link', { name: 'Watch the replay' }).click();
      await waitDrawn(page, 1, 0);
      // The arena's still picture and the entities' canvas over it; nothing left from earlier visits.
      expect(await page.locator('canvas').count()).toBe(2);
    }
    expect(warnings.filter((w) => /too many|context lost|lost context/i.test(w))).toEqual([]);
    await context.close();
  }, 180_000);

  /** Whether the entities' canvas was handed to a worker: the page can then take no context of it. */
  const handedToWorker = (page: Page) =>
    page.getByRole('img', { name: /^Replay of wave/ }).evaluate((canvas: HTMLCanvasElement) => {
      try {
        canvas.getContext('webgl2');
        return false;
      } catch {
        return true;
      }
    });
  const sceneWorkers = (page: Page) => page.workers().filter((worker) => /\/scene\.worker-[\w-]+\.js$/.test(worker.url()));

  /** The arena's floor and an entity on it, each in its colour. */
  async function expectDrawn(page: Page): Promise<void> {
    const taken = occupancy(frames(1), 1);
    const floor = allTiles().find((tile) => inland(tile) && !taken.has(tileIndex(tile)) && arena.waves_1_to_9[tileIndex(tile)] === 0)!;
    const entity = loneEntity(frames(1)[0]!, 1);
    await expectPicture(page, [
      { tile: floor, color: 0xceb775, what: `floor tile ${floor.x},${floor.y}` },
      { tile: toMapTile(entity, 1), color: ENTITY_STYLES[entityKind(entity)].color, what: describeEntity(entity) },
    ]);
  }

  it('draws in a worker of its own, so drawing never holds up the page', async () => {
    const { context, page } = await openReplay();
    expect(await handedToWorker(page)).toBe(true);
    expect(sceneWorkers(page)).toHaveLength(1);
    await expectDrawn(page);
    await context.close();
  });

  it('draws on the page itself in a browser that cannot hand a canvas to a worker', async () => {
    const { context, page } = await openReplay(round.id, {
      prepare: async (opened) => {
        await opened.addInitScript(() => delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).transferControlToOffscreen);
      },
    });
    expect(await handedToWorker(page)).toBe(false);
    expect(sceneWorkers(page)).toHaveLength(0);
    await expectDrawn(page);
    await context.close();
  });

  it('draws on the page itself when the worker cannot start', async () => {
    const warnings: string[] = [];
    const { context, page } = await openReplay(round.id, {
      prepare: async (opened) => {
        await opened.route(/\/scene\.worker-[\w-]+\.js$/, (route) => route.abort());
        opened.on('console', (message) => {
          if (message.type() === 'warning') warnings.push(message.text());
        });
      },
    });
    expect(await handedToWorker(page)).toBe(false);
    await expectDrawn(page);
    expect(warnings.some((w) => w.startsWith('The replay could not be drawn in a worker; drawing it on the page.'))).toBe(true);
    await context.close();
  });
});

describe('Round Replay without an arena map', () => {
  const suite = siteInChromium(() => startServer('sqlite', { STATIC_DIR: 'dist', ARENA_MAP_FILE: '' }));
  let id: number;
  const entity = { x: 20, y: 30, type: 'Healer' };

  beforeAll(async () => {
    const replay = { 1: { 0: [entity], 1: [{ ...entity, x: 21 }] } };
    const created = await suite.site.request('POST', '/api/v1/rounds/', { token: await suite.site.signInAdmin(), body: fiveManRound({ replay_data: replay }) });
    id = created.body.data.id;
  });

  it('shows an open floor, white everywhere, and says why', async () => {
    const { context, page } = await openApp(suite.browser, suite.site, `/replay/${id}`);
    await page.locator('[data-drawn-wave="1"][data-drawn-tick="0"]').waitFor({ timeout: 20_000 });
    expect(await page.getByRole('note').innerText()).toBe('The arena map is not configured: showing an open floor.');
    await expectPicture(page, [
      ...[{ x: 5, y: 5 }, { x: 40, y: 10 }, { x: 30, y: 40 }].map((tile) => ({ tile, color: ARENA_COLORS.unset, what: `tile ${tile.x},${tile.y}` })),
      { tile: toMapTile(entity, 1), color: ENTITY_STYLES.Healer.color, what: 'the Healer' },
    ]);
    await context.close();
  });
});
