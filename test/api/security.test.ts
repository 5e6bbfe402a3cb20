import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases';
import { startServer, type Reply, type TestServer } from '../support/server';
import { stateOf } from '../support/signIn';

const APP_ORIGIN = 'https://app.ba-times.example';
const SITE = 'https://ba-times.example';
const FOREIGN = 'https://evil.example';

const csp = (formAction: string) =>
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; " +
  `worker-src 'self' blob:; manifest-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action ${formAction}`;

function expectSecurityHeaders(reply: Reply, formAction: string): void {
  expect(reply.headers.get('content-security-policy')).toBe(csp(formAction));
  expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
  expect(reply.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(reply.headers.get('x-frame-options')).toBe('DENY');
  expect(reply.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(reply.headers.get('permissions-policy')).toBe(
    'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()',
  );
}

const corsHeaders = (reply: Reply) => [...reply.headers.keys()].filter((name) => name.startsWith('access-control-'));

describe.each(databaseKinds)('CORS and security headers on %s', (kind) => {
  let site: TestServer;
  let plain: TestServer;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-times-static-'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>BA Times</title>');
    // The site behind its HTTPS address, with the PWA also served from another origin.
    site = await startServer(kind, {
      PUBLIC_URL: SITE,
      ALLOWED_ORIGINS: `${APP_ORIGIN}, http://localhost:5173`,
      TRUSTED_PROXIES: '127.0.0.1',
      DISCORD_BASE_URL: 'https://discord.example/',
      RATE_LIMIT_SCALE: '0.1',
    }, undefined, { rateLimitClock: () => Date.UTC(2030, 0, 1, 12, 0, 50) });
    plain = await startServer(kind, { STATIC_DIR: staticDir });
  });
  afterAll(async () => {
    await site?.stop();
    await plain?.stop();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  describe('CORS', () => {
    it.each([APP_ORIGIN, 'http://localhost:5173', SITE])('lets %s read API answers', async (origin) => {
      const res = await site.request('GET', '/api/v1/rounds/', { headers: { Origin: origin } });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-expose-headers')).toBe('ETag, Retry-After');
      expect(res.headers.get('vary')).toContain('Origin');
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    });

    it('answers an allowed preflight with 204 and what may be sent', async () => {
      const res = await site.request('OPTIONS', '/api/v1/rounds/', {
        headers: { Origin: APP_ORIGIN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization, content-type' },
      });
      expect(res.status).toBe(204);
      expect(res.body).toBe('');
      expect(res.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
      expect(res.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, DELETE');
      expect(res.headers.get('access-control-allow-headers')).toBe('Authorization, Content-Type, If-None-Match');
      expect(res.headers.get('access-control-max-age')).toBe('7200');
      expect(res.headers.get('vary')).toContain('Origin');
    });

    it('gives a foreign origin no CORS headers, and refuses its preflight with 403', async () => {
      const read = await site.request('GET', '/api/v1/rounds/', { headers: { Origin: FOREIGN } });
      expect(read.status).toBe(200);
      expect(corsHeaders(read)).toEqual([]);

      const preflight = await site.request('OPTIONS', '/api/v1/rounds/', { headers: { Origin: FOREIGN, 'Access-Control-Request-Method': 'DELETE' } });
      expect(preflight.status).toBe(403);
      expect(preflight.body).toEqual({ status: 'error', error: 'This API does not accept requests from that origin.', code: 'origin_not_allowed' });
      expect(corsHeaders(preflight)).toEqual([]);
    });

    it('leaves requests without an Origin as they were', async () => {
      const res = await site.request('GET', '/api/v1/rounds/');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'ok' });
      expect(corsHeaders(res)).toEqual([]);
    });

    it('allows no origin but its own when neither PUBLIC_URL nor ALLOWED_ORIGINS is set', async () => {
      const preflight = await plain.request('OPTIONS', '/api/v1/rounds/', { headers: { Origin: APP_ORIGIN, 'Access-Control-Request-Method': 'GET' } });
      expect(preflight.status).toBe(403);
      const sameOrigin = await plain.request('POST', '/api/v1/auth/logout/', { headers: { Origin: plain.baseUrl } });
      expect(sameOrigin.status).toBe(401);
      expect(corsHeaders(sameOrigin)).toEqual([]);
    });

    it('lets an allowed origin read a 429 and when to retry', async () => {
      const page = `/api/v1/auth/discord/login/?redirect_uri=${encodeURIComponent(`${SITE}/auth/callback`)}`;
      const headers = { Origin: APP_ORIGIN, 'X-Forwarded-For': '192.0.2.44' };
      for (let i = 0; i < 3; i++) expect((await site.request('GET', page, { headers })).status).toBe(200);
      const refused = await site.request('GET', page, { headers });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
      expect(refused.headers.get('access-control-expose-headers')).toBe('ETag, Retry-After');
      expect(refused.headers.get('retry-after')).toBe('10');
      expect(refused.body).toEqual({ status: 'error', error: 'Too many requests. Try again in 10 seconds.', code: 'rate_limited' });
    });
  });

  describe('security headers', () => {
    it('come with every kind of answer', async () => {
      const devPage = `/api/v1/auth/dev/?state=${await stateOf(plain.baseUrl)}`;
      const replies = await Promise.all([
        plain.request('GET', '/api/v1/rounds/'),
        plain.request('GET', '/api/v1/nothing-here'),
        plain.request('POST', '/api/v1/auth/logout/'),
        plain.request('GET', devPage),
        plain.request('OPTIONS', '/api/v1/rounds/', { headers: { Origin: FOREIGN, 'Access-Control-Request-Method': 'GET' } }),
        plain.request('GET', '/round-times'),
        plain.request('GET', '/index.html'),
        // Koa answers this one itself (the static files cannot decode the path).
        plain.request('GET', '/%E0%A4%A'),
      ]);
      expect(replies.map((r) => r.status)).toEqual([200, 404, 401, 200, 403, 200, 200, 400]);
      for (const reply of replies) expectSecurityHeaders(reply, "'self' https://discord.com");
      expect(replies[5]!.body).toBe('<!doctype html><title>BA Times</title>');
    });

    it('let sign-in forms go to Discord and to PUBLIC_URL, and add HSTS only for an https PUBLIC_URL', async () => {
      const res = await site.request('GET', '/api/v1/rounds/');
      expectSecurityHeaders(res, `'self' https://discord.example ${SITE}`);
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000');
      expect((await plain.request('GET', '/api/v1/rounds/')).headers.get('strict-transport-security')).toBeNull();
      expect((await plain.request('GET', '/round-times')).headers.get('strict-transport-security')).toBeNull();
    });
  });
});

describe('HSTS with a plain-HTTP PUBLIC_URL', () => {
  it('is not sent', async () => {
    const server = await startServer('sqlite', { PUBLIC_URL: 'http://ba-times.lan:8080' });
    try {
      const res = await server.request('GET', '/api/v1/rounds/');
      expect(res.status).toBe(200);
      expect(res.headers.get('strict-transport-security')).toBeNull();
      expectSecurityHeaders(res, "'self' https://discord.com http://ba-times.lan:8080");
    } finally {
      await server.stop();
    }
  });
});
