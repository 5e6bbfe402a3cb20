import { performance } from 'node:perf_hooks';

export interface Measurement {
  median: number;
  p95: number;
  runs: number;
}

function summarise(times: number[]): Measurement {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95), runs: sorted.length };
}

/** Milliseconds per call: a few warm-up calls first, then `runs` timed ones. */
export async function measure(fn: () => unknown, runs = 15, warmup = 3): Promise<Measurement> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return summarise(times);
}

export function summariseTimes(times: number[]): Measurement {
  return summarise(times);
}

export interface Row {
  what: string;
  measured: string;
  budget: string;
  ok: boolean | null;
}

export function printTable(rows: Row[]): void {
  const widths = [
    Math.max(4, ...rows.map((r) => r.what.length)),
    Math.max(8, ...rows.map((r) => r.measured.length)),
    Math.max(6, ...rows.map((r) => r.budget.length)),
  ];
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  console.log(line(['what', 'measured', 'budget', 'within']));
  for (const r of rows) console.log(line([r.what, r.measured, r.budget, r.ok === null ? '-' : r.ok ? 'yes' : 'NO']));
}
