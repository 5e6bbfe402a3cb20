import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { seedDemoIfEmpty } from '../../api/demo/seed';
import { fiveManRound } from '../fixtures/rounds';
import { startServer, type TestServer } from './server';

/**
 * Rounds of the demo the browser suites run on: enough for every page size, tie and badge the
 * screens show, few enough that each fresh browser's copy stays quick. Scale is the bench's job.
 */
const BROWSER_DEMO_ROUNDS = 1000;

/** The built app served by the real server with the demo data, as a player finds it. */
export async function startDemoSite(env: Record<string, string> = {}): Promise<TestServer> {
  const server = await startServer('sqlite', { STATIC_DIR: 'dist', ...env });
  await seedDemoIfEmpty(server.app.db, { arenaMapFile: server.config.arenaMapFile, now: new Date(), rounds: BROWSER_DEMO_ROUNDS });
  return server;
}

/** The built app with a single round: for checks of the shell itself, where the demo data is noise. */
export async function startOneRoundSite(): Promise<TestServer> {
  const server = await startServer('sqlite', { STATIC_DIR: 'dist' });
  await server.request('POST', '/api/v1/rounds/', { token: await server.signInAdmin(), body: fiveManRound({ round_time: 612.6 }) });
  return server;
}

export interface OpenOptions {
  /** A session token to start signed in with (from server.signIn / signInAdmin). */
  token?: string;
  width?: number;
  height?: number;
  colorScheme?: 'dark' | 'light';
  /** The reader's time zone (IANA), where a test's days must be theirs. */
  timezoneId?: string;
  /** Runs on the new context before the page opens: init scripts, routes. */
  prepare?: (context: BrowserContext) => Promise<void>;
}

/** A fresh browser context (its own storage) on a path of the site. */
export async function openApp(browser: Browser, server: TestServer, pathname: string, options: OpenOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    colorScheme: options.colorScheme ?? 'dark',
    timezoneId: options.timezoneId,
    // Lets the accessibility checker's script in; the app itself still runs under its CSP otherwise.
    bypassCSP: true,
  });
  if (options.token) await context.addInitScript((token) => localStorage.setItem('token', token), options.token);
  await options.prepare?.(context);
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}${pathname}`);
  await appTakenOver(page);
  return { context, page };
}

/** The screen arrives prerendered: its buttons answer once the app has taken the page over. */
export function appTakenOver(page: Page): Promise<void> {
  return page.locator('html[data-interactive]').waitFor({ state: 'attached' });
}

/**
 * Keeps each page's first heading as parsed, before any script ran (call before the page opens);
 * `keptParsedHeading` then tells whether the app hydrated that very element rather than drawing anew.
 */
export async function keepParsedHeading(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') Object.assign(window, { parsedHeading: document.querySelector('h1') });
    });
  });
}

export function keptParsedHeading(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { parsedHeading: Element | null }).parsedHeading === document.querySelector('h1'));
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

const axeSource = fs.readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');

/**
 * Serious and critical accessibility violations on the page as it is now (axe-core); with `within`,
 * in that part of it and the dialogs and lists open over it. The whole page is checked in accessibility.test.ts:
 * a suite of one card checks its card, and spares a check of every other card on the page.
 */
export async function seriousViolations(page: Page, within?: Locator): Promise<AxeViolation[]> {
  // Once a page: the checker stays loaded for the page's later checks.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const part = within ? await within.elementHandle() : null;
  return page.evaluate(async (element) => {
    type RunOptions = { resultTypes: string[] };
    type Context = Document | { include: Element[] };
    const axe = (window as unknown as { axe: { run(ctx: Context, options: RunOptions): Promise<{ violations: AxeViolation[] }> } }).axe;
    const context = element
      ? { include: [element, ...document.querySelectorAll('[role="dialog"], [role="alertdialog"], [role="listbox"]')] }
      : document;
    // Every rule still runs; only violations are gathered node by node and carried back out of the page.
    const { violations } = await axe.run(context, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map(({ target }) => ({ target })) }));
  }, part);
}
