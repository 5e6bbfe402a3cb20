import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_COMPRESS_THRESHOLD } from '../../api/http/respond';
import { databaseKinds } from '../support/databases';
import { ADMIN_DISCORD_ID, startServer, startSignedIn, type TestServer } from '../support/server';
import { fiveManRound, leechRound } from '../fixtures/rounds';

interface RawReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** node:http, unlike fetch, hands back the body exactly as it came over the wire. */
function rawGet(baseUrl: string, path: string, headers: Record<string, string>): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseUrl}${path}`, { method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe.each(databaseKinds)('HTTP conventions on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let user: string;

  beforeAll(async () => {
    ({ server, admin, user } = await startSignedIn(kind));
  });
  afterAll(() => server.stop());

  it.each(['/api/v1/nothing-here', '/api/v1/', '/api/v2/rounds/', '/api/v1/rounds/1/extra/'])('answers 404 not_found for the unknown API path %s', async (path) => {
    const res = await server.request('GET', path);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toEqual({ status: 'error', error: 'No such API endpoint.', code: 'not_found' });
  });

  it('answers 405 method_not_allowed, naming the methods in Allow, for a method a known path does not have', async () => {
    const res = await server.request('DELETE', '/api/v1/users/', { token: admin });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('HEAD, GET, POST, OPTIONS');
    expect(res.body).toEqual({ status: 'error', error: 'This endpoint does not answer DELETE; it answers HEAD, GET, POST, OPTIONS.', code: 'method_not_allowed' });

    const noSlash = await server.request('PUT', '/api/v1/players/leaderboard');
    expect(noSlash.status).toBe(405);
    expect(noSlash.headers.get('allow')).toBe('HEAD, GET, OPTIONS');
  });

  it('answers OPTIONS on a known path with 204 and its methods, and 404 on an unknown one', async () => {
    const known = await server.request('OPTIONS', '/api/v1/players/leaderboard/');
    expect(known.status).toBe(204);
    expect(known.headers.get('allow')).toBe('HEAD, GET, OPTIONS');
    expect((await server.request('OPTIONS', '/api/v1/nothing-here')).status).toBe(404);
  });

  it('refuses a JSON body sent as text/plain with a clear 415, and creates nothing', async () => {
    const res = await server.request('POST', '/api/v1/users/', {
      token: admin,
      rawBody: JSON.stringify({ discord_id: '123456789012345678', discord_username: 'Plain Text' }),
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      status: 'error',
      error: 'Send the request body as JSON (Content-Type: application/json).',
      code: 'unsupported_media_type',
    });
    const all = await server.request('GET', '/api/v1/users/all?search=123456789012345678', { token: admin });
    expect(all.body.data).toEqual([]);
  });

  it('accepts a JSON content type with a charset, and a bodiless POST where every field is optional', async () => {
    const res = await server.request('POST', '/api/v1/users/', {
      token: admin,
      rawBody: JSON.stringify({ discord_id: '123456789012345679', discord_username: 'Charset' }),
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    });
    expect(res.status).toBe(201);
    const key = await server.request('POST', '/api/v1/tokens/', { token: admin });
    expect(key.status).toBe(201);
    expect(key.body.data.data.active).toBe(true);
  });

  it('refuses a body that is not valid JSON with 400 invalid_json', async () => {
    const res = await server.request('POST', '/api/v1/users/', { token: admin, rawBody: '{"discord_id": ', headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'error', error: 'The request body is not valid JSON.', code: 'invalid_json' });
  });

  it('checks who asks before reading the body: a bad body from no one is a 401, from a plain user a 403', async () => {
    const notJson = { rawBody: '{', headers: { 'Content-Type': 'application/json' } };
    const plainText = { rawBody: '{}', headers: { 'Content-Type': 'text/plain' } };
    expect((await server.request('POST', '/api/v1/users/', notJson)).status).toBe(401);
    expect((await server.request('POST', '/api/v1/users/', { ...notJson, token: user })).status).toBe(403);
    expect((await server.request('POST', '/api/v1/rounds/', plainText)).status).toBe(401);
    expect((await server.request('POST', '/api/v1/rounds/', { ...plainText, token: user })).status).toBe(403);
    // The plugin's token request is authorized by its signature, checked first too.
    expect((await server.request('POST', '/api/v1/tokens/public/', notJson)).status).toBe(401);
  });

  describe('compression of large answers', () => {
    beforeAll(async () => {
      for (let i = 0; i < 40; i++) {
        const body = i % 2 ? fiveManRound({ round_time: 600 + i * 0.6 }) : leechRound({ round_time: 660 + i * 0.6, wave_data: fiveManRound().wave_data });
        const res = await server.request('POST', '/api/v1/rounds/', { token: admin, body });
        expect(res.status).toBe(201);
      }
    });

    it.each([
      ['gzip', (b: Buffer) => zlib.gunzipSync(b)],
      ['br', (b: Buffer) => zlib.brotliDecompressSync(b)],
    ])('compresses GET /rounds/ with %s when the client accepts it', async (encoding, decode) => {
      const res = await rawGet(server.baseUrl, '/api/v1/rounds/', { 'Accept-Encoding': encoding });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      const json = JSON.parse(decode(res.body).toString('utf8'));
      expect(json.status).toBe('ok');
      expect(json.data.data).toHaveLength(40);
      expect(json.data.data[0].wave_data).toHaveLength(10);
      expect(res.body.length).toBeLessThan(decode(res.body).length / 3);
    });

    it('compresses a change pull of many rounds, and leaves one of a single round, smaller than a first round trip carries, as it is', async () => {
      const many = await rawGet(server.baseUrl, '/api/v1/rounds/?since=0', { 'Accept-Encoding': 'gzip' });
      expect(many.headers['content-encoding']).toBe('gzip');
      expect(many.headers.vary).toMatch(/Accept-Encoding/i);
      const pulled = JSON.parse(zlib.gunzipSync(many.body).toString('utf8')).data;
      expect(pulled.data).toHaveLength(40);
      // The same pull, as clients taking other encodings get it (each made once per version).
      const asBrotli = await rawGet(server.baseUrl, '/api/v1/rounds/?since=0', { 'Accept-Encoding': 'br' });
      expect(asBrotli.headers['content-encoding']).toBe('br');
      expect(JSON.parse(zlib.brotliDecompressSync(asBrotli.body).toString('utf8')).data).toEqual(pulled);
      const plain = await rawGet(server.baseUrl, '/api/v1/rounds/?since=0', { 'Accept-Encoding': 'identity' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(plain.body.toString('utf8')).data).toEqual(pulled);
      const again = await rawGet(server.baseUrl, '/api/v1/rounds/?since=0', { 'Accept-Encoding': 'gzip' });
      expect(zlib.gunzipSync(again.body).equals(zlib.gunzipSync(many.body))).toBe(true);

      // The newest change is the last round's.
      const one = await rawGet(server.baseUrl, `/api/v1/rounds/?since=${pulled.cursor - 1}`, { 'Accept-Encoding': 'gzip' });
      expect(one.headers['content-encoding']).toBeUndefined();
      expect(one.body.length).toBeLessThan(API_COMPRESS_THRESHOLD);
      expect(JSON.parse(one.body.toString('utf8')).data.data).toHaveLength(1);
    });

    it('compresses a file of the site from 1 KB, well under the size from which API answers are', async () => {
      const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-times-static-'));
      const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ row: i })))};`;
      expect(script.length).toBeGreaterThan(1024);
      expect(script.length).toBeLessThan(API_COMPRESS_THRESHOLD);
      fs.mkdirSync(path.join(staticDir, 'assets'));
      fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>BA Times</title>');
      fs.writeFileSync(path.join(staticDir, 'assets', 'rows.js'), script);
      const site = await startServer(kind, { STATIC_DIR: staticDir });
      try {
        const res = await rawGet(site.baseUrl, '/assets/rows.js', { 'Accept-Encoding': 'gzip' });
        expect(res.headers['content-encoding']).toBe('gzip');
        expect(zlib.gunzipSync(res.body).toString('utf8')).toBe(script);
      } finally {
        await site.stop();
        fs.rmSync(staticDir, { recursive: true, force: true });
      }
    });

    it('sends brotli to a browser, which accepts gzip, deflate, br and zstd alike, and gzip to a client that ranks gzip higher', async () => {
      const browser = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };
      const list = await rawGet(server.baseUrl, '/api/v1/rounds/', browser);
      expect(list.headers['content-encoding']).toBe('br');
      expect(JSON.parse(zlib.brotliDecompressSync(list.body).toString('utf8')).data.data).toHaveLength(40);
      const pull = await rawGet(server.baseUrl, '/api/v1/rounds/?since=0', browser);
      expect(pull.headers['content-encoding']).toBe('br');
      expect(JSON.parse(zlib.brotliDecompressSync(pull.body).toString('utf8')).data.data).toHaveLength(40);

      const gzipFirst = await rawGet(server.baseUrl, '/api/v1/rounds/', { 'Accept-Encoding': 'br;q=0.5, gzip' });
      expect(gzipFirst.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(zlib.gunzipSync(gzipFirst.body).toString('utf8')).data.data).toHaveLength(40);
    });

    it('sends the body as it is to a client that accepts no compression', async () => {
      const res = await rawGet(server.baseUrl, '/api/v1/rounds/', { 'Accept-Encoding': 'identity' });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(res.body.toString('utf8')).data.data).toHaveLength(40);
    });
  });

  it('gives every error body exactly the keys status, error and code', async () => {
    const key = (await server.request('POST', '/api/v1/tokens/', { token: admin, body: {} })).body.data.data.token as string;
    const failures = await Promise.all([
      server.request('GET', '/api/v1/nothing-here'),
      server.request('GET', '/api/v1/auth/me'),
      server.request('GET', '/api/v1/auth/me', { token: 'garbage' }),
      server.request('GET', '/api/v1/auth/me', { token: key }),
      server.request('GET', '/api/v1/users/all', { token: user }),
      server.request('GET', '/api/v1/auth/discord/login/'),
      server.request('GET', `/api/v1/auth/discord/login/?redirect_uri=${encodeURIComponent('https://evil.example/auth/callback')}`),
      server.request('GET', '/api/v1/rounds/abc/'),
      server.request('GET', '/api/v1/rounds/999999/'),
      server.request('GET', '/api/v1/rounds/?since=99999999'),
      server.request('POST', '/api/v1/users/', { token: admin, body: { discord_id: 'x', discord_username: 'y' } }),
      server.request('POST', '/api/v1/users/', { token: admin, body: { discord_id: ADMIN_DISCORD_ID, discord_username: 'Again' } }),
      server.request('POST', '/api/v1/users/', { token: admin, rawBody: '{', headers: { 'Content-Type': 'application/json' } }),
      server.request('POST', '/api/v1/users/', { token: admin, rawBody: '{}', headers: { 'Content-Type': 'text/plain' } }),
      server.request('POST', '/api/v1/users/', { token: admin, rawBody: JSON.stringify({ pad: 'x'.repeat(100 * 1024) }), headers: { 'Content-Type': 'application/json' } }),
      server.request('PUT', '/api/v1/users/main-account/', { token: user, body: { main_account_id: 999999 } }),
      server.request('PUT', '/api/v1/users/region/', { token: admin, body: { region: 'NA', user_id: 999999 } }),
      server.request('POST', '/api/v1/tokens/999999/disable/', { token: admin }),
    ]);
    expect(failures.map((f) => f.status)).toEqual([404, 401, 401, 403, 403, 400, 400, 400, 404, 410, 400, 409, 400, 415, 413, 400, 404, 404]);
    for (const failure of failures) {
      expect(Object.keys(failure.body).sort()).toEqual(['code', 'error', 'status']);
      expect(failure.body.status).toBe('error');
      expect(failure.body.error).toEqual(expect.any(String));
      expect(failure.body.error.length).toBeGreaterThan(0);
      expect(failure.body.code).toMatch(/^[a-z_]+$/);
    }
  });
});
