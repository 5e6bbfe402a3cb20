import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** The message the app shows last in its Messages region (a snackbar), once it has text. */
export const snackbar = (page: Page): Locator =>
  page.getByRole('region', { name: 'Messages' }).locator('[role="alertdialog"], [role="alert"]').filter({ hasText: /./ }).first();

/** Opens a select by its button and picks an option, as a hand would; returns once the list has closed. */
export async function chooseOption(page: Page, trigger: Locator, option: string): Promise<void> {
  await trigger.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
}

/** Round Times' table of rounds. */
export const roundsTable = (page: Page): Locator => page.getByRole('table', { name: 'Rounds' });

/** Round Times' Format select: the Format column's sort button is named Format too, the select is the one that opens a list. */
export const formatSelect = (page: Page): Locator => page.getByRole('button', { name: /Format$/ }).and(page.locator('[aria-haspopup="listbox"]'));
