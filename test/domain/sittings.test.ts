import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TimedRoundRef } from '../../domain/player/types';
import { SITTING_GAP_MS, sittingsOf } from '../../domain/teams/sittings';
import { parseUtcTimestamp, toUtcTimestamp } from '../../domain/time';

const START = Date.UTC(2026, 0, 10, 18);
const MINUTE = 60_000;

/** Rounds at the given ms after START, with the given times; ids in order. */
const refsAt = (offsets: number[], times: number[] = offsets.map(() => 600)): TimedRoundRef[] =>
  offsets.map((offset, i) => ({ roundId: i + 1, date: toUtcTimestamp(new Date(START + offset)), time: times[i]! }));

const msOf = (ref: TimedRoundRef) => parseUtcTimestamp(ref.date!).getTime();

describe('sittingsOf', () => {
  it('keeps a round exactly 30 minutes after the last in the sitting, and starts a new one a second later', () => {
    expect(SITTING_GAP_MS).toBe(30 * MINUTE);
    expect(sittingsOf(refsAt([0, 30 * MINUTE, 60 * MINUTE])).map((s) => s.count)).toEqual([3]);
    const split = sittingsOf(refsAt([0, 30 * MINUTE, 60 * MINUTE + 1000]));
    expect(split.map((s) => [s.count, s.start, s.end])).toEqual([
      [1, toUtcTimestamp(new Date(START + 60 * MINUTE + 1000)), toUtcTimestamp(new Date(START + 60 * MINUTE + 1000))],
      [2, toUtcTimestamp(new Date(START)), toUtcTimestamp(new Date(START + 30 * MINUTE))],
    ]);
  });

  it("takes each sitting's fastest round, the earlier on a tie, and its mean time in tenths", () => {
    const [later, earlier] = sittingsOf(refsAt([0, 10 * MINUTE, 20 * MINUTE, 5 * 60 * MINUTE, 5 * 60 * MINUTE + MINUTE], [610.2, 600.6, 600.6, 630, 630.6]));
    expect(earlier).toMatchObject({ count: 3, best: { roundId: 2, time: 600.6 }, average: 603.8 });
    expect(later).toMatchObject({ count: 2, best: { roundId: 4, time: 630 }, average: 630.3 });
  });

  it('leaves undated rounds out, and has no sitting without a dated round', () => {
    const refs = [{ roundId: 9, date: null, time: 500 }, ...refsAt([0, MINUTE], [610, 620])];
    expect(sittingsOf(refs)).toEqual([{ start: refs[1]!.date, end: refs[2]!.date, count: 2, best: refs[1], average: 615 }]);
    expect(sittingsOf([{ roundId: 9, date: null, time: 500 }])).toEqual([]);
    expect(sittingsOf([])).toEqual([]);
  });

  it('splits the rounds, in order, where and only where a gap is over 30 minutes', () => {
    // Gaps around the limit, the limit itself included, and whole-tick times.
    const gap = fc.oneof(fc.constantFrom(0, SITTING_GAP_MS, SITTING_GAP_MS + 1000, SITTING_GAP_MS - 1000), fc.integer({ min: 0, max: 3 * SITTING_GAP_MS }));
    const input = fc.array(fc.tuple(gap, fc.integer({ min: 900, max: 1400 })), { maxLength: 40 });
    fc.assert(
      fc.property(input, (steps) => {
        let at = 0;
        const refs = refsAt(
          steps.map(([step]) => (at += step)),
          steps.map(([, ticks]) => (ticks * 6) / 10),
        );
        const sittings = sittingsOf(refs);
        expect(sittings.reduce((sum, s) => sum + s.count, 0)).toBe(refs.length);
        let next = 0;
        for (const sitting of [...sittings].reverse()) {
          const members = refs.slice(next, next + sitting.count);
          next += sitting.count;
          expect([sitting.start, sitting.end]).toEqual([members[0]!.date, members.at(-1)!.date]);
          for (let k = 1; k < members.length; k++) expect(msOf(members[k]!) - msOf(members[k - 1]!)).toBeLessThanOrEqual(SITTING_GAP_MS);
          if (next < refs.length) expect(msOf(refs[next]!) - msOf(members.at(-1)!)).toBeGreaterThan(SITTING_GAP_MS);
          const fastest = Math.min(...members.map((m) => m.time));
          expect(sitting.best).toEqual(members.find((m) => m.time === fastest));
          const mean = members.reduce((sum, m) => sum + m.time, 0) / members.length;
          expect(Math.abs(sitting.average - mean)).toBeLessThanOrEqual(0.05 + 1e-9);
          expect(Math.round(sitting.average * 10)).toBeCloseTo(sitting.average * 10, 9);
        }
      }),
      { numRuns: 300 },
    );
  });
});
