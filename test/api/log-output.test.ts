import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../support/databases';
import { startServerProcess, type ServerProcess } from '../support/processServer';

/** The request lines the process wrote, by request id. */
const requestLinesOf = (output: string, requestId: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg: string; request_id?: string; status?: number })
    .filter((line) => line.msg === 'request' && line.request_id === requestId);

describe('the server process’s log', () => {
  let database: TestDatabase;
  let server: ServerProcess;

  beforeAll(async () => {
    database = await freshDatabase('sqlite');
    server = await startServerProcess(database.config, { LOG_LEVEL: 'info' });
  });
  afterAll(async () => {
    await server.stop();
    await database.drop();
  });

  it('writes a request’s line within a couple of seconds, and the last lines as it stops', async () => {
    const first = await server.request('GET', '/api/v1/rounds/?since=0');
    const firstId = first.headers.get('x-request-id')!;
    await expect.poll(() => requestLinesOf(server.output(), firstId), { timeout: 3_000 }).toEqual([expect.objectContaining({ status: 200 })]);

    const last = await server.request('GET', '/healthz');
    await server.stop();
    expect(requestLinesOf(server.output(), last.headers.get('x-request-id')!)).toEqual([expect.objectContaining({ status: 200 })]);
  });
});
