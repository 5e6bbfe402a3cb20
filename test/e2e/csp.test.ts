import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { appTakenOver, startOneRoundSite } from '../support/app';
import { siteInChromium } from '../support/browser';
import { fiveManRound } from '../fixtures/rounds';

/** A page that reports every Content-Security-Policy violation, in any document it navigates to. */
async function watchedPage(browser: Browser): Promise<{ page: Page; violations: string[] }> {
  const page = await browser.newPage();
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation(v: string): void }).reportCspViolation(`${e.effectiveDirective} blocked ${e.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return { page, violations };
}

describe('the app under its Content-Security-Policy', () => {
  const suite = siteInChromium(startOneRoundSite);

  it('loads the built app and shows data from the API with no violation', async () => {
    const { page, violations } = await watchedPage(suite.browser);
    const response = await page.goto(`${suite.site.baseUrl}/round-times`);
    expect(response!.headers()['content-security-policy']).toContain("script-src 'self'");
    const rows = page.getByRole('table', { name: 'Rounds' }).locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
    expect(await rows.first().innerText()).toContain('10:12.6');
    expect(violations).toEqual([]);
  });

  it('draws a replay with PixiJS under a policy without eval, with no violation', async () => {
    const healer = { x: 30, y: 30, type: 'Healer' };
    const body = fiveManRound({ replay_data: { 1: { 0: [healer], 1: [{ ...healer, x: 31 }] } } });
    const created = await suite.site.request('POST', '/api/v1/rounds/', { token: await suite.site.signInAdmin(), body });
    const { page, violations } = await watchedPage(suite.browser);
    const response = await page.goto(`${suite.site.baseUrl}/replay/${created.body.data.id}`);
    expect(response!.headers()['content-security-policy']).not.toContain('unsafe-eval');
    await page.locator('[data-drawn-wave="1"][data-drawn-tick="0"]').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Step forward', exact: true }).click();
    await page.locator('[data-drawn-tick="1"]').waitFor();
    expect(violations).toEqual([]);
  });

  it('shows the development sign-in page, styled, and signs in through it with no violation', async () => {
    const { page, violations } = await watchedPage(suite.browser);
    await page.goto(`${suite.site.baseUrl}/round-times`);
    await appTakenOver(page);
    const devPage = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/auth/dev/');
    await page.getByRole('button', { name: 'Login' }).click();
    const response = await devPage;
    expect(response.headers()['content-security-policy']).toContain("form-action 'self'");
    await page.getByRole('heading', { name: 'Development sign-in' }).waitFor();
    // The page's own <style> applied: the warning has its amber background.
    const warning = page.getByRole('note');
    expect(await warning.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(92, 68, 0)');

    await page.getByRole('button', { name: 'site-admin (admin)' }).click();
    // The app trades the code for a session and opens the account page, headed with the user's name.
    await page.waitForURL(`${suite.site.baseUrl}/account`);
    expect(await page.evaluate(() => localStorage.getItem('signInVerifier'))).toBeNull();
    await page.getByRole('heading', { name: 'site-admin' }).waitFor();
    expect(violations).toEqual([]);
  });
});
