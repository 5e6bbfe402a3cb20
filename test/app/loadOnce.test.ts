import { describe, expect, it } from 'vitest';
import { loadOnce } from '../../app/lazy/loadOnce';

describe('loadOnce', () => {
  it('starts the load once for every caller, before and after it settles', async () => {
    let starts = 0;
    const load = loadOnce(async () => ++starts);
    const [first, second] = await Promise.all([load(), load()]);
    expect([first, second, await load()]).toEqual([1, 1, 1]);
    expect(starts).toBe(1);
  });

  it('forgets a failed load, so the next caller starts it afresh', async () => {
    let starts = 0;
    const load = loadOnce(async () => {
      starts += 1;
      if (starts === 1) throw new Error('offline');
      return 'chunk';
    });
    await expect(load()).rejects.toThrow('offline');
    expect(await load()).toBe('chunk');
    expect(await load()).toBe('chunk');
    expect(starts).toBe(2);
  });
});
