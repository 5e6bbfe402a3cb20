import type { Db } from '../db/connection';

interface Addition {
  buckets: readonly string[];
  windowStart: number;
  settle(outcome: { ok: true; counts: Map<string, number> } | { ok: false; error: unknown }): void;
}

/** Adds each bucket's additions in one window, in one statement, and gives the new totals. */
async function addToWindow(db: Db, windowStart: number, amounts: ReadonlyMap<string, number>): Promise<Map<string, number>> {
  const rows: { bucket: string; count: number }[] = await db('rate_limits')
    // Sorted, so concurrent writers lock shared rows in the same order.
    .insert([...amounts.keys()].sort().map((bucket) => ({ bucket, window_start: windowStart, count: amounts.get(bucket)! })))
    .onConflict(['bucket', 'window_start'])
    .merge({ count: db.raw('?? + ??', ['rate_limits.count', 'excluded.count']) })
    .returning(['bucket', 'count']);
  return new Map(rows.map((row) => [row.bucket, Number(row.count)]));
}

/**
 * The rate-limit counters in the database, added to in bursts: while one statement runs, the
 * additions that arrive wait and go together in the next, one row per counter. Each addition is
 * answered with the counts as they stood right after it: its counter's new total less what the
 * additions after it in the same statement added.
 */
export function createRateCounter(db: Db) {
  const queue: Addition[] = [];
  let writing = false;

  async function write(batch: Addition[]): Promise<void> {
    try {
      const totals = new Map<number, Map<string, number>>();
      for (const windowStart of new Set(batch.map((a) => a.windowStart))) {
        const amounts = new Map<string, number>();
        for (const addition of batch) {
          if (addition.windowStart !== windowStart) continue;
          for (const bucket of addition.buckets) amounts.set(bucket, (amounts.get(bucket) ?? 0) + 1);
        }
        totals.set(windowStart, await addToWindow(db, windowStart, amounts));
      }
      // Walking back from the last addition, each bucket's count steps down one at a time.
      const after = new Map<string, number>();
      for (const addition of [...batch].reverse()) {
        const counts = new Map<string, number>();
        for (const bucket of addition.buckets) {
          const key = `${addition.windowStart}|${bucket}`;
          const count = after.get(key) ?? totals.get(addition.windowStart)!.get(bucket)!;
          counts.set(bucket, count);
          after.set(key, count - 1);
        }
        addition.settle({ ok: true, counts });
      }
    } catch (error) {
      for (const addition of batch) addition.settle({ ok: false, error });
    }
  }

  async function drain(): Promise<void> {
    writing = true;
    try {
      while (queue.length > 0) await write(queue.splice(0));
    } finally {
      writing = false;
    }
  }

  /** Adds one to each of these counters in the window, and gives their counts right after. */
  return function add(buckets: readonly string[], windowStart: number): Promise<Map<string, number>> {
    return new Promise((resolve, reject) => {
      queue.push({ buckets, windowStart, settle: (outcome) => (outcome.ok ? resolve(outcome.counts) : reject(outcome.error)) });
      if (!writing) void drain();
    });
  };
}
