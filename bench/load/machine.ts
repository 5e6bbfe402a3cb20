import { spawn } from 'node:child_process';
import net from 'node:net';
import { measureLeaderboardAggregation } from '../aggregation';
import { summariseTimes } from '../measure';

/**
 * How fast this machine is, measured before the traffic, so that a record can be told apart from
 * one made on a slower or busier machine: the CPU by the budgets' own leaderboard aggregation, and
 * the cost of waking another process, which every request and database statement pays on loopback.
 */
export interface MachineSpeed {
  /** The leaderboard aggregation of 100k rounds (median ms), as `npm run bench` measures it. */
  aggregationMs: number;
  /** A loopback TCP round trip to another process and back (median of batches, µs). */
  roundTripUs: number;
  /** This process's CPU for each of those round trips (µs), most of it the kernel's. */
  roundTripCpuUs: number;
}

const ROUND_TRIPS_PER_BATCH = 2000;
const BATCHES = 3;

/** Starts the echo process and resolves with its port and a way to stop it. */
async function startEcho(): Promise<{ port: number; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/load/echo.ts'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    child.once('exit', (code) => reject(new Error(`the echo process exited with ${code} before listening`)));
  });
  return { port, stop: () => child.stdin.end() };
}

/** `count` round trips of a small message, one after another: wall time and this process's CPU, in µs each. */
function roundTrips(socket: net.Socket, count: number): Promise<{ wallUs: number; cpuUs: number }> {
  const message = Buffer.alloc(200, 1);
  return new Promise((resolve) => {
    let left = count;
    let received = 0;
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    // A message may arrive in pieces: the next goes once the whole of this one is back.
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received < message.length) return;
      received -= message.length;
      if (--left > 0) {
        socket.write(message);
        return;
      }
      socket.off('data', onData);
      const cpu = process.cpuUsage(cpuBefore);
      resolve({ wallUs: ((performance.now() - started) * 1000) / count, cpuUs: (cpu.user + cpu.system) / count });
    };
    socket.on('data', onData);
    socket.write(message);
  });
}

async function measureRoundTrips(): Promise<{ wallUs: number; cpuUs: number }> {
  const echo = await startEcho();
  const socket = net.connect(echo.port, '127.0.0.1');
  try {
    socket.setNoDelay(true);
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    await roundTrips(socket, ROUND_TRIPS_PER_BATCH / 4);
    const batches: { wallUs: number; cpuUs: number }[] = [];
    for (let i = 0; i < BATCHES; i++) batches.push(await roundTrips(socket, ROUND_TRIPS_PER_BATCH));
    return { wallUs: summariseTimes(batches.map((b) => b.wallUs)).median, cpuUs: summariseTimes(batches.map((b) => b.cpuUs)).median };
  } finally {
    socket.destroy();
    echo.stop();
  }
}

export async function measureMachine(): Promise<MachineSpeed> {
  const aggregation = await measureLeaderboardAggregation();
  const trips = await measureRoundTrips();
  return { aggregationMs: aggregation.median, roundTripUs: trips.wallUs, roundTripCpuUs: trips.cpuUs };
}

/** The machine's speed as a sentence of the results. */
export const machineSpeedLine = (speed: MachineSpeed) =>
  `Speed, measured before the runs: the leaderboard aggregation of 100k rounds took ${speed.aggregationMs.toFixed(1)} ms (median, as \`npm run bench\` measures it), ` +
  `and a loopback round trip to another process ${Math.round(speed.roundTripUs)} µs, which cost this side ${Math.round(speed.roundTripCpuUs)} µs of CPU.`;
