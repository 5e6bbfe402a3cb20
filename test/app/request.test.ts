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
