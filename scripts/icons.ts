import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

/**
 * Renders the hand-drawn SVGs in public/icons/ to the PNGs the manifest, its shortcuts and iOS need
 * (`npm run icons`; commit the PNGs). Chromium draws them, so no image library is needed.
 */
const iconsDir = path.resolve(import.meta.dirname, '..', 'public', 'icons');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const RENDERS = [
  { svg: 'icon.svg', png: 'icon-192.png', size: 192 },
  { svg: 'icon.svg', png: 'icon-512.png', size: 512 },
  { svg: 'icon-maskable.svg', png: 'icon-maskable-512.png', size: 512 },
  // iOS fills transparent corners with black and rounds the icon itself: it gets the full-bleed square.
  { svg: 'icon-maskable.svg', png: 'apple-touch-icon-180.png', size: 180 },
  { svg: 'shortcut-round-times.svg', png: 'shortcut-round-times-96.png', size: 96 },
  { svg: 'shortcut-leaderboard.svg', png: 'shortcut-leaderboard-96.png', size: 96 },
];

const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  for (const { svg, png, size } of RENDERS) {
    const source = fs.readFileSync(path.join(iconsDir, svg)).toString('base64');
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0}img{display:block}</style><img width="${size}" height="${size}" src="data:image/svg+xml;base64,${source}">`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    // Transparent where the SVG draws nothing (the rounded corners of the "any" icons).
    await page.screenshot({ path: path.join(iconsDir, png), omitBackground: true });
    console.log(`public/icons/${png} (${size}×${size}) from ${svg}`);
  }
} finally {
  await browser.close();
}
