import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fiveManRound } from '../fixtures/rounds';
import { startServer, type TestServer } from '../support/server';

// Behind the site's proxy, so each request may say which client it is for; at this scale, 3 rendered first visits a minute.
const SCALED = { STATIC_DIR: 'dist', PUBLIC_URL: 'https://ba-times.example', TRUSTED_PROXIES: '127.0.0.1', RATE_LIMIT_SCALE: '0.1' };
const FIRST_VISITS = 3;

const carriesRows = (page: string) => page.includes('id="first-visit-data"');

describe('first visits rendered by the server, flooded from one address', () => {
  let now = Date.UTC(2030, 0, 1, 12, 0, 15);
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer('sqlite', SCALED, undefined, { rateLimitClock: () => now });
    await server.request('POST', '/api/v1/rounds/', { token: await server.signInAdmin(), body: fiveManRound({ round_time: 612.6 }) });
  });
  afterAll(() => server?.stop());

  const visit = async (page: string, address: string) => {
    const answer = await fetch(`${server.baseUrl}${page}`, { headers: { 'X-Forwarded-For': address } });
    return { status: answer.status, type: answer.headers.get('content-type'), body: await answer.text() };
  };

  it('answers past the limit with the prerendered page without rows, never an error, and renders again the next minute', async () => {
    const flooder = '198.51.100.66';
    for (let i = 0; i < FIRST_VISITS; i++) {
      const page = await visit('/round-times', flooder);
      expect(page.status).toBe(200);
      expect(carriesRows(page.body)).toBe(true);
      expect(page.body).toContain('10:12.6');
    }
    for (const path of ['/round-times', '/leaderboard', '/round-times']) {
      const plain = await visit(path, flooder);
      expect(plain.status).toBe(200);
      expect(plain.type).toMatch(/^text\/html/);
      // The screen's own prerendered page, which the app fills in itself.
      expect(plain.body).toMatch(/<h1[^>]*>(Round Times|Player Leaderboard)<\/h1>/);
      expect(carriesRows(plain.body)).toBe(false);
      expect(plain.body).not.toContain('10:12.6');
    }
    expect(carriesRows((await visit('/leaderboard', '198.51.100.67')).body)).toBe(true);
    now += 45_000;
    expect(carriesRows((await visit('/round-times', flooder)).body)).toBe(true);
  });

  it('renders every visit with RATE_LIMIT_SCALE=0', async () => {
    const unlimited = await startServer('sqlite', { ...SCALED, RATE_LIMIT_SCALE: '0' }, server.config.database);
    try {
      for (let i = 0; i < 35; i++) {
        const answer = await fetch(`${unlimited.baseUrl}/round-times`, { headers: { 'X-Forwarded-For': '198.51.100.70' } });
        expect(carriesRows(await answer.text())).toBe(true);
      }
    } finally {
      await unlimited.stop();
    }
  });
});
