import { expect } from 'vitest';
import type { Reply } from './server';

/** A clock the test moves, shared by servers on one database: 15 s into a minute, so 45 s are left. */
export function testClock() {
  let now = Date.UTC(2030, 0, 1, 12, 0, 15);
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

export type Clock = ReturnType<typeof testClock>;

/** A 429 in the error envelope, with the seconds until the window ends in Retry-After and the message. */
export function expectRateLimited(reply: Reply, seconds: number): void {
  expect(reply.status).toBe(429);
  expect(reply.headers.get('retry-after')).toBe(String(seconds));
  expect(reply.body).toEqual({
    status: 'error',
    error: `Too many requests. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
    code: 'rate_limited',
  });
}
