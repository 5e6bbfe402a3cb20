import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../support/databases';
import { startServerProcess, type ServerProcess } from '../support/processServer';

const refusesConnections = (baseUrl: string) =>
  new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(baseUrl);
    const socket = net.connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

describe('npm start, as the service unit in docs/operating.md runs it', () => {
  let database: TestDatabase;
  let server: ServerProcess;

  beforeAll(async () => {
    database = await freshDatabase('sqlite');
    server = await startServerProcess(database.config, { APP_SECRET: 'npm-start-test-secret', PUBLIC_URL: 'https://ba-times.example' }, { viaNpmStart: true });
  });
  afterAll(async () => {
    await server.stop();
    await database.drop();
  });

  it('serves the built server in production mode, and stops when the service manager stops npm', async () => {
    const health = await server.request('GET', '/healthz');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: 'ok', database: 'ok' });
    // In production, without Discord settings, the development sign-in stays off unless asked for.
    const signIn = await server.request('GET', '/api/v1/auth/dev/?state=anything');
    expect(signIn.status).toBe(503);
    expect(signIn.body).toEqual({ status: 'error', error: 'Sign-in is not configured on this server.', code: 'sign_in_unavailable' });

    await server.stop();
    expect(await refusesConnections(server.baseUrl)).toBe(true);
  });
});
