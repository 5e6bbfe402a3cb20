import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { appTakenOver, openApp, startOneRoundSite } from '../support/app';
import { siteInChromium } from '../support/browser';
import { expectFitsAndAccessible, LOOKS, showIn } from '../support/looks';

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'trace'];

interface WatchedOptions {
  token?: string;
  /** Runs on the new context before the page opens: routes. */
  prepare?: (context: BrowserContext) => Promise<void>;
  width?: number;
  height?: number;
  colorScheme?: 'dark' | 'light';
}

/** A page under the site's real CSP (no bypass), which keeps every console error and policy violation. */
interface WatchedPage {
  context: BrowserContext;
  page: Page;
  problems: string[];
}

describe('the API page in Chromium', () => {
  const suite = siteInChromium(startOneRoundSite);
  /** "GET /api/v1/rounds" for each operation of the server's own document, in its order. */
  let operations: string[];
  let apiDocument: any;

  beforeAll(async () => {
    const answer = await suite.site.request('GET', '/api/v1/openapi.json');
    expect(answer.status).toBe(200);
    apiDocument = answer.body;
    operations = Object.entries(apiDocument.paths as Record<string, Record<string, unknown>>).flatMap(([path, item]) =>
      METHODS.filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${path}`),
    );
  });

  async function openWatched(pathname: string, options: WatchedOptions = {}): Promise<WatchedPage> {
    const context = await suite.newContext({ viewport: { width: options.width ?? 1280, height: options.height ?? 900 }, colorScheme: options.colorScheme ?? 'dark' });
    const problems: string[] = [];
    await context.exposeFunction('reportCspViolation', (violation: string) => problems.push(violation));
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        (window as unknown as { reportCspViolation(v: string): void }).reportCspViolation(`CSP: ${e.effectiveDirective} blocked ${e.blockedURI}`);
      });
    });
    if (options.token) await context.addInitScript((token) => localStorage.setItem('token', token), options.token);
    await options.prepare?.(context);
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(String(error)));
    await page.goto(`${suite.site.baseUrl}${pathname}`);
    await appTakenOver(page);
    return { context, page, problems };
  }

  const operationHeadings = (page: Page) => page.locator('main h3[id]').filter({ has: page.locator('button[aria-expanded]') });
  const trigger = (page: Page, id: string) => page.locator(`[id="${id}"] button`);
  /** The operations listed, as their method badge and path read. */
  const shownOperations = (page: Page) =>
    operationHeadings(page).evaluateAll((headings) => headings.map((h) => `${h.querySelector('[data-method]')!.textContent} ${h.querySelector('code')!.textContent}`));
  const filter = (page: Page) => page.getByRole('searchbox', { name: 'Find an operation' });
  async function waitForList(page: Page): Promise<void> {
    await operationHeadings(page).first().waitFor({ timeout: 20_000 });
  }
  async function open(page: Page, id: string): Promise<Locator> {
    const button = trigger(page, id);
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    return page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  }
  /** The fields of a body as the page lists them: each name with its nesting depth and required mark. */
  const listedFields = (panel: Locator) =>
    panel.locator('li').evaluateAll((items) =>
      items
        .filter((li) => li.querySelector(':scope > div > code'))
        .map((li) => {
          let depth = 0;
          for (let up = li.parentElement?.closest('li'); up; up = up.parentElement?.closest('li')) depth++;
          const head = li.querySelector(':scope > div')!;
          return `${'  '.repeat(depth)}${head.querySelector('code')!.textContent} ${head.lastElementChild!.textContent}`;
        }),
    );

  it('lists every operation of the server’s document under the title API, each closed, with no error or CSP violation', async () => {
    const { page, problems } = await openWatched('/api-docs');
    await waitForList(page);
    expect(await page.title()).toBe('BA Times | API');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('API');
    expect(await shownOperations(page)).toEqual(operations);
    expect(await page.getByRole('status').filter({ hasText: 'operations' }).innerText()).toBe(`${operations.length} operations.`);
    expect(await operationHeadings(page).locator('button[aria-expanded="true"]').count()).toBe(0);
    // The introduction: where to call, how errors come back, and each scheme the document names.
    expect(await page.getByRole('region', { name: 'Calling the API' }).locator('p', { hasText: 'Base URL' }).locator('code').innerText()).toBe(suite.site.baseUrl);
    expect(await page.getByRole('group', { name: 'An error answer' }).innerText()).toContain('"status": "error"');
    const schemes = page.getByRole('region', { name: 'Authentication' }).getByRole('heading', { level: 3 });
    expect(await schemes.allInnerTexts()).toEqual(Object.keys(apiDocument.components.securitySchemes));
    expect(problems).toEqual([]);
  });

  it('shows GET /api/v1/rounds with its query parameters and POST /api/v1/rounds with its body fields, nested, and who may call each', async () => {
    const { page, problems } = await openWatched('/api-docs');
    await waitForList(page);

    const list = await open(page, 'get-api-v1-rounds');
    expect(await list.innerText()).toMatch(/Authentication:\s*none, anyone may call it/);
    const parameters = list.getByRole('table', { name: 'Parameters of GET /api/v1/rounds' });
    const names = await parameters.locator('tbody th code').allInnerTexts();
    const documented = apiDocument.paths['/api/v1/rounds'].get.parameters.map((parameter: { name: string }) => parameter.name);
    expect(names).toEqual(documented);
    expect(names).toEqual(expect.arrayContaining(['since', 'limit', 'format']));
    const since = parameters.locator('tbody tr').filter({ has: page.locator('th code', { hasText: /^since$/ }) });
    expect(await since.innerText()).toMatch(/in the query\s+optional\s+integer/i);
    expect(await list.getByRole('group', { name: 'Example 200 answer' }).innerText()).toContain('"status": "ok"');

    const report = await open(page, 'post-api-v1-rounds');
    expect(await report.locator('p', { hasText: 'Authentication:' }).innerText()).toBe('Authentication: apiKey or session (admin)');
    const body = report.getByRole('region', { name: 'Request body of POST /api/v1/rounds' });
    const fields = await listedFields(body);
    expect(fields).toEqual(expect.arrayContaining(['format required', 'round_time required', 'players required', '  character_name required', '  role required', 'wave_data optional', '  wave_number required']));
    expect(fields.filter((field) => !field.startsWith(' ')).map((field) => field.split(' ')[0])).toEqual(Object.keys(apiDocument.paths['/api/v1/rounds'].post.requestBody.content['application/json'].schema.properties));
    expect(await body.innerText()).toContain('one of "five_man", "leech", "duo_heal"');
    expect(await body.getByRole('group', { name: 'Example request body of POST /api/v1/rounds' }).innerText()).toContain('"round_time"');
    const responses = report.getByRole('region', { name: 'Responses of POST /api/v1/rounds' });
    expect(await responses.innerText()).toMatch(/201\s+The round/);
    expect(problems).toEqual([]);
  });

  it('narrows the list to the operations whose method, path or summary hold every word typed, and back', async () => {
    const { page, problems } = await openWatched('/api-docs');
    await waitForList(page);
    await filter(page).fill('post rounds');
    // The round's own upload, and the admins' review of a round.
    const postRounds = operations.filter((operation) => operation.startsWith('POST /api/v1/rounds'));
    expect(postRounds.length).toBeGreaterThan(1);
    await expect.poll(() => shownOperations(page)).toEqual(postRounds);
    expect(await page.getByRole('status').filter({ hasText: 'operations' }).innerText()).toBe(`${postRounds.length} of ${operations.length} operations match “post rounds”.`);
    // Group headings go with their operations.
    expect(await page.getByRole('heading', { level: 2, name: 'Rounds' }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 2, name: 'Tokens' }).count()).toBe(0);

    await filter(page).fill('TOKENS');
    await expect.poll(() => shownOperations(page)).toEqual(operations.filter((operation) => operation.includes('/tokens')));
    await filter(page).fill('no such operation');
    await expect.poll(() => operationHeadings(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => shownOperations(page)).toEqual(operations);
    expect(problems).toEqual([]);
  });

  it('opens the operation a link names and scrolls to it, and its # link names it in the address', async () => {
    const { page, problems } = await openWatched('/api-docs#post-api-v1-rounds', { height: 700 });
    await page.locator('[id="post-api-v1-rounds"] button[aria-expanded="true"]').waitFor({ timeout: 20_000 });
    await expect
      .poll(() => page.locator('#post-api-v1-rounds').evaluate((heading) => Math.round(heading.getBoundingClientRect().top)))
      .toBeGreaterThan(0);
    expect(await page.locator('#post-api-v1-rounds').evaluate((heading) => heading.getBoundingClientRect().top)).toBeLessThan(150);
    const opened = await operationHeadings(page).locator('button[aria-expanded="true"]').count();
    expect(opened).toBe(1);

    await page.getByRole('link', { name: 'Link to DELETE /api/v1/rounds/{id}' }).click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#delete-api-v1-rounds-id');
    expect(await trigger(page, 'delete-api-v1-rounds-id').getAttribute('aria-expanded')).toBe('true');
    // A scheme's name leads to how to send it.
    await (await open(page, 'delete-api-v1-rounds-id')).getByRole('link', { name: 'session' }).click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#auth-session');
    await expect.poll(() => page.locator('#auth-session').evaluate((heading) => Math.round(heading.getBoundingClientRect().top))).toBeLessThan(150);
    // Past the introduction in one press, from the top of the page.
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Operations' }).click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#operations');
    await expect.poll(() => filter(page).evaluate((input) => Math.round(input.getBoundingClientRect().top))).toBeLessThan(250);
    expect(problems).toEqual([]);
  });

  it('is reached from the FAQ’s question on the API, inside the app', async () => {
    const { page, problems } = await openWatched('/faq#api');
    const answer = page.locator('details[open]:has([id="api"])');
    await answer.waitFor();
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('link', { name: 'API page' }).click();
    await page.waitForURL(`${suite.site.baseUrl}/api-docs`);
    await waitForList(page);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(problems).toEqual([]);
  });

  it("is reached from the Admin Panel's API Key Management card", async () => {
    const { page, problems } = await openWatched('/admin', { token: await suite.site.signInAdmin() });
    const card = page.getByRole('region', { name: 'API Key Management' });
    await card.getByRole('link', { name: 'API documentation' }).click();
    await page.waitForURL(`${suite.site.baseUrl}/api-docs`);
    await waitForList(page);
    expect(await shownOperations(page)).toEqual(operations);
    expect(problems).toEqual([]);
  });

  it('says the document needs a connection when it cannot be fetched, and loads it on Try again', async () => {
    const unreachable = '**/api/v1/openapi.json';
    const { context, page } = await openWatched('/api-docs', { prepare: async (context) => void (await context.route(unreachable, (route) => route.abort('internetdisconnected'))) });
    await page.getByRole('alert').filter({ hasText: 'The API document needs a connection' }).waitFor();
    expect(await operationHeadings(page).count()).toBe(0);
    await context.unroute(unreachable);
    await page.getByRole('button', { name: 'Try again' }).click();
    await waitForList(page);
    expect(await shownOperations(page)).toEqual(operations);
  });

  it('reads on a phone and a desktop, dark and light: no sideways scrolling, no serious accessibility violation', async () => {
    const { context, page } = await openApp(suite.browser, suite.site, '/api-docs#post-api-v1-rounds');
    suite.track(context);
    await page.locator('[id="post-api-v1-rounds"] button[aria-expanded="true"]').waitFor({ timeout: 20_000 });
    await (await open(page, 'get-api-v1-rounds')).waitFor();
    for (const look of LOOKS) {
      await showIn(page, look);
      await expectFitsAndAccessible(page, look);
    }
  });
});
