import pino from 'pino';
import { createApp, type AppOptions, type BaTimesApp } from '../../api/app';
import { loadConfig, type Config } from '../../api/config';
import { fixtureArenaFile } from '../fixtures/arena';
import { freshDatabase, type DatabaseKind, type TestDatabase } from './databases';
import { devSignIn } from './signIn';

export const ADMIN_DISCORD_ID = '900000000000000001';

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestRequestOptions {
  token?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  /** Abandons the request after this long, so a server that never answers fails the test rather than hanging it. */
  timeoutMs?: number;
}

export interface HttpClient {
  request<T = any>(method: string, path: string, options?: TestRequestOptions): Promise<Reply<T>>;
  /** Signs in through the development sign-in, as a browser would, and returns the session token. */
  signIn(discordUsername: string, discordId?: string): Promise<string>;
}

export interface TestServer extends HttpClient {
  app: BaTimesApp;
  baseUrl: string;
  config: Config;
  signInAdmin(): Promise<string>;
  stop(): Promise<void>;
}

/** Requests to a server at baseUrl, whether it runs in this process or another. */
export function httpClient(baseUrl: string, siteUrl = baseUrl): HttpClient {
  const request = async <T>(method: string, path: string, options: TestRequestOptions = {}): Promise<Reply<T>> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['Content-Type'] ??= 'application/json';
    }
    const signal = options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined;
    const res = await fetch(baseUrl + path, { method, headers, body, redirect: 'manual', signal });
    const text = await res.text();
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    return { status: res.status, body: parsed as T, headers: res.headers };
  };

  const signIn = (discordUsername: string, discordId?: string): Promise<string> =>
    devSignIn(baseUrl, { discord_username: discordUsername, ...(discordId ? { discord_id: discordId } : {}) }, siteUrl);

  return { request, signIn };
}

/** The real server on 127.0.0.1 with a database of its own, or sharing another server's; options such as a rate-limit clock or a logger to read go to createApp. */
export async function startServer(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  sharedDatabase?: Config['database'],
  options: AppOptions = {},
): Promise<TestServer> {
  // A second server on another's database is a second process of the same site; the first owns it.
  const database: TestDatabase = sharedDatabase ? { config: sharedDatabase, drop: async () => undefined } : await freshDatabase(kind);
  const config: Config = {
    // Rate limits off unless a test sets them: suites send many requests from one address in seconds.
    // The project's own small arena, so replays draw a map on any checkout.
    ...loadConfig({ NODE_ENV: 'test', ADMIN_DISCORD_IDS: ADMIN_DISCORD_ID, STATIC_DIR: '', RATE_LIMIT_SCALE: '0', ARENA_MAP_FILE: fixtureArenaFile(), ...env }),
    database: database.config,
  };
  const app = await createApp(config, { logger: pino({ level: 'silent' }), ...options });
  const server = await app.listen(0, '127.0.0.1');
  const address = server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const { request, signIn } = httpClient(baseUrl, config.publicUrl ?? baseUrl);
  return {
    app,
    baseUrl,
    config,
    request,
    signIn,
    signInAdmin: () => signIn('site-admin', ADMIN_DISCORD_ID),
    async stop() {
      await app.close();
      await database.drop();
    },
  };
}

/** A fresh server with an admin and a plain user signed in: what most API suites start from. */
export async function startSignedIn(kind: DatabaseKind, env: Record<string, string> = {}): Promise<{ server: TestServer; admin: string; user: string }> {
  const server = await startServer(kind, env);
  return { server, admin: await server.signInAdmin(), user: await server.signIn('plain-user') };
}
