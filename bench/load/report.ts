import fs from 'node:fs';
import os from 'node:os';
import { RATE_POLICY } from '../../api/http/rateLimitPolicy';
import type { TrafficSummary } from './cannon';
import type { RoundCheck } from './check';
import type { EventStreamCheck } from './sse';
import { machineSpeedLine, type MachineSpeed } from './machine';
import { REGULAR_TEAMS, TEAM_SIZE } from './uploads';

export const GOALS = { readsPerSecond: 2000, uploadsPerSecond: 200, p99Ms: 100 } as const;

export interface DatabaseRun {
  database: 'SQLite' | 'PostgreSQL';
  seconds: number;
  reads: TrafficSummary;
  /** Answers per status code, per kind of read. */
  readsByKind: Record<string, Record<string, number>>;
  uploads: TrafficSummary;
  /** CPU time the server used during the mixed traffic; null where it cannot be read. */
  serverCpuMs: number | null;
  /** CPU time of this process, which sends the traffic, over the same run. */
  loadCpuMs: number;
  teams: { started: number; resent: number; resendFailed: number };
  rounds: RoundCheck;
  events: EventStreamCheck;
}

export interface Verdict {
  goal: string;
  pass: boolean;
  /** A failed correctness check fails the command; a missed speed goal is only reported. */
  correctness: boolean;
}

/** Every run of one database, and the one reported: the run with the median read rate (the lower of the middle two). */
export interface DatabaseResult {
  median: DatabaseRun;
  runs: readonly DatabaseRun[];
}

export function resultOf(runs: readonly DatabaseRun[]): DatabaseResult {
  const byReads = [...runs].sort((a, b) => a.reads.perSecond - b.reads.perSecond);
  return { median: byReads[Math.floor((byReads.length - 1) / 2)]!, runs };
}

const sum = (runs: readonly DatabaseRun[], count: (run: DatabaseRun) => number) => runs.reduce((total, run) => total + count(run), 0);
const errorsOf = ({ reads, uploads }: DatabaseRun) => reads.errors + uploads.errors;
/** Team rounds lost, doubled, incomplete or answered with another round, and resends refused. */
const wrongRoundsOf = ({ rounds, teams }: DatabaseRun) => rounds.lost + rounds.duplicated + rounds.incomplete + rounds.misanswered + teams.resendFailed;
const noticesWrongOf = ({ events }: DatabaseRun) => events.missed + events.doubled;

/** Rates and latencies are the median run's; errors and correctness must hold in every run. */
export function verdicts({ median, runs }: DatabaseResult): Verdict[] {
  const { reads, uploads } = median;
  return [
    { goal: `reads ≥ ${GOALS.readsPerSecond}/s`, pass: reads.perSecond >= GOALS.readsPerSecond, correctness: false },
    { goal: `uploads ≥ ${GOALS.uploadsPerSecond}/s`, pass: uploads.perSecond >= GOALS.uploadsPerSecond, correctness: false },
    { goal: `p99 < ${GOALS.p99Ms} ms (reads and uploads)`, pass: reads.p99Ms < GOALS.p99Ms && uploads.p99Ms < GOALS.p99Ms, correctness: false },
    { goal: 'zero errors', pass: sum(runs, errorsOf) === 0, correctness: false },
    {
      goal: 'exactly one whole round per team round, the one each teammate was answered',
      pass: runs.every((run) => run.rounds.teams > 0) && sum(runs, wrongRoundsOf) === 0,
      correctness: true,
    },
    { goal: `each of ${median.events.clients} event-stream clients told of each change once`, pass: sum(runs, noticesWrongOf) === 0, correctness: true },
  ];
}

const ms = (n: number) => (Number.isNaN(n) ? '-' : `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`);
const rate = (n: number) => `${Math.round(n)}/s`;
const statusList = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .map(([code, count]) => `${code}×${count}`)
    .join(' ');

/** Each run's figure, in the order they ran. */
function perRun(runs: readonly DatabaseRun[], figure: (run: DatabaseRun) => string): string {
  return runs.map(figure).join(', ');
}

function runsLine(result: DatabaseResult): string[] {
  const { median, runs } = result;
  if (runs.length < 2) return [];
  const order = runs.indexOf(median) + 1;
  return [
    `- Runs: ${runs.length}, each on a fresh database and server; the figures above are run ${order}'s, the median by reads per second. ` +
      `Every run, in order: reads ${perRun(runs, (r) => rate(r.reads.perSecond))}; read p99 ${perRun(runs, (r) => ms(r.reads.p99Ms))}; ` +
      `uploads ${perRun(runs, (r) => rate(r.uploads.perSecond))}; upload p99 ${perRun(runs, (r) => ms(r.uploads.p99Ms))}; ` +
      `errors ${sum(runs, errorsOf)}; rounds without their round, duplicated, incomplete, answered with another or refused when sent again ` +
      `${sum(runs, wrongRoundsOf)}; change notices missed or doubled ${sum(runs, noticesWrongOf)}.`,
  ];
}

/** The header of a traffic table, with any further columns. */
export const trafficHeader = (...more: string[]) => {
  const columns = ['traffic', 'requests', 'per second', 'p50', 'p99', 'errors', 'answers', ...more];
  return [`| ${columns.join(' | ')} |`, `|${' --- |'.repeat(columns.length)}`];
};

/** A row of that table. */
export const trafficRow = (name: string, s: TrafficSummary, ...more: string[]) =>
  `| ${[name, s.requests, rate(s.perSecond), ms(s.p50Ms), ms(s.p99Ms), s.errors, statusList(s.statuses), ...more].join(' | ')} |`;

export function databaseSection(result: DatabaseResult): string {
  const run = result.median;
  const { reads, uploads, rounds, events } = run;
  const kinds = Object.entries(run.readsByKind)
    .map(([kind, statuses]) => `${kind} ${statusList(statuses) || '-'}`)
    .join('; ');
  return [
    `### ${run.database}`,
    '',
    `Mixed traffic for ${run.seconds} s, reads and uploads at the same time:`,
    '',
    ...trafficHeader(),
    trafficRow('reads', reads),
    trafficRow('uploads', uploads),
    '',
    `- Reads by kind: ${kinds}.`,
    ...(run.serverCpuMs === null
      ? []
      : [
          `- Server CPU time: ${(run.serverCpuMs / (reads.requests + uploads.requests)).toFixed(2)} ms per request, reads and uploads together ` +
            `(${Math.round(run.serverCpuMs / 10 / run.seconds)}% of one core over the run); on a busy machine this is steadier than the rates. ` +
            `The load generator used ${Math.round(run.loadCpuMs / 10 / run.seconds)}% of one core.`,
        ]),
    `- Rounds: ${run.teams.started} rounds uploaded by ${Math.min(run.teams.started, REGULAR_TEAMS)} regular teams, five teammates each (${run.teams.resent} uploads the end of the run cut off were sent again, ${run.teams.resendFailed} of them refused); ` +
      `${rounds.lost} without their round, ${rounds.duplicated} duplicate rounds, ${rounds.incomplete} rounds missing players or waves or not showing the scroller's report, ${rounds.misanswered} answered with another round.` +
      (rounds.problems.length ? ` First problems: ${rounds.problems.join('; ')}.` : ''),
    `- Change notices: ${events.clients} clients connected in ${ms(events.connectAllMs)} (per client p50 ${ms(events.connectP50Ms)}, p99 ${ms(events.connectP99Ms)}); ` +
      `${events.changes} changes, delivered p50 ${ms(events.deliveryP50Ms)}, p99 ${ms(events.deliveryP99Ms)}; ${events.missed} missed, ${events.doubled} doubled.`,
    ...runsLine(result),
    `- Goals: ${verdicts(result)
      .map((v) => `${v.pass ? 'PASS' : 'FAIL'} ${v.goal}`)
      .join('; ')}.`,
    '',
  ].join('\n');
}

/** The policy's limits as the run applied them, e.g. "upload 30000/min per address". */
function scaledLimits(scale: number): string {
  if (scale === 0) return 'limits off';
  const limits = RATE_POLICY.flatMap((rule) => rule.limits).map((limit) => `${limit.name} ${Math.max(1, Math.round(limit.perMinute * scale))}/min per ${limit.per}`);
  return [...new Set(limits)].join(', ');
}

export interface RunContext {
  command: string;
  readConnections: number;
  uploadConnections: number;
  /** Seconds of the same traffic before each run's measured part. */
  warmUpSeconds: number;
  /** Uploads posted per second; null when each connection sent its next as soon as the last was answered. */
  uploadRate: number | null;
  rateLimitScale: string;
  sseClients: number;
  /** The open-file limit (ulimit -n) both processes ran with. */
  fileLimit: string;
  note: string | null;
  speed: MachineSpeed;
}

export function loadSection(results: readonly DatabaseResult[], context: RunContext): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return [
    '## Load',
    '',
    `Command: \`${context.command}\``,
    `Date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    `Machine: ${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}; the server and the load generator share it.` +
      (context.note ? ` ${context.note}` : ''),
    machineSpeedLine(context.speed),
    `Traffic: reads from ${context.readConnections} connections, each sending its next as soon as the last is answered; uploads ` +
      (context.uploadRate
        ? `posted at a steady ${context.uploadRate}/s, whether or not the earlier ones were answered, as plugins send them: a team's five at the same moment, as its round ends for all of them, ` +
          `teams one after another every ${((1000 * TEAM_SIZE) / context.uploadRate).toFixed(0)} ms. An upload's latency counts from when it was due.`
        : `from ${context.uploadConnections} connections, each sending its next as soon as the last is answered.`) +
      (context.warmUpSeconds > 0
        ? ` Each run measures after ${context.warmUpSeconds} s of the same traffic, not counted: a server that has run a while has its code compiled by the JavaScript engine, where a fresh one spends its first seconds compiling.`
        : ' Each run measures a fresh server from its first request.'),
    `Rate limits: RATE_LIMIT_SCALE=${context.rateLimitScale} (${scaledLimits(Number(context.rateLimitScale))}). All traffic comes from one loopback address, ` +
      'which stands for the many addresses real clans upload from; the limits are scaled up, not turned off, so every upload still pays for its counters.',
    `Open files: ${context.sseClients} event-stream clients hold a socket each in the load process and in the server, so each needs a limit above ${context.sseClients + 200} ` +
      `(ulimit -n; it was ${context.fileLimit}).`,
    `Goals: at least ${GOALS.readsPerSecond} reads/s and ${GOALS.uploadsPerSecond} uploads/s, p99 under ${GOALS.p99Ms} ms, zero errors (304 is an expected answer), ` +
      'exactly one round per team round afterwards, and every event-stream client told of each change exactly once.',
    '',
    ...results.map(databaseSection),
  ].join('\n');
}

/** Replaces the Load section of the results file (up to the next section of its level), or adds it. */
export function writeLoadSection(file: string, section: string): void {
  const existing = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Bench results\n';
  const start = existing.indexOf('\n## Load\n');
  if (start === -1) {
    fs.writeFileSync(file, `${existing.trimEnd()}\n\n${section}`);
    return;
  }
  const next = existing.indexOf('\n## ', start + 1);
  fs.writeFileSync(file, `${existing.slice(0, start + 1)}${section}${next === -1 ? '' : existing.slice(next)}`);
}
