import { describe, expect, it } from 'vitest';
import { averageTime } from '../../domain/averages';

describe('averageTime, five_man', () => {
  it('is the time itself when every role has it', () => {
    expect(
      averageTime('five_man', {
        'Main Attacker': 600,
        '2nd Attacker': 600,
        Healer: 600,
        Collector: 600,
        Defender: 600,
      }),
    ).toBe(600);
  });

  it('weights each role and counts missing roles as 720 s', () => {
    expect(averageTime('five_man', { 'Main Attacker': 600 })).toBe(690);
    expect(averageTime('five_man', { '2nd Attacker': 600 })).toBe(708);
    expect(averageTime('five_man', { Healer: 600 })).toBe(690);
    expect(averageTime('five_man', { Collector: 600 })).toBe(702);
    expect(averageTime('five_man', { Defender: 600 })).toBe(690);
  });

  it('divides the weighted sum by the total weight of 4', () => {
    expect(
      averageTime('five_man', {
        'Main Attacker': 600,
        '2nd Attacker': 630,
        Healer: 612,
        Collector: 660,
        Defender: 606,
      }),
    ).toBe(616.5);
  });

  it('ignores leech roles and empty times', () => {
    expect(averageTime('five_man', { Attacker: 600, Healer: 600 })).toBe(690);
    expect(averageTime('five_man', { 'Main Attacker': 600, Healer: null, Defender: 0 })).toBe(690);
  });

  it('ties averages that are equal on paper despite float noise', () => {
    // 540 + 0.4·546.6 and 541.2 + 0.4·543.6 are both 758.64, but not in binary floating point.
    const a = averageTime('five_man', { 'Main Attacker': 540, '2nd Attacker': 546.6 });
    const b = averageTime('five_man', { 'Main Attacker': 541.2, '2nd Attacker': 543.6 });
    expect(a).toBe(657.66);
    expect(b).toBe(657.66);
  });
});

describe('averageTime, leech', () => {
  it('is the plain mean of the four roles with 720 s for missing ones', () => {
    expect(averageTime('leech', { Healer: 660 })).toBe(705);
    expect(averageTime('leech', { Attacker: 600, Healer: 620, Collector: 640, Defender: 660 })).toBe(630);
    expect(averageTime('leech', { Attacker: 600, Defender: 640 })).toBe(670);
  });

  it('ignores five-man roles', () => {
    expect(averageTime('leech', { 'Main Attacker': 600, '2nd Attacker': 600, Collector: 660 })).toBe(705);
  });
});

describe('averageTime without a time', () => {
  it.each([
    {},
    { Healer: null },
    { Healer: 0, Defender: -5 },
    { Collector: Number.NaN },
    { Defender: Number.POSITIVE_INFINITY },
  ])('is null for %j', (roleTimes) => {
    expect(averageTime('five_man', roleTimes)).toBeNull();
    expect(averageTime('leech', roleTimes)).toBeNull();
  });

  it('is null when only the other format’s roles have times', () => {
    expect(averageTime('five_man', { Attacker: 600 })).toBeNull();
    expect(averageTime('leech', { 'Main Attacker': 600 })).toBeNull();
  });
});
