import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { buildIfStale } from '../../scripts/build-if-stale';
import { launchBrowser } from '../support/browser';
import { startServer, type TestServer } from '../support/server';
import { fiveManRound } from '../fixtures/rounds';

describe('the built app served by the API', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    await buildIfStale();
    server = await startServer('sqlite', { STATIC_DIR: 'dist' });
    const admin = await server.signInAdmin();
    await server.request('POST', '/api/v1/rounds/', { token: admin, body: fiveManRound({ round_time: 612.6 }) });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('loads in Chromium on any app path and shows data from the API', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/round-times`);
    await expect(page.title()).resolves.toBe('BA Times');
    const records = page.getByRole('list', { name: 'World records' });
    await records.waitFor();
    expect(await records.innerText()).toContain('5 Man: 1 round, fastest 10:12.6');
  });
});
