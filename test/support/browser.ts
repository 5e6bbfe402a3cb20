import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

function requireChromium(): void {
  if (!fs.existsSync(chromePath)) {
    throw new Error(`Chromium not found at ${chromePath}: install it (apt-get install chromium) or set CHROME_PATH.`);
  }
}

/** Debian's Chromium, headless. A missing browser stops the run with a clear message, never a skip. */
export async function launchBrowser(): Promise<Browser> {
  requireChromium();
  return chromium.launch({ executablePath: chromePath, headless: true, args: ARGS });
}

/**
 * The same Chromium on an ordinary profile kept in `userDataDir`. Browser contexts are incognito
 * profiles, in which Chromium never offers to install a web app.
 */
export async function launchProfile(userDataDir: string): Promise<BrowserContext> {
  requireChromium();
  return chromium.launchPersistentContext(userDataDir, { executablePath: chromePath, headless: true, args: ARGS });
}

export interface SiteInChromium<S> {
  readonly site: S;
  readonly browser: Browser;
  /** Closes the context after the test that opened it. */
  track(context: BrowserContext): BrowserContext;
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
}

/** Closes a context whose route handlers may still be answering: their failures once it is gone are noise. */
async function closeQuietly(context: BrowserContext): Promise<void> {
  await Promise.all(context.pages().map((page) => page.unrouteAll({ behavior: 'ignoreErrors' })));
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.close();
}

/**
 * The one way a browser suite is set up: one site and one Chromium for a describe block, started
 * together before its tests and stopped after them; contexts a test opens through `newContext` or
 * hands to `track` are closed after that test.
 */
export function siteInChromium<S extends { stop(): Promise<void> }>(start: () => Promise<S>): SiteInChromium<S> {
  let site: S | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    // Side by side: Chromium starts while the site seeds. Whichever came up is kept, so afterAll stops it.
    const [startedSite, launched] = await Promise.allSettled([start(), launchBrowser()]);
    if (startedSite.status === 'fulfilled') site = startedSite.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    for (const outcome of [startedSite, launched]) if (outcome.status === 'rejected') throw outcome.reason;
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map(closeQuietly));
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} starts in beforeAll`);
    return value;
  };
  const track = (context: BrowserContext) => {
    contexts.push(context);
    return context;
  };
  return {
    get site() {
      return started(site, 'the site');
    },
    get browser() {
      return started(browser, 'Chromium');
    },
    track,
    newContext: async (options) => track(await started(browser, 'Chromium').newContext(options)),
  };
}
