import { execSync } from 'node:child_process';
import type { DatabaseKind } from '../../test/support/databases';
import { aloneTable, measureEachAlone } from './alone';
import { runTraffic } from './cannon';
import { checkRounds } from './check';
import { machineSpeedLine, measureMachine, type MachineSpeed } from './machine';
import { loadOptions, type LoadOptions } from './options';
import { createReadMix, readStart } from './reads';
import { loadSection, resultOf, verdicts, writeLoadSection, type DatabaseResult, type DatabaseRun } from './report';
import { startLoadServer, type LoadServer } from './server';
import { checkEventStream } from './sse';
import { createUploadPlan, pluginTokens, REGULAR_TEAMS, TEAM_SIZE } from './uploads';

const running = new Set<LoadServer>();

const databaseName = (kind: DatabaseKind) => (kind === 'sqlite' ? 'SQLite' : 'PostgreSQL');

/** Runs `use` against a server on a fresh database with the demo data, stopped after, whatever happens. */
async function withServer<T>(kind: DatabaseKind, options: LoadOptions, label: string, use: (server: LoadServer) => Promise<T>): Promise<T> {
  console.log(`${label}: starting the server on a fresh database with the demo data…`);
  const server = await startLoadServer(kind, options);
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

console.log('Measuring this machine first…');
const speed = await measureMachine();
console.log(machineSpeedLine(speed));
await (options.eachAlone ? eachAlone() : mixedRuns(speed));
