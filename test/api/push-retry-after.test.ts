import { describe, expect, it } from 'vitest';
import { retryAfterMs } from '../../api/modules/push/services/sendPush';

describe("a push service's Retry-After", () => {
  const now = Date.parse('2026-11-29T12:00:00Z');

  it('reads seconds and HTTP dates, a date past as no wait', () => {
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
    expect(retryAfterMs('Sun, 29 Nov 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Sun, 29 Nov 2026 11:00:00 GMT', now)).toBe(0);
  });

  it('is no guidance when absent or unreadable, so backoff decides', () => {
    for (const header of [null, '', 'soon', '-5', '1.5e3']) expect(retryAfterMs(header, now)).toBeNull();
  });
});
