import { describe, expect, it } from 'vitest';
import { batchCalls } from '../../api/db/batchCalls';

/** A batched doubler that records the batches it was given, each answered after `hold`. */
function doubler(hold: () => Promise<void> = () => Promise.resolve()) {
  const batches: number[][] = [];
  const call = batchCalls(async (items: number[]) => {
    batches.push(items);
    await hold();
    return items.map((item) => (item < 0 ? { ok: false as const, error: new Error(`${item} refused`) } : { ok: true as const, value: item * 2 }));
  });
  return { call, batches };
}

describe('calls batched together', () => {
  it('sends the calls of one turn of the event loop in one batch, even when they come a few promises apart', async () => {
    const { call, batches } = doubler();
    const first = call(1);
    const later = Promise.resolve().then(() => Promise.resolve().then(() => call(2)));
    await expect(Promise.all([first, later, call(3)])).resolves.toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 3, 2]]);
  });

  it('puts a call made while a batch is under way in the next batch, never in the one that started before it', async () => {
    let release!: () => void;
    const { call, batches } = doubler(() => new Promise((resolve) => (release = resolve)));
    const first = call(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([[1]]);
    const second = [call(2), call(3)];
    release();
    await expect(first).resolves.toBe(2);
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await expect(Promise.all(second)).resolves.toEqual([4, 6]);
    expect(batches).toEqual([[1], [2, 3]]);
  });

  it('fails only the call its batch refused, and answers the others', async () => {
    const { call } = doubler();
    const outcomes = await Promise.allSettled([call(5), call(-1), call(7)]);
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : (o.reason as Error).message))).toEqual([10, '-1 refused', 14]);
  });
});
