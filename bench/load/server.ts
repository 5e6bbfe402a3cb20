import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import type { Config } from '../../api/config';
import { buildServer, SERVER_NODE_FLAGS } from '../../scripts/server-bundle';
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

/**
 * The production server (its bundle, built anew, as `npm start` runs it, with --demo) as a process
 * of its own on 127.0.0.1, on a fresh database it fills with the demo data; resolves once it serves.
 */
export async function startLoadServer(kind: DatabaseKind, options: { postgresUrl: string | null; rateLimitScale: string; cpuProfileDir: string | null }): Promise<LoadServer> {
  const bundle = await buildServer();
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
  const profile = options.cpuProfileDir ? ['--cpu-prof', '--cpu-prof-dir', options.cpuProfileDir] : [];
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...profile, bundle, '--demo'], { env, stdio: ['ignore', 'pipe', 'inherit'] });

  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      const gone = exited(child);
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await gone;
      clearTimeout(forced);
      await database.drop();
    })();
    return stopping;
  };

  try {
    await new Promise<void>((resolve, reject) => {
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
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl: `http://127.0.0.1:${port}`, database: database.config, pid: child.pid!, cpuMs: () => cpuMsOf(child.pid!), stop };
}
