import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiFailure, request } from '../../client/request';
import { failureOf } from '../support/failures';

describe('a request under a silence watch', () => {
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    // Takes every request and never answers it.
    server = http.createServer(() => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('fails as unanswered, saying how long the server was silent', async () => {
    const failure = await failureOf(request('/rounds/', { base, silenceMs: 200 }));
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ message: 'The server sent nothing for 0.2 s.', status: null });
  });

  it("still ends when the caller's own signal aborts, before the call or during it", async () => {
    const before = await failureOf(request('/rounds/', { base, silenceMs: 60_000, signal: AbortSignal.abort(new Error('Left the page.')) }));
    expect(before).toMatchObject({ message: 'Left the page.', status: null });
    const during = await failureOf(request('/rounds/', { base, silenceMs: 60_000, signal: AbortSignal.timeout(100) }));
    expect(during).toBeInstanceOf(ApiFailure);
    expect((during as ApiFailure).status).toBeNull();
  });
});

describe('a bare answer (the OpenAPI document)', () => {
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    // The document as it is at /api/v1/openapi.json; any other path fails in the envelope, as the API's failures do.
    server = http.createServer((req, res) => {
      res.setHeader('Content-Type', 'application/json');
      if (req.url === '/api/v1/openapi.json') return res.end(JSON.stringify({ openapi: '3.1.0' }));
      res.statusCode = 404;
      res.end(JSON.stringify({ status: 'error', error: 'Not found.' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('is the document itself, where an enveloped call would refuse it', async () => {
    expect((await request('/openapi.json', { base, bare: true })).data).toEqual({ openapi: '3.1.0' });
    expect(await failureOf(request('/openapi.json', { base }))).toBeInstanceOf(ApiFailure);
  });

  it("fails with the envelope's words and the status", async () => {
    expect(await failureOf(request('/missing.json', { base, bare: true }))).toMatchObject({ message: 'Not found.', status: 404 });
  });
});
