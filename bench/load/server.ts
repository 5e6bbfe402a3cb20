import { execSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Config } from '../../api/config';
import * as thisBundler from '../../scripts/server-bundle';
import { freshDatabase, type DatabaseKind } from '../../test/support/databases';
import { databaseEnv, exited, freePort } from '../../test/support/processServer';

/** The plugin's shipped signing key; the load's token requests sign with it. */
export const PLUGIN_SIGNING_SECRET = 'ba-4-all';
/** The Discord id the server treats as an admin: the event-stream check deletes rounds with it. */
export const ADMIN_DISCORD_ID = '900000000000000777';

export interface LoadServer {
  baseUrl: string;
  database: Config['database'];
  pid: number;
  /** CPU time the process has used so far (all its threads: the database driver's and compression's too); null where /proc is missing. */
  cpuMs(): number | null;
  /** Stops the process (it writes its CPU profile as it exits) and drops its database. */
  stop(): Promise<void>;
}

const CLOCK_TICKS_PER_SECOND = (() => {
  try {
    return Number(execSync('getconf CLK_TCK').toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** utime + stime of /proc/<pid>/stat, fields 14 and 15, counted after the command name's closing parenthesis. */
function cpuMsOf(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** A checkout's server bundle, built anew by the checkout's own build, and the flags it runs with. */
async function bundleOf(checkout: string | null): Promise<{ bundle: string; flags: readonly string[] }> {
  const bundler: typeof thisBundler = checkout ? await import(pathToFileURL(path.resolve(checkout, 'scripts', 'server-bundle.ts')).href) : thisBundler;
  return { bundle: await bundler.buildServer(), flags: bundler.SERVER_NODE_FLAGS };
}

/** A checkout's server, with --demo, as a process of its own, and a promise that settles once it serves. */
async function spawnDemo(checkout: string | null, env: NodeJS.ProcessEnv, nodeFlags: readonly string[] = []) {
  const { bundle, flags } = await bundleOf(checkout);
  const child = spawn(process.execPath, [...flags, ...nodeFlags, bundle, '--demo'], { cwd: checkout ?? process.cwd(), env, stdio: ['ignore', 'pipe', 'inherit'] });
  const serving = new Promise<void>((resolve, reject) => {
    let output = '';
    // Read to the end, so the server never blocks on a full pipe; kept only until it serves.
    child.stdout!.on('data', (chunk: Buffer) => {
      if (output.includes('BA Times is serving at')) return;
      output += chunk.toString();
      if (output.includes('BA Times is serving at')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code} before serving:\n${output}`)));
    setTimeout(() => reject(new Error(`the server did not start within 120 s:\n${output}`)), 120_000).unref();
  });
  return { child, serving };
}

async function stopProcess(child: ChildProcess): Promise<void> {
  const gone = exited(child);
  child.kill('SIGTERM');
  const forced = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await gone;
  clearTimeout(forced);
}

/**
 * The production server (its bundle, built anew, as `npm start` runs it, with --demo) as a process
 * of its own on 127.0.0.1, on a fresh database it fills with the demo data; resolves once it serves.
 * `checkout` runs another checkout's server instead of this one's, to compare the two; `seedFrom`
 * fills the database with an earlier checkout's demo data first, which the server migrates as it
 * starts, so that both serve the same rounds.
 */
export async function startLoadServer(
  kind: DatabaseKind,
  options: { postgresUrl: string | null; rateLimitScale: string; cpuProfileDir: string | null },
  { checkout = null, seedFrom = null }: { checkout?: string | null; seedFrom?: string | null } = {},
): Promise<LoadServer> {
  const database = await freshDatabase(kind, options.postgresUrl ?? undefined);
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    APP_SECRET: 'load-run-secret',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    STATIC_DIR: '',
    RATE_LIMIT_SCALE: options.rateLimitScale,
    PLUGIN_SIGNING_SECRET,
    DEV_LOGIN: '1',
    ADMIN_DISCORD_IDS: ADMIN_DISCORD_ID,
    ...databaseEnv(database.config),
  };
  let child: ChildProcess | null = null;
  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      if (child) await stopProcess(child);
      await database.drop();
    })();
    return stopping;
  };

  try {
    if (seedFrom) {
      const seeder = await spawnDemo(seedFrom, env);
      await seeder.serving.finally(() => stopProcess(seeder.child));
    }
    const server = await spawnDemo(checkout, env, options.cpuProfileDir ? ['--cpu-prof', '--cpu-prof-dir', options.cpuProfileDir] : []);
    child = server.child;
    await server.serving;
  } catch (err) {
    await stop();
    throw err;
  }
  const pid = child.pid!;
  return { baseUrl: `http://127.0.0.1:${port}`, database: database.config, pid, cpuMs: () => cpuMsOf(pid), stop };
}
