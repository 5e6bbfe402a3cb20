import { execSync } from 'node:child_process';
import path from 'node:path';
import type { DatabaseKind } from '../../test/support/databases';
import { aloneTable, aloneTraffics, measureAlone, measureEachAlone, type AloneFigure } from './alone';
import { runTraffic } from './cannon';
import { checkRounds } from './check';
import { machineSpeedLine, measureMachine, type MachineSpeed } from './machine';
import { loadOptions, type LoadOptions } from './options';
import { checkoutLabel, pairedTable, type PairedSide } from './paired';
import { createReadMix, readStart } from './reads';
import { loadSection, resultOf, verdicts, writeLoadSection, type DatabaseResult, type DatabaseRun } from './report';
import { startLoadServer, type LoadServer } from './server';
import { checkEventStream } from './sse';
import { createUploadPlan, pluginTokens, REGULAR_TEAMS, TEAM_SIZE } from './uploads';

const running = new Set<LoadServer>();

const databaseName = (kind: DatabaseKind) => (kind === 'sqlite' ? 'SQLite' : 'PostgreSQL');

/** Runs `use` against a server on a fresh database with the demo data (see startLoadServer for `which`), stopped after, whatever happens. */
async function withServer<T>(kind: DatabaseKind, options: LoadOptions, label: string, use: (server: LoadServer) => Promise<T>, which: Parameters<typeof startLoadServer>[2] = {}): Promise<T> {
  console.log(`${label}: starting the server on a fresh database with the demo data…`);
  const server = await startLoadServer(kind, options, which);
  running.add(server);
  try {
    return await use(server);
  } finally {
    await server.stop();
    running.delete(server);
  }
}

const runOn = (kind: DatabaseKind, options: LoadOptions, label: string): Promise<DatabaseRun> =>
  withServer(kind, options, label, async (server) => {
    const tokens = await pluginTokens(server.baseUrl, REGULAR_TEAMS);
    const reads = createReadMix(server.baseUrl, await readStart(server.baseUrl));
    const uploads = createUploadPlan(tokens);

    const mixedTraffic = (seconds: number) =>
      Promise.all([runTraffic({ baseUrl: server.baseUrl, connections: options.readConnections, seconds, request: reads.request }), uploads.send(server.baseUrl, options, seconds)]);

    const stopFollowing = reads.follow();
    if (options.warmUpSeconds > 0) {
      console.log(`${label}: ${options.warmUpSeconds} s of the same traffic to warm the server up, not counted…`);
      await mixedTraffic(options.warmUpSeconds);
      reads.resetCounts();
    }
    console.log(`${label}: ${options.seconds} s of reads (${options.readConnections} connections) and uploads (${options.uploadRate ? `${options.uploadRate}/s, a team's ${TEAM_SIZE} at a time` : `${options.uploadConnections} connections`}), server pid ${server.pid}…`);
    const cpuBefore = server.cpuMs();
    const loadCpuBefore = process.cpuUsage();
    const [readSummary, uploadSummary] = await mixedTraffic(options.seconds);
    const cpuUsed = cpuBefore === null ? null : server.cpuMs()! - cpuBefore;
    const loadCpu = process.cpuUsage(loadCpuBefore);
    await stopFollowing();
    const completion = await uploads.completeTeams(server.baseUrl);
    const rounds = await checkRounds(server.database, uploads.outcomes());

    console.log(`${label}: ${options.sseClients} event-stream clients, ${options.sseChanges} changes…`);
    const events = await checkEventStream(server.baseUrl, options.sseClients, options.sseChanges, tokens[0]!);
    return {
      database: databaseName(kind),
      seconds: options.seconds,
      reads: readSummary,
      readsByKind: reads.byKind(),
      uploads: uploadSummary,
      serverCpuMs: cpuUsed,
      loadCpuMs: (loadCpu.user + loadCpu.system) / 1000,
      teams: { started: uploads.outcomes().length, resent: completion.resent, resendFailed: completion.failed },
      rounds,
      events,
    };
  });

/** Every event-stream client holds a socket here and one in the server; both processes get this limit. */
function checkFileLimit(clients: number): string {
  const limit = execSync('ulimit -n', { shell: '/bin/sh' }).toString().trim();
  if (Number(limit) < clients + 200) {
    throw new Error(`${clients} event-stream clients need more open files than the limit of ${limit}: raise it first (ulimit -n ${clients * 2}).`);
  }
  return limit;
}

/** An argument as it would be typed in a shell. */
const shellWord = (word: string) => (/^[\w./:=@%+-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`);

const options = loadOptions();
const fileLimit = checkFileLimit(options.sseClients);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([...running].map((server) => server.stop())).finally(() => process.exit(130));
  });
}

const kinds: DatabaseKind[] = options.postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];

/** Each database's mixed runs, reported and, unless told not to, written to the results. */
async function mixedRuns(speed: MachineSpeed): Promise<void> {
  const results: DatabaseResult[] = [];
  for (const kind of kinds) {
    const runs: DatabaseRun[] = [];
    for (let n = 1; n <= options.runs; n++) {
      const run = await runOn(kind, options, `${databaseName(kind)}, run ${n} of ${options.runs}`);
      console.log(`  reads ${Math.round(run.reads.perSecond)}/s, upload p99 ${Math.round(run.uploads.p99Ms)} ms`);
      runs.push(run);
    }
    results.push(resultOf(runs));
  }

  const section = loadSection(results, {
    command: ['npm run load', ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2).map(shellWord)] : [])].join(' '),
    readConnections: options.readConnections,
    uploadConnections: options.uploadConnections,
    warmUpSeconds: options.warmUpSeconds,
    uploadRate: options.uploadRate,
    rateLimitScale: options.rateLimitScale,
    sseClients: options.sseClients,
    fileLimit,
    note: options.note,
    speed,
  });
  console.log(`\n${section}`);
  if (options.resultsFile) writeLoadSection(options.resultsFile, section);
  const failed = results.some((result) => verdicts(result).some((v) => v.correctness && !v.pass));
  process.exitCode = failed ? 1 : 0;
}

/** Each database's kinds of traffic alone, printed. */
async function eachAlone(): Promise<void> {
  for (const kind of kinds) {
    const table = await withServer(kind, options, databaseName(kind), async (server) => aloneTable(databaseName(kind), await measureEachAlone(server, options)));
    console.log(`\n${table}`);
  }
}

/**
 * Each database's kinds alone on an earlier checkout's server (A) and on this one's (B): fresh
 * servers for each pair, both on the earlier checkout's demo data, each kind sent to A and then to B,
 * so a machine that slows for a while slows both sides alike; the machine measured before each pair;
 * each side's CPU profiles in a folder of its own.
 */
async function paired(other: string): Promise<void> {
  const checkouts = [path.resolve(other), null] as const;
  const labels = checkouts.map((checkout) => checkoutLabel(checkout ?? process.cwd()));
  for (const kind of kinds) {
    const sides: [PairedSide, PairedSide] = [
      { label: labels[0]!, runs: [] },
      { label: labels[1]!, runs: [] },
    ];
    const speeds: MachineSpeed[] = [];
    const optionsOf = (side: string) => ({ ...options, cpuProfileDir: options.cpuProfileDir && path.join(options.cpuProfileDir, `${kind}-${side}`) });
    for (let n = 1; n <= options.pairs; n++) {
      speeds.push(await measureMachine());
      const label = (side: 0 | 1) => `${databaseName(kind)}, pair ${n} of ${options.pairs}, ${'AB'[side]} (${labels[side]})`;
      const figures = await withServer(kind, optionsOf('A'), label(0), (a) =>
        withServer(kind, optionsOf('B'), label(1), async (b) => {
          const servers = [a, b] as const;
          const traffics = [await aloneTraffics(a, options), await aloneTraffics(b, options)] as const;
          const measured: AloneFigure[][] = [[], []];
          for (const [t, { traffic }] of traffics[0].entries()) {
            console.log(`${databaseName(kind)}, pair ${n}: ${traffic}, A then B…`);
            for (const side of [0, 1] as const) measured[side]!.push(await measureAlone(servers[side], options, traffics[side][t]!));
          }
          return measured;
        }, { seedFrom: checkouts[0] }),
        { checkout: checkouts[0] },
      );
      sides.forEach((side, i) => side.runs.push(figures[i]!));
    }
    console.log(`\n${pairedTable(databaseName(kind), sides, speeds)}`);
  }
}

console.log('Measuring this machine first…');
const speed = await measureMachine();
console.log(machineSpeedLine(speed));
await (options.paired ? paired(options.paired) : options.eachAlone ? eachAlone() : mixedRuns(speed));
