import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

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
