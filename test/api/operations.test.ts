import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pluginReport } from '../fixtures/plugin';
import { pluginToken } from '../support/api';
import { databaseKinds } from '../support/databases';
import { createDb } from '../../api/db/connection';
import { captureLog, type CapturedLog } from '../support/logCapture';
import { parseExposition, sampleValue, type Sample } from '../support/prometheus';
import { openEventStream } from '../support/sse';
import { startServer, type TestServer } from '../support/server';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const METRICS_TOKEN = 'scrape-secret-0123456789';
const { version } = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

describe.each(databaseKinds)('operations on %s', (kind) => {
  describe('health check', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(kind);
    });
    afterAll(() => server.stop());

    it('answers 200 with the database, uptime and version while the database answers, never cached', async () => {
      const res = await server.request('GET', '/healthz');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok', database: 'ok', uptime_s: expect.any(Number), version });
      expect(res.body.uptime_s).toBeGreaterThanOrEqual(0);
      expect(res.headers.get('cache-control')).toBe('no-store');
    });

    it('answers 503 database unreachable, with no internals, once the database cannot be queried', async () => {
      const broken = await startServer(kind);
      try {
        await broken.app.db.destroy();
        const res = await broken.request('GET', '/healthz');
        expect(res.status).toBe(503);
        expect(res.body).toEqual({ status: 'unavailable', database: 'unreachable', uptime_s: expect.any(Number), version });
        expect(res.headers.get('cache-control')).toBe('no-store');
      } finally {
        await broken.stop();
      }
    });
  });

  describe('request log', () => {
    let server: TestServer;
    let log: CapturedLog;
    beforeAll(async () => {
      log = captureLog();
      server = await startServer(kind, {}, undefined, { logger: log.logger });
    });
    afterAll(() => server.stop());

    const linesOf = (requestId: string) => log.lines().filter((line) => line.request_id === requestId);

    it('keeps a sane incoming X-Request-Id, echoes it, and writes one line with method, path, status and duration', async () => {
      const res = await server.request('GET', '/api/v1/rounds/?since=0', { headers: { 'X-Request-Id': 'edge-7f3a9c01' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-request-id')).toBe('edge-7f3a9c01');
      const lines = linesOf('edge-7f3a9c01');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ msg: 'request', method: 'GET', path: '/api/v1/rounds/', status: 200, duration_ms: expect.any(Number) });
    });

    it.each([
      ['no id', {}],
      ['an id with spaces', { 'X-Request-Id': 'not a sane id' }],
      ['a too-short id', { 'X-Request-Id': 'x' }],
    ])('gives a request with %s a fresh id of its own', async (_, headers: Record<string, string>) => {
      const res = await server.request('GET', '/healthz', { headers });
      const id = res.headers.get('x-request-id')!;
      expect(id).toMatch(UUID);
      expect(linesOf(id)).toEqual([expect.objectContaining({ method: 'GET', path: '/healthz', status: 200 })]);
    });

    it('never writes a token, an OAuth code or state from the query string, nor the Authorization header', async () => {
      const secrets = ['query-token-5b1c', 'oauth-code-77de', 'oauth-state-91aa', 'header-token-c3f0'];
      const appCallback = await server.request('GET', `/auth/callback?token=${secrets[0]}`);
      const discordCallback = await server.request('GET', `/api/v1/auth/discord/callback/?code=${secrets[1]}&state=${secrets[2]}`);
      const me = await server.request('GET', '/api/v1/auth/me/', { token: secrets[3] });
      expect(me.status).toBe(401);
      expect(linesOf(appCallback.headers.get('x-request-id')!)).toEqual([expect.objectContaining({ path: '/auth/callback' })]);
      expect(linesOf(discordCallback.headers.get('x-request-id')!)).toEqual([expect.objectContaining({ path: '/api/v1/auth/discord/callback/' })]);
      expect(linesOf(me.headers.get('x-request-id')!)).toEqual([expect.objectContaining({ path: '/api/v1/auth/me/', status: 401 })]);
      for (const secret of secrets) expect(log.text()).not.toContain(secret);
    });

    it('logs a failure with the request id the 500 answer quotes', async () => {
      const broken = await startServer(kind, {}, undefined, { logger: log.logger });
      try {
        await broken.app.reader.destroy();
        await broken.app.db.destroy();
        const res = await broken.request('GET', '/api/v1/rounds/1/');
        expect(res.status).toBe(500);
        const id = res.headers.get('x-request-id')!;
        expect(res.body).toEqual({ status: 'error', error: 'Something went wrong on our side. Please try again.', code: 'internal_error', request_id: id });
        expect(linesOf(id)).toEqual([
          expect.objectContaining({ msg: 'request failed', level: 50, err: expect.anything() }),
          expect.objectContaining({ msg: 'request', status: 500 }),
        ]);
      } finally {
        await broken.stop();
      }
    });

    it('says nothing of a client that leaves in the middle of an answer, such as a tab closed while a large file downloads', async () => {
      const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-times-static-'));
      fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>BA Times</title>');
      fs.writeFileSync(path.join(staticDir, 'large.bin'), Buffer.alloc(32 * 1024 * 1024, 7));
      const quiet = captureLog();
      const site = await startServer(kind, { STATIC_DIR: staticDir }, undefined, { logger: quiet.logger });
      const printed = vi.spyOn(console, 'error');
      try {
        const leaving = new AbortController();
        const download = await fetch(`${site.baseUrl}/large.bin`, { signal: leaving.signal, headers: { 'Accept-Encoding': 'identity' } });
        await download.body!.getReader().read();
        // Koa reports the client's leaving as an error event of the app: once it has, whatever the app says of it is said.
        const reported = once(site.app.koa, 'error');
        leaving.abort();
        await reported;
        expect(printed).not.toHaveBeenCalled();
        expect(quiet.lines().filter((line) => Number(line.level) >= 50)).toEqual([]);
      } finally {
        printed.mockRestore();
        await site.stop();
        fs.rmSync(staticDir, { recursive: true, force: true });
      }
    });
  });

  describe('metrics', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(kind);
    });
    afterAll(() => server.stop());

    const scrape = async (): Promise<Sample[]> => {
      const res = await server.request('GET', '/metrics');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      return parseExposition(res.body as string);
    };

    it('counts requests by route template and status, uploads by outcome, and sync pulls, by exactly what was sent', async () => {
      const token = await pluginToken(server, 'Hammer Time');
      const before = await scrape();

      const created = await server.request('POST', '/api/v1/rounds/', { token, body: pluginReport() });
      const merged = await server.request('POST', '/api/v1/rounds/', { token, body: pluginReport({ submitted_by: 'Second Best' }) });
      const refused = await server.request('POST', '/api/v1/rounds/', { token, body: pluginReport({ format: 'six_man' }) });
      expect([created.status, merged.status, refused.status]).toEqual([201, 201, 400]);
      expect(merged.body.data.id).toBe(created.body.data.id);
      for (let i = 0; i < 3; i++) expect((await server.request('GET', '/api/v1/rounds/?since=0')).status).toBe(200);
      for (const id of [created.body.data.id, created.body.data.id, 999_999]) await server.request('GET', `/api/v1/rounds/${id}/`);
      await server.request('GET', '/api/v1/no-such-thing/');

      const after = await scrape();
      const delta = (name: string, labels: Record<string, string> = {}) => sampleValue(after, name, labels) - sampleValue(before, name, labels);
      expect(delta('ba_times_uploads_total', { outcome: 'created' })).toBe(1);
      expect(delta('ba_times_uploads_total', { outcome: 'merged' })).toBe(1);
      expect(delta('ba_times_uploads_total', { outcome: 'refused' })).toBe(1);
      expect(delta('ba_times_sync_pulls_total')).toBe(3);
      const requests = (route: string, status: number, method = 'GET') => delta('ba_times_http_requests_total', { method, route, status: String(status) });
      expect(requests('/api/v1/rounds', 201, 'POST')).toBe(2);
      expect(requests('/api/v1/rounds', 400, 'POST')).toBe(1);
      expect(requests('/api/v1/rounds', 200)).toBe(3);
      expect(requests('/api/v1/rounds/:id', 200)).toBe(2);
      expect(requests('/api/v1/rounds/:id', 404)).toBe(1);
      expect(requests('API, not routed', 404)).toBe(1);
      expect(delta('ba_times_http_request_duration_seconds_count', { method: 'GET', route: '/api/v1/rounds/:id', status: '200' })).toBe(2);
      // Raw paths never become labels.
      expect(after.some((s) => Object.values(s.labels).some((v) => v.includes('999999') || v.includes('no-such-thing')))).toBe(false);
      expect(sampleValue(after, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    });

    it('gauges the clients listening to change notices', async () => {
      expect(sampleValue(await scrape(), 'ba_times_sse_clients')).toBe(0);
      const streams = [await openEventStream(`${server.baseUrl}/api/v1/events`), await openEventStream(`${server.baseUrl}/api/v1/events`)];
      await Promise.all(streams.map((s) => s.waitFor((frame) => frame.event === 'cursor')));
      expect(sampleValue(await scrape(), 'ba_times_sse_clients')).toBe(2);
      for (const stream of streams) stream.close();
      await expect.poll(async () => sampleValue(await scrape(), 'ba_times_sse_clients')).toBe(0);
    });

    it('answers 404 to a request that came through a proxy when no METRICS_TOKEN is set', async () => {
      const res = await server.request('GET', '/metrics', { headers: { 'X-Forwarded-For': '203.0.113.9' } });
      expect(res.status).toBe(404);
      expect(res.body).toBe('Not Found');
    });

    it('with METRICS_TOKEN, answers only its bearer, and 404 to anyone else, loopback included', async () => {
      const guarded = await startServer(kind, { METRICS_TOKEN });
      try {
        const refused: Record<string, string>[] = [{}, { Authorization: 'Bearer wrong-token-0123456789' }, { Authorization: METRICS_TOKEN }];
        for (const headers of refused) {
          const res = await guarded.request('GET', '/metrics', { headers });
          expect(res.status).toBe(404);
          expect(res.body).not.toContain('ba_times_');
        }
        const res = await guarded.request('GET', '/metrics', { token: METRICS_TOKEN });
        expect(res.status).toBe(200);
        expect(res.body).toContain('# TYPE ba_times_http_requests_total counter');
      } finally {
        await guarded.stop();
      }
    });
  });
});

describe("the database library's own warnings", () => {
  it('reach the JSON log, not the console, when the database cannot be reached', async () => {
    const log = captureLog();
    const printed = vi.spyOn(console, 'warn');
    // Port 9 (discard) is closed on loopback: every connection is refused at once.
    const db = createDb({ client: 'postgres', url: 'postgres://ba_times@127.0.0.1:9/ba_times' }, log.logger);
    try {
      await expect(db.raw('select 1')).rejects.toThrow(/ECONNREFUSED/);
      expect(printed).not.toHaveBeenCalled();
      expect(log.lines()).toContainEqual(expect.objectContaining({ level: 40, source: 'knex', msg: expect.stringMatching(/^Acquire connection error: .*ECONNREFUSED/s) }));
    } finally {
      printed.mockRestore();
      await db.destroy();
    }
  });
});
