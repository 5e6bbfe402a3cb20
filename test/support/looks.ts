import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousViolations } from './app';

export interface Look {
  form: 'phone' | 'desktop';
  colorScheme: 'dark' | 'light';
  width: number;
  height: number;
}

const FORMS = [
  { form: 'phone', width: 390, height: 844 },
  { form: 'desktop', width: 1280, height: 900 },
] as const;

/** A phone and a desktop, each in the dark theme and in the light one: every look a screen is checked in. */
export const LOOKS: readonly Look[] = FORMS.flatMap((form) => (['dark', 'light'] as const).map((colorScheme) => ({ ...form, colorScheme })));

/** Names the look in a failed expectation, which otherwise would not say which one failed. */
export const lookName = (look: Look): string => `${look.form} at ${look.width} px, ${look.colorScheme} theme`;

/**
 * Turns an open page into `look`: its window's size and the theme the system asks for. The app follows
 * both as they change, as it must for a player who turns a phone or switches theme, so a page opened
 * once is checked in every look. Returns once the page has painted in it.
 */
export async function showIn(page: Page, look: Look): Promise<void> {
  await page.setViewportSize({ width: look.width, height: look.height });
  await page.emulateMedia({ colorScheme: look.colorScheme });
  await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
}

/** How far the whole page scrolls sideways: 0 when it fits its window. */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** In `look`, the page fits its window and has no serious accessibility violation (in `within`, where given). */
export async function expectFitsAndAccessible(page: Page, look: Look, within?: Locator): Promise<void> {
  expect(await sidewaysScroll(page), lookName(look)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page, within), lookName(look)).toEqual([]);
}
