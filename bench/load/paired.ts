import { execFileSync } from 'node:child_process';
import type { AloneFigure } from './alone';
import type { MachineSpeed } from './machine';
import { READ_MIX } from './reads';
import { percentile } from './stats';

/** One checkout's runs of each kind alone, each run's figures in the order aloneTraffics gives the kinds. */
export interface PairedSide {
  label: string;
  runs: AloneFigure[][];
}

/** The checkout's commit, and whether its files differ from it. */
export function checkoutLabel(dir: string): string {
  const git = (...args: string[]) => execFileSync('git', ['-C', dir, ...args]).toString().trim();
  return `${dir} at ${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? ' with uncommitted changes' : ''}`;
}

/** The median, the lower of the middle two for an even count, as the mixed runs pick theirs. */
const median = (samples: readonly number[]) => percentile(samples, 0.5);

/**
 * One run's reads weighted as the mixed traffic mixes them: CPU per read, and the rate a server
 * would serve that mix at if each kind took its time alone. Null where a kind's CPU is unknown.
 */
function mixedReadsOf(run: readonly AloneFigure[]): { cpuMsPerRequest: number | null; perSecond: number } {
  const kinds = READ_MIX.map(({ kind, share }) => ({ share, figure: run.find((f) => f.traffic === `${kind} reads`)! }));
  const cpu = kinds.every(({ figure }) => figure.cpuMsPerRequest !== null) ? kinds.reduce((sum, { share, figure }) => sum + share * figure.cpuMsPerRequest!, 0) : null;
  return { cpuMsPerRequest: cpu, perSecond: 1 / kinds.reduce((sum, { share, figure }) => sum + share / figure.summary.perSecond, 0) };
}

interface Row {
  traffic: string;
  /** Per side, each run's figures. */
  cpu: (number | null)[][];
  rates: number[][];
}

function rowsOf(sides: readonly PairedSide[]): Row[] {
  const traffics = sides[0]!.runs[0]!.map((f) => f.traffic);
  const rows = traffics.map((traffic) => ({
    traffic,
    cpu: sides.map((side) => side.runs.map((run) => run.find((f) => f.traffic === traffic)!.cpuMsPerRequest)),
    rates: sides.map((side) => side.runs.map((run) => run.find((f) => f.traffic === traffic)!.summary.perSecond)),
  }));
  const mixed = sides.map((side) => side.runs.map(mixedReadsOf));
  rows.push({ traffic: 'reads, mixed as in the mixed run', cpu: mixed.map((runs) => runs.map((r) => r.cpuMsPerRequest)), rates: mixed.map((runs) => runs.map((r) => r.perSecond)) });
  return rows;
}

const known = (values: readonly (number | null)[]) => (values.every((v) => v !== null) ? (values as number[]) : null);
const change = (from: number | null, to: number | null) => (from === null || to === null ? '-' : `${to >= from ? '+' : ''}${Math.round((100 * (to - from)) / from)}%`);

/** A side's median, each run's figure beside it in the order they ran. */
function cell(values: readonly (number | null)[], format: (n: number) => string): { text: string; median: number | null } {
  const all = known(values);
  if (!all) return { text: '-', median: null };
  const middle = median(all);
  return { text: `${format(middle)} (${all.map(format).join(', ')})`, median: middle };
}

/**
 * Each kind's medians per side, as a table: server CPU per request and requests per second, and how
 * the second side differs from the first; with the machine's speed before each pair, to tell a pair
 * the machine slowed down for.
 */
export function pairedTable(database: string, sides: readonly [PairedSide, PairedSide], speeds: readonly MachineSpeed[]): string {
  const [a, b] = sides;
  const ms = (n: number) => `${n.toFixed(3)} ms`;
  const rate = (n: number) => `${Math.round(n)}/s`;
  const lines = rowsOf(sides).map(({ traffic, cpu, rates }) => {
    const [cpuA, cpuB] = cpu.map((values) => cell(values, ms));
    const [rateA, rateB] = rates.map((values) => cell(values, rate));
    return `| ${[traffic, cpuA!.text, cpuB!.text, change(cpuA!.median, cpuB!.median), rateA!.text, rateB!.text, change(rateA!.median, rateB!.median)].join(' | ')} |`;
  });
  return [
    `### ${database}, each kind alone, ${a.runs.length} runs of each side in turns`,
    '',
    `A: ${a.label}. B: ${b.label}. Medians, each run's figure after them in the order they ran.`,
    `Before each pair, the leaderboard aggregation of 100k rounds took ${speeds.map((s) => `${s.aggregationMs.toFixed(0)} ms`).join(', ')}, ` +
      `a loopback round trip ${speeds.map((s) => `${Math.round(s.roundTripUs)} µs`).join(', ')}.`,
    '',
    '| traffic | server CPU per request, A | B | B against A | per second, A | B | B against A |',
    `|${' --- |'.repeat(7)}`,
    ...lines,
    '',
  ].join('\n');
}
