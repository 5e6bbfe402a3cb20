import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openApp, startOneRoundSite } from '../support/app';
import { siteInChromium } from '../support/browser';

const OTHER_BROWSER = 'This sign-in was started in another browser or app. Use Login at the top right to sign in here; a sign-in link never works when it is sent to someone else.';

/** Presses Login and gives the development sign-in page's address it leads to. */
async function pressLogin(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { name: 'Development sign-in' }).waitFor();
  return page.url();
}

describe('signing in, in the browser', () => {
  const suite = siteInChromium(startOneRoundSite);

  it('signs in through Login, leaving no code, token or verifier in the address bar or storage', async () => {
    const { context, page } = await openApp(suite.browser, suite.site, '/round-times');
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await pressLogin(page);
    await page.getByRole('button', { name: 'site-admin (admin)' }).click();
    await page.waitForURL(`${suite.site.baseUrl}/account`);
    await page.getByRole('heading', { name: 'site-admin' }).waitFor();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('signInVerifier'))).toBeNull();
    for (const url of visited) expect(url).not.toContain(token!);
    expect(visited.filter((url) => url.includes('token='))).toEqual([]);
    expect(page.url()).not.toContain('#');
    await context.close();
  });

  it('signs no one in from a token in the callback’s query string', async () => {
    const token = await suite.site.signIn('linked-victim');
    const { context, page } = await openApp(suite.browser, suite.site, `/auth/callback?token=${token}`);
    await page.waitForURL(`${suite.site.baseUrl}/login`);
    await page.getByRole('heading', { name: 'Sign-in did not complete' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await context.close();
  });

  it('refuses a sign-in link finished in another browser, saying so on /login, and signs that browser in to nothing', async () => {
    const attacker = await openApp(suite.browser, suite.site, '/round-times');
    const link = await pressLogin(attacker.page);
    // The victim gets the link and signs in through it, in a browser of their own.
    const victim = await openApp(suite.browser, suite.site, '/round-times');
    await victim.page.goto(link);
    await victim.page.getByRole('button', { name: 'site-admin (admin)' }).click();
    await victim.page.waitForURL(`${suite.site.baseUrl}/login?reason=sign_in_other_browser`);
    await victim.page.getByText(OTHER_BROWSER).waitFor();
    expect(await victim.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await attacker.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await victim.context.close();
    await attacker.context.close();
  });
});
