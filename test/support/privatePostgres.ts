import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './processServer';

/** Debian's PostgreSQL 15 server programs. */
export const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';
// PostgreSQL refuses to run as root; its programs run as this OS user.
const POSTGRES_OS_USER = 'postgres';

const run = promisify(execFile);

export function privatePostgresAvailable(): boolean {
  return ['initdb', 'pg_ctl'].every((program) => fs.existsSync(path.join(POSTGRES_BIN, program)));
}

/**
 * A PostgreSQL server of the test's own, in a temporary directory, on a free port of 127.0.0.1 with
 * trust authentication: one a test may stop and start without disturbing anyone else's.
 */
export interface PrivatePostgres {
  url: string;
  /** Fast shutdown: open sessions are ended, as when the service is restarted. Resolves once it is down. */
  stop(): Promise<void>;
  /** Resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it, whatever its state, and removes its files. */
  destroy(): Promise<void>;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  if (!privatePostgresAvailable()) {
    throw new Error(`PostgreSQL's server programs (initdb, pg_ctl) are not in ${POSTGRES_BIN}: install postgresql-15 to run this test.`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-times-pg-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const port = await freePort();
  const { stdout: uid } = await run('id', ['-u', POSTGRES_OS_USER]);
  const { stdout: gid } = await run('id', ['-g', POSTGRES_OS_USER]);
  fs.chownSync(dir, Number(uid), Number(gid));

  const asPostgres = (program: string, args: string[]) => run('runuser', ['-u', POSTGRES_OS_USER, '--', path.join(POSTGRES_BIN, program), ...args]);
  const pgCtl = async (args: string[]) => {
    try {
      await asPostgres('pg_ctl', ['-D', dataDir, ...args]);
    } catch (err) {
      const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
      throw new Error(`pg_ctl ${args[0]} failed: ${(err as Error).message}\n${log}`, { cause: err });
    }
  };
  // Durability is not under test here, so no syncing to disk: start-up and shutdown stay quick.
  const serverOptions = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = () => pgCtl(['start', '-w', '-l', logFile, '-o', serverOptions]);
  const destroy = async () => {
    await asPostgres('pg_ctl', ['-D', dataDir, 'stop', '-m', 'immediate', '-w']).catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  };

  try {
    await asPostgres('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '--no-instructions', '-E', 'UTF8', '--locale=C']);
    await start();
  } catch (err) {
    await destroy();
    throw err;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => pgCtl(['stop', '-m', 'fast', '-w']),
    start,
    destroy,
  };
}
