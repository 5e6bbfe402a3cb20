import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless. A missing browser stops the run with a clear message, never a skip. */
export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(chromePath)) {
    throw new Error(`Chromium not found at ${chromePath}: install it (apt-get install chromium) or set CHROME_PATH.`);
  }
  return chromium.launch({
    executablePath: chromePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}
