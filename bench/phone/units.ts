import type { Row } from '../measure';

export const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
export const millis = (ms: number) => `${Math.round(ms)} ms`;

/** Decimal units, as the budgets are written: a megabyte is a million bytes. */
export const MB = 1_000_000;

export function bytes(n: number): string {
  if (n < 1000) return `${n} B`;
  if (n < MB) return `${(n / 1000).toFixed(1)} kB`;
  return `${(n / MB).toFixed(2)} MB`;
}

/** The median of runs, a run that never finished counting as slower than any that did. */
export function median(runs: ReadonlyArray<number | null>): number | null {
  const sorted = [...runs].sort((a, b) => (a ?? Infinity) - (b ?? Infinity));
  return sorted[Math.floor(sorted.length / 2)] ?? null;
}

/** A row of timed runs: their median against a budget, then each run; a run past `timeoutMs` is null. */
export function runsRow(what: string, times: ReadonlyArray<number | null>, budgetMs: number, timeoutMs: number): Row {
  const middle = median(times);
  const all = times.map((t) => (t === null ? `> ${seconds(timeoutMs)}` : millis(t))).join(', ');
  return {
    what: `${what} (median of ${times.length}: ${all})`,
    measured: middle === null ? `none within ${seconds(timeoutMs)}` : millis(middle),
    budget: `≤ ${budgetMs.toLocaleString('en-US')} ms`,
    ok: middle !== null && middle <= budgetMs,
  };
}

/** A long run says what it is doing, on stderr, apart from the table. */
export const progress = (message: string) => console.error(`[phone] ${message}`);
