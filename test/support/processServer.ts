import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import type { Config } from '../../api/config';
import { buildServer, SERVER_NODE_FLAGS } from '../../scripts/server-bundle';
import { ADMIN_DISCORD_ID, httpClient, type HttpClient } from './server';

const READY_LINE = 'BA Times is serving at';
const START_TIMEOUT_MS = 30_000;

/** The server as production runs it: its bundle in a Node process of its own, on a port of its own. */
export interface ServerProcess extends HttpClient {
  baseUrl: string;
  pid: number;
  signInAdmin(): Promise<string>;
  /** Everything the process wrote, for a failing test's message. */
  output(): string;
  /** SIGKILL, as the OOM killer or a pulled plug would: no shutdown code runs. Resolves once it has exited. */
  kill(): Promise<void>;
  /** SIGTERM, the orderly shutdown. Resolves once it has exited. */
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address !== 'object') throw new Error('no free port');
  return address.port;
}

/** The environment that points api/config.ts at a database; a PostgreSQL schema goes into the connection's search_path. */
export function databaseEnv(database: Config['database']): Record<string, string> {
  if (database.client === 'sqlite') return { DATABASE_FILE: database.file };
  const url = new URL(database.url);
  if (database.schema) url.searchParams.set('options', `-c search_path=${database.schema}`);
  return { DATABASE_URL: url.toString() };
}

export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Built once per test process, from the sources as they are now. */
let bundle: Promise<string> | null = null;

/**
 * Starts the bundle in Node, as `npm start` does; `viaNpmStart` runs `npm start` itself, as a service
 * manager would, so that its signals go through npm (which sets NODE_ENV=production).
 */
export async function startServerProcess(database: Config['database'], env: Record<string, string> = {}, { viaNpmStart = false } = {}): Promise<ServerProcess> {
  bundle ??= buildServer();
  const entry = await bundle;
  const port = await freePort();
  const [command, args] = viaNpmStart ? ['npm', ['start', '--silent']] : [process.execPath, [...SERVER_NODE_FLAGS, entry]];
  const child = spawn(command, args, {
    cwd: process.cwd(),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      STATIC_DIR: '',
      ADMIN_DISCORD_IDS: ADMIN_DISCORD_ID,
      RATE_LIMIT_SCALE: '0',
      LOG_LEVEL: 'error',
      ...databaseEnv(database),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);

  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the server did not start within ${START_TIMEOUT_MS} ms:\n${output}`)), START_TIMEOUT_MS);
      const watch = () => {
        if (!output.includes(READY_LINE)) return;
        clearTimeout(timer);
        resolve();
      };
      child.stdout!.on('data', watch);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`the server exited during start-up (${signal ?? code}):\n${output}`));
      });
    });
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }

  const baseUrl = `http://127.0.0.1:${port}`;
  // Sign-in returns to the site's public address where it has one, as it does for a browser.
  const client = httpClient(baseUrl, env.PUBLIC_URL ?? baseUrl);
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited(child);
  };
  return {
    ...client,
    baseUrl,
    pid: child.pid!,
    signInAdmin: () => client.signIn('site-admin', ADMIN_DISCORD_ID),
    output: () => output,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}
