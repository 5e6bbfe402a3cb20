import { describe, expect, it } from 'vitest';
import { shareReads } from '../../api/db/sharedRead';

/** A read whose answers the test gives, one per call, in order. */
function controlledRead() {
  const pending: { answer(value: number): void; fail(err: Error): void }[] = [];
  const read = () =>
    new Promise<number>((resolve, reject) => {
      pending.push({ answer: resolve, fail: reject });
    });
  return { read, pending };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('shared reads', () => {
  it('never answers a caller with a read that began before it asked; the callers that came in meanwhile share the next read', async () => {
    const { read, pending } = controlledRead();
    const shared = shareReads(read);

    const first = shared();
    const second = shared();
    const third = shared();
    expect(pending).toHaveLength(1);

    pending[0]!.answer(1);
    expect(await first).toBe(1);
    await tick();
    expect(pending).toHaveLength(2);

    pending[1]!.answer(2);
    expect(await second).toBe(2);
    expect(await third).toBe(2);

    const later = shared();
    await tick();
    expect(pending).toHaveLength(3);
    pending[2]!.answer(3);
    expect(await later).toBe(3);
  });

  it('a failed read fails only its own callers; those waiting for the next read get its answer', async () => {
    const { read, pending } = controlledRead();
    const shared = shareReads(read);

    const first = shared();
    const second = shared();
    pending[0]!.fail(new Error('database unavailable'));
    await expect(first).rejects.toThrow('database unavailable');
    await tick();
    pending[1]!.answer(7);
    expect(await second).toBe(7);
  });
});
