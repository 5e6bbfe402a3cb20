import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { SERVER_BUNDLE, SERVER_NODE_FLAGS } from '../../scripts/server-bundle';

const START_TIMEOUT_MS = 300_000;

/**
 * The heap Node gives itself on the 1 GB server the goals are set for (a quarter of the machine's
 * memory): on this machine Node would let its heap grow many times as far before collecting hard.
 */
const ONE_GB_SERVER_FLAGS = ['--max-old-space-size=256'];
const STOP_GRACE_MS = 5_000;

export interface BenchServer {
  baseUrl: string;
  pid: number;
  /** ms from the process's start until it took connections: migrations, the rounds read into memory, the first-visit renderer loaded. */
  startMs: number;
  /** Resident memory now and at its peak, in bytes, as the kernel counts them for this process. */
  memory(): { rss: number; peak: number };
  stop(): Promise<void>;
}

/** Servers still running: killed by PID if this process leaves without stopping them. */
const running = new Set<number>();
const killRunning = () => {
  for (const pid of running) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }
};
process.once('exit', killRunning);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    killRunning();
    process.exit(130);
  });
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const connects = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

function statusKb(pid: number, field: string): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(match[1]) * 1024;
}

/**
 * The production bundle in a Node process of its own, so that its memory is its own. Ready once its
 * port takes connections, which it opens after the migrations; nothing of its output is relied on.
 */
export async function startServer(databaseFile: string, staticDir: string): Promise<BenchServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...ONE_GB_SERVER_FLAGS, SERVER_BUNDLE], {
    cwd: path.dirname(path.dirname(path.dirname(SERVER_BUNDLE))),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      APP_SECRET: 'bench',
      STATIC_DIR: staticDir,
      DATABASE_FILE: databaseFile,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT_SCALE: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid!;
  running.add(pid);
  let output = '';
  // Only the tail, for an error message: request logs are drained, never kept.
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', () => running.delete(pid));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    process.kill(pid, 'SIGTERM');
    const timer = setTimeout(() => child.exitCode === null && child.signalCode === null && process.kill(pid, 'SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  };

  const started = Date.now();
  const deadline = started + START_TIMEOUT_MS;
  while (!(await connects(port))) {
    if (child.exitCode !== null) throw new Error(`the server exited during start-up (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not listen within ${START_TIMEOUT_MS} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid,
    startMs: Date.now() - started,
    memory: () => ({ rss: statusKb(pid, 'VmRSS'), peak: statusKb(pid, 'VmHWM') }),
    stop,
  };
}
