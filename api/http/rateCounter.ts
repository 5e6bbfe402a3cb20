import type { Db } from '../db/connection';
import { batchCalls, type ItemOutcome } from '../db/batchCalls';

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

interface Addition {
  buckets: readonly string[];
  windowStart: number;
}

/** The additions' counts right after each: a counter's new total less what the additions after it added. */
async function addAll(db: Db, batch: readonly Addition[]): Promise<ItemOutcome<Map<string, number>>[]> {
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
  const outcomes = [...batch].reverse().map(({ buckets, windowStart }): ItemOutcome<Map<string, number>> => {
    const counts = new Map<string, number>();
    for (const bucket of buckets) {
      const key = `${windowStart}|${bucket}`;
      const count = after.get(key) ?? totals.get(windowStart)!.get(bucket)!;
      counts.set(bucket, count);
      after.set(key, count - 1);
    }
    return { ok: true, value: counts };
  });
  return outcomes.reverse();
}

/**
 * The rate-limit counters in the database, added to in bursts (see batchCalls), one row per
 * counter a statement. Each addition is answered with the counts as they stood right after it.
 */
export function createRateCounter(db: Db) {
  const add = batchCalls((batch: Addition[]) => addAll(db, batch));
  /** Adds one to each of these counters in the window, and gives their counts right after. */
  return (buckets: readonly string[], windowStart: number): Promise<Map<string, number>> => add({ buckets, windowStart });
}
