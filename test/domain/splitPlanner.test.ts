import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TICK_MS, WAVE_COUNT } from '../../domain/constants';
import {
  PLAN_TARGET_LIMITS,
  finishHistory,
  isPlanTarget,
  paceText,
  planSplits,
  projectFinish,
  shareAtOrUnder,
  waveProfiles,
  type WaveProfiles,
} from '../../domain/splitPlanner';
import { median, percentile } from '../../domain/stats';
import type { UnrankedRound, WaveEntry } from '../../domain/types';
import { on, round } from '../fixtures/storedRound';

const tenths = (seconds: number) => Math.round(seconds * 10);
const sum = (values: readonly number[]) => values.reduce((total, value) => total + tenths(value), 0) / 10;

const waves = (times: readonly number[]): WaveEntry[] => times.map((wave_time, i) => ({ wave_number: i + 1, wave_time, qs_time: null, good_premove: null, reset: false }));

/** A scroller round of ten `splits` (seconds) with `overhead` seconds of gaps between its waves. */
function played(id: number, splits: readonly number[], overhead: number): UnrankedRound {
  return { ...round(id, 'five_man', (splits.reduce((total, split) => total + tenths(split), 0) + tenths(overhead)) / 10, on(id)), wave_data: waves(splits) };
}

const BASE = [30, 36, 39, 42, 45, 48, 51, 54, 57, 90];
const shifted = (by: (wave: number) => number) => BASE.map((split, at) => (tenths(split) + tenths(by(at + 1))) / 10);

/**
 * Five rounds in whole ticks. Wave 1: 30, 31.2, 32.4, 30.6, 33.6 (best 30, median 31.2); wave 3: 39,
 * 40.2, 41.4, 38.4, 42.6 (38.4, 40.2); wave 10: 90, 91.2, 92.4, 96, 102 (90, 92.4); every other wave
 * its base, +1.2, +2.4, +0.6, +3.6 (base, base + 1.2). Overheads 5, 6, 7, 8 and 30: median 7.
 */
const HISTORY = [
  played(1, BASE, 5),
  played(2, shifted(() => 1.2), 6),
  played(3, shifted(() => 2.4), 7),
  played(4, shifted((wave) => (wave === 10 ? 6 : wave === 3 ? -0.6 : 0.6)), 8),
  played(5, shifted((wave) => (wave === 10 ? 12 : 3.6)), 30),
];
const TYPICAL = [31.2, 37.2, 40.2, 43.2, 46.2, 49.2, 52.2, 55.2, 58.2, 92.4];
const BEST = [30, 36, 38.4, 42, 45, 48, 51, 54, 57, 90];
// 505.2 and 491.4 seconds of splits, with 7 of overhead.
const TYPICAL_TOTAL = 512.2;
const BEST_TOTAL = 498.4;
/** What splits and an overhead add up to, in whole tenths as a plan works them. */
const finish = (splits: readonly number[], overhead = 7) => sum([...splits, overhead]);

/** The top-ten median of each wave: wave 10 loses 6 s against it, wave 5 loses 2 s, wave 3 1 s; no other wave loses. */
const REFERENCE = TYPICAL.map((split, at) => (at === 9 ? 86.4 : at === 4 ? 44.2 : at === 2 ? 39.2 : split + 0.6));

const profiles = waveProfiles(HISTORY)!;
const splitsOf = (target: number, reference: number[] | null = REFERENCE) => planSplits(profiles, target, reference)!.waves.map((wave) => wave.split);
const cutsOf = (target: number, reference: number[] | null = REFERENCE) => splitsOf(target, reference).map((split, at) => Math.round((TYPICAL[at]! - split) * 10) / 10);

describe('medians and percentiles', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow(RangeError);
  });

  it('takes the nearest-rank percentile: always one of the values', () => {
    const sorted = Array.from({ length: 30 }, (_, i) => i + 1);
    expect(percentile(sorted, 10)).toBe(3);
    expect(percentile(sorted, 90)).toBe(27);
    expect(percentile(sorted, 0)).toBe(1);
    expect(percentile(sorted, 100)).toBe(30);
    expect(percentile([1, 2, 3, 4, 5], 10)).toBe(1);
    expect(percentile([1, 2, 3, 4, 5], 90)).toBe(5);
    expect(() => percentile([], 50)).toThrow(RangeError);
  });
});

describe('wave profiles', () => {
  it("give each wave's best, median and sorted splits, and the median overhead", () => {
    expect(profiles.rounds).toBe(5);
    expect(profiles.overhead).toBe(7);
    expect(profiles.waves.map((wave) => wave.wave_number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(profiles.waves.map((wave) => wave.best)).toEqual(BEST);
    expect(profiles.waves.map((wave) => wave.typical)).toEqual(TYPICAL);
    expect(profiles.waves[0]!.splits).toEqual([30, 30.6, 31.2, 32.4, 33.6]);
    expect(profiles.waves[9]!.splits).toEqual([90, 91.2, 92.4, 96, 102]);
  });

  it('read only rounds with all ten splits, and are null without any', () => {
    const partial = { ...played(6, BASE, 5), wave_data: waves(BASE.slice(0, 9)) };
    expect(waveProfiles([...HISTORY, partial])!.rounds).toBe(5);
    expect(waveProfiles([partial])).toBeNull();
    expect(waveProfiles([])).toBeNull();
  });

  it('answer the share of rounds at or under a time', () => {
    const wave10 = profiles.waves[9]!;
    expect(shareAtOrUnder(wave10, 89.9)).toBe(0);
    expect(shareAtOrUnder(wave10, 92.4)).toBe(0.6);
    expect(shareAtOrUnder(wave10, 95.9)).toBe(0.6);
    expect(shareAtOrUnder(wave10, 102)).toBe(1);
  });

});

describe('a split plan', () => {
  it('keeps the typical splits when the target is the typical total', () => {
    expect(finish(TYPICAL)).toBe(TYPICAL_TOTAL);
    expect(finish(BEST)).toBe(BEST_TOTAL);
    expect(splitsOf(TYPICAL_TOTAL)).toEqual(TYPICAL);
  });

  it('cuts the waves that lose against the reference, the one losing most the most, none below its best', () => {
    // 4 s to cut: wave 10 (6 s lost) gives all it can, 2.4 s down to its best; waves 5 and 3 share the rest 2 to 1.
    const target = 508.2;
    const plan = planSplits(profiles, target, REFERENCE)!;
    expect(cutsOf(target)).toEqual([0, 0, 0.5, 0, 1.1, 0, 0, 0, 0, 2.4]);
    expect(plan.target).toBe(508.2);
    expect(plan.overhead).toBe(7);
    expect(finish(plan.waves.map((wave) => wave.split), plan.overhead)).toBe(target);
    // At or under: wave 3's 39.7 by 38.4 and 39; wave 5's 45.1 by 45; wave 10's 90 by its best alone; the rest keep 3 of 5.
    expect(plan.waves.map((wave) => wave.reachedShare)).toEqual([0.6, 0.6, 0.4, 0.6, 0.2, 0.6, 0.6, 0.6, 0.6, 0.2]);
    expect(plan.waves[0]).toMatchObject({ wave_number: 1, split: 31.2, best: 30, typical: 31.2 });
  });

  it('then cuts the waves that lose nothing, once the losing ones are at their best', () => {
    // The losing waves can give 2.4 + 1.2 + 1.8 = 5.4 s; a 6 s cut takes 0.6 s more from the others.
    const cuts = cutsOf(506.2);
    expect([cuts[2], cuts[4], cuts[9]]).toEqual([1.8, 1.2, 2.4]);
    expect(sum(cuts)).toBe(6);
    expect(splitsOf(506.2).every((split, at) => split >= BEST[at]!)).toBe(true);
  });

  it('cuts in proportion to what each wave could save when there is no reference, or no wave loses against it', () => {
    // Waves 1 to 9 but 3 could save 1.2 s, wave 3 1.8 s, wave 10 2.4 s: 4 s is 29 % of each.
    const expected = [0.4, 0.4, 0.5, 0.4, 0.4, 0.3, 0.3, 0.3, 0.3, 0.7];
    expect(cutsOf(508.2, null)).toEqual(expected);
    expect(cutsOf(508.2, TYPICAL.map((split) => split + 5))).toEqual(expected);
  });

  it('sets every wave at its best for the sum of best, and below it, in proportion to the best, for a faster target', () => {
    expect(splitsOf(BEST_TOTAL)).toEqual(BEST);
    const target = 488.4;
    const splits = splitsOf(target);
    expect(finish(splits)).toBe(target);
    splits.forEach((split, at) => {
      expect(split).toBeLessThan(BEST[at]!);
      expect(Math.abs(split - (BEST[at]! * (target - 7)) / (BEST_TOTAL - 7))).toBeLessThanOrEqual(0.1);
    });
  });

  it('adds to each wave in proportion to its typical split for a slower target', () => {
    const target = 522.2;
    const plan = planSplits(profiles, target, REFERENCE)!;
    expect(finish(plan.waves.map((wave) => wave.split))).toBe(target);
    plan.waves.forEach((wave, at) => {
      expect(wave.split).toBeGreaterThan(TYPICAL[at]!);
      expect(Math.abs(wave.split - (TYPICAL[at]! * (target - 7)) / (TYPICAL_TOTAL - 7))).toBeLessThanOrEqual(0.1);
    });
    expect(plan.waves[9]!.reachedShare).toBe(0.6);
  });

  it("paces each wave's end with a tenth of the overhead per wave, ending at the target", () => {
    const plan = planSplits(profiles, TYPICAL_TOTAL, null)!;
    expect(plan.waves[0]!.pace).toBe(31.9);
    expect(plan.waves[1]!.pace).toBe(69.8);
    expect(plan.waves[9]!.pace).toBe(TYPICAL_TOTAL);
  });

  it('is worked for targets between 5:00 and an hour, from some profiles', () => {
    expect(PLAN_TARGET_LIMITS).toEqual({ min: 300, max: 3600 });
    expect([299.9, 300, 3600, 3600.1, Number.NaN, Infinity].map(isPlanTarget)).toEqual([false, true, true, false, false, false]);
    expect(planSplits(null, 510, null)).toBeNull();
    expect(planSplits(profiles, 299, null)).toBeNull();
    expect(planSplits(profiles, 4000, null)).toBeNull();
  });
});

describe('a finish projection', () => {
  // After wave 3 at 1:55, what the rounds took from there: 390.5, 399.6, 402.2, 408.7 and 441.6 seconds
  // (round time, less waves 1 to 3 and three tenths of the overhead).
  const history = { source: 'team' as const, rounds: HISTORY };

  it('adds the median of what the rounds took from the same point, with the 10th and 90th percentiles as its range', () => {
    expect(projectFinish(history, 3, 115, { teamBest: 514.6, worldRecord: 506 })).toEqual({
      source: 'team',
      rounds: 5,
      projection: 517.2,
      low: 505.5,
      high: 556.6,
      // Only 390.5 finishes under 514.6: 399.6 would tie it, which beats nothing.
      pbChance: 0.2,
      wrChance: 0.2,
    });
    expect(projectFinish(history, 3, 115, { teamBest: 515, worldRecord: null })).toMatchObject({ pbChance: 0.4, wrChance: null });
  });

  it('projects the median round time from the start', () => {
    expect(projectFinish(history, 0, 0, { teamBest: null, worldRecord: null })!.projection).toBe(median(HISTORY.map((r) => r.round_time)));
  });

  it("reads the format's rounds while the team has fewer than three with all ten splits, and says so", () => {
    const formatRounds = [played(9, BASE, 10)];
    expect(finishHistory(HISTORY.slice(0, 2), formatRounds)).toEqual({ source: 'format', rounds: formatRounds });
    expect(finishHistory(HISTORY.slice(0, 3), formatRounds)).toEqual({ source: 'team', rounds: HISTORY.slice(0, 3) });
    const projection = projectFinish(finishHistory(HISTORY.slice(0, 2), formatRounds), 9, 500, { teamBest: null, worldRecord: null })!;
    expect(projection).toMatchObject({ source: 'format', rounds: 1, projection: 500 + 90 + 1 });
  });

  it('is null with no round to read', () => {
    expect(projectFinish({ source: 'format', rounds: [] }, 2, 60, { teamBest: 500, worldRecord: 480 })).toBeNull();
  });

  it('reads as a pace to the tenth', () => {
    expect(paceText({ projection: 574.2 })).toBe('On pace for 9:34.2');
    expect(paceText({ projection: 599.96 })).toBe('On pace for 10:00.0');
  });
});

/** Rounds as the game makes them: ten splits in whole ticks of 20 to 150 s, and 2 to 15 s of gaps. */
const gameRounds = fc.array(
  fc.record({
    ticks: fc.array(fc.integer({ min: 34, max: 250 }), { minLength: WAVE_COUNT, maxLength: WAVE_COUNT }),
    overheadTenths: fc.integer({ min: 20, max: 150 }),
  }),
  { minLength: 1, maxLength: 40 },
);
const seconds = (ticks: number) => (ticks * TICK_MS) / 1000;
const toRounds = (drawn: { ticks: number[]; overheadTenths: number }[]) =>
  drawn.map((r, i) => played(i + 1, r.ticks.map(seconds), r.overheadTenths / 10));

const target = fc.integer({ min: 3000, max: 12_000 }).map((t) => t / 10);
const reference = fc.option(fc.array(fc.integer({ min: 200, max: 1500 }).map((t) => t / 10), { minLength: WAVE_COUNT, maxLength: WAVE_COUNT }));
const RUNS = { numRuns: 300 };

const sumOfBest = (p: WaveProfiles) => sum(p.waves.map((wave) => wave.best));

describe('a split plan, for any rounds the game could make and any target', () => {
  it('adds up to the target with the overhead, keeps every wave at its best or slower unless the target is faster, and paces up to the target', () => {
    fc.assert(
      fc.property(gameRounds, target, reference, (drawn, goal, ref) => {
        const p = waveProfiles(toRounds(drawn))!;
        const plan = planSplits(p, goal, ref)!;
        expect(plan.waves.reduce((total, wave) => total + tenths(wave.split), 0) + tenths(plan.overhead)).toBe(tenths(goal));
        if (tenths(goal) >= tenths(sumOfBest(p)) + tenths(p.overhead)) for (const wave of plan.waves) expect(wave.split).toBeGreaterThanOrEqual(wave.best);
        plan.waves.forEach((wave, at) => {
          expect(wave.pace).toBeGreaterThanOrEqual(at === 0 ? 0 : plan.waves[at - 1]!.pace);
          expect(wave.reachedShare).toBeGreaterThanOrEqual(0);
          expect(wave.reachedShare).toBeLessThanOrEqual(1);
        });
        expect(plan.waves.at(-1)!.pace).toBe(goal);
      }),
      RUNS,
    );
  });

  it('never plans a wave faster, nor reaches fewer rounds, for a slower target', () => {
    fc.assert(
      fc.property(gameRounds, target, target, reference, (drawn, a, b, ref) => {
        const p = waveProfiles(toRounds(drawn))!;
        const faster = planSplits(p, Math.min(a, b), ref)!;
        const slower = planSplits(p, Math.max(a, b), ref)!;
        faster.waves.forEach((wave, at) => {
          expect(wave.split).toBeLessThanOrEqual(slower.waves[at]!.split);
          expect(wave.reachedShare).toBeLessThanOrEqual(slower.waves[at]!.reachedShare);
        });
      }),
      RUNS,
    );
  });
});

describe('a finish projection, for any rounds the game could make', () => {
  const records = fc.record({ teamBest: fc.option(target), worldRecord: fc.option(target) });

  it('lies within its range, with chances between 0 and 1', () => {
    fc.assert(
      fc.property(gameRounds, fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9000 }), records, (drawn, done, elapsedTenths, told) => {
        const projection = projectFinish({ source: 'team', rounds: toRounds(drawn) }, done, elapsedTenths / 10, told)!;
        expect(projection.low).toBeLessThanOrEqual(projection.projection);
        expect(projection.projection).toBeLessThanOrEqual(projection.high);
        for (const chance of [projection.pbChance, projection.wrChance]) {
          if (chance === null) continue;
          expect(chance).toBeGreaterThanOrEqual(0);
          expect(chance).toBeLessThanOrEqual(1);
        }
        expect(projection.pbChance === null).toBe(told.teamBest === null);
      }),
      RUNS,
    );
  });

  it('projects the median round time from the start', () => {
    fc.assert(
      fc.property(gameRounds, (drawn) => {
        const rounds = toRounds(drawn);
        expect(projectFinish({ source: 'team', rounds }, 0, 0, { teamBest: null, worldRecord: null })!.projection).toBeCloseTo(median(rounds.map((r) => r.round_time)), 9);
      }),
      RUNS,
    );
  });
});
