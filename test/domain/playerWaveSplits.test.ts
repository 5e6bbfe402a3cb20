import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROLES_BY_FORMAT, TICK_MS, WAVE_COUNT, type Role } from '../../domain/constants';
import { playerDirectory } from '../../domain/player/directory';
import { playerSplits, type PlayerSplitsQuery } from '../../domain/player/waveSplits';
import { deriveRoundData } from '../../domain/roundList/data';
import type { AltsMap, UnrankedRound, WaveEntry } from '../../domain/types';
import { on, round } from '../fixtures/storedRound';

const ALTS: AltsMap = { Mainy: ['Alty'], Alty: ['Mainy'] };

const splitsOf = (rounds: UnrankedRound[], query: Partial<PlayerSplitsQuery> = {}, alts: AltsMap = ALTS) =>
  playerSplits(deriveRoundData(rounds), playerDirectory(alts, []), { name: 'Mainy', format: 'five_man', role: null, ...query });

const wave = (wave_number: number, wave_time: number, qs_time: number | null = 4, good_premove: boolean | null = true): WaveEntry => ({
  wave_number,
  wave_time,
  qs_time: wave_number === 1 ? null : qs_time,
  good_premove: wave_number === 1 ? null : good_premove,
  reset: false,
});

/** A five-man round with ten waves of `times`, Mainy in `role`; a minute of gaps between waves on top of them. */
function withWaves(id: number, times: number[], extra: Partial<UnrankedRound> = {}, role: Role = 'Healer', qs: number[] = []): UnrankedRound {
  const wave_data = times.map((time, i) => wave(i + 1, time, qs[i] ?? 4, i % 2 === 0));
  const total = Math.round(times.reduce((sum, t) => sum + t * 10, 0) + 600) / 10;
  return { ...round(id, 'five_man', total, on(id), [['Mainy', role], ['Bob', 'Defender']]), wave_data, ...extra };
}

const TEN = [30, 31.2, 32.4, 33, 34.8, 36, 37.2, 38.4, 39, 60];

describe("a player's wave splits", () => {
  const rounds = [
    withWaves(1, TEN, {}, 'Healer', [4, 5, 6, 4, 4, 4, 4, 4, 4, 4]),
    withWaves(2, TEN.map((t, i) => (i === 3 ? t - 1.8 : t + 0.6)), {}, 'Collector', [6, 5, 4, 4, 4, 4, 4, 4, 4, 4]),
    withWaves(3, TEN.map((t) => t + 1.2), {}, 'Healer'),
    // Not the scroller's: its splits may be a tick off, so it counts for nothing here, however fast.
    withWaves(4, TEN.map((t) => t - 5), { scroller: false }),
    // Another format and another player.
    { ...withWaves(5, TEN.map((t) => t - 6)), format: 'leech' as const },
    { ...withWaves(6, TEN.map((t) => t - 6)), players: [{ character_name: 'Bob', role: 'Defender' as Role }] },
  ];

  it("gives each wave's best (to its round), average, spread and count over the player's scroller rounds of the format", () => {
    const splits = splitsOf(rounds);
    expect(splits.rounds).toBe(3);
    expect(splits.waves.map((row) => row.wave_number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const wave1 = [TEN[0]!, TEN[0]! + 0.6, TEN[0]! + 1.2];
    const mean = (wave1[0]! + wave1[1]! + wave1[2]!) / 3;
    expect(splits.waves[0]).toMatchObject({ best: { roundId: 1, time: 30, date: on(1) }, rounds: 3, averageQs: null, goodPremoves: null });
    expect(splits.waves[0]!.average).toBeCloseTo(mean, 9);
    expect(splits.waves[0]!.spread).toBeCloseTo(Math.sqrt(wave1.reduce((sum, t) => sum + (t - mean) ** 2, 0) / 3), 9);
    // Wave 4: round 2 was 1.8 s faster there.
    expect(splits.waves[3]!.best).toEqual({ roundId: 2, date: on(2), time: 31.2 });
  });

  it('averages the QS ticks and counts the good premoves of waves 2 to 10', () => {
    const splits = splitsOf(rounds);
    // Wave 2: QS 5, 5 and 4 (round 3's default); premoves: wave 2 is an odd index, so bad in every round.
    expect(splits.waves[1]!.averageQs).toBeCloseTo(14 / 3, 9);
    expect(splits.waves[1]!.goodPremoves).toBe(0);
    expect(splits.waves[2]!.averageQs).toBeCloseTo(14 / 3, 9);
    expect(splits.waves[2]!.goodPremoves).toBe(1);
  });

  it('sums the Best column, and says how far the PB is from it', () => {
    const splits = splitsOf(rounds);
    const sumOfBest = Math.round(splits.waves.reduce((sum, row) => sum + row.best.time * 10, 0)) / 10;
    expect(splits.sumOfBest).toBe(sumOfBest);
    expect(sumOfBest).toBe(Math.round(TEN.reduce((sum, t) => sum + t * 10, 0) - 18) / 10);
    expect(splits.pb).toEqual({ roundId: 1, date: on(1), time: rounds[0]!.round_time });
    expect(splits.timeToSave).toBe(Math.round((rounds[0]!.round_time - sumOfBest) * 10) / 10);
  });

  it("reads only the chosen role's rounds, when one is chosen", () => {
    const healer = splitsOf(rounds, { role: 'Healer' });
    expect(healer.rounds).toBe(2);
    expect(healer.waves[3]!.best.roundId).toBe(1);
    expect(healer.pb?.roundId).toBe(1);
    const collector = splitsOf(rounds, { role: 'Collector' });
    expect(collector.pb?.roundId).toBe(2);
    expect(collector.waves.every((row) => row.best.roundId === 2 && row.rounds === 1)).toBe(true);
    expect(splitsOf(rounds, { role: 'Defender' })).toEqual({ rounds: 0, waves: [], series: [], sumOfBest: null, pb: null, timeToSave: null });
  });

  it("gathers a linked character's rounds under the player, in any case", () => {
    const alt = { ...withWaves(7, TEN.map((t) => t - 0.6)), players: [{ character_name: 'ALTY', role: 'Healer' as Role }] };
    for (const name of ['mainy', 'Alty']) {
      const splits = splitsOf([...rounds, alt], { name });
      expect(splits.rounds).toBe(4);
      expect(splits.waves[0]!.best.roundId).toBe(7);
    }
  });

  it('has no sum of best, nor time to save, while a wave has no split', () => {
    const splits = splitsOf([withWaves(1, TEN.slice(0, 9))]);
    expect(splits.waves).toHaveLength(9);
    expect(splits.sumOfBest).toBeNull();
    expect(splits.timeToSave).toBeNull();
    expect(splits.pb?.roundId).toBe(1);
  });

  it('keeps the earlier round as the holder of a tied best', () => {
    const splits = splitsOf([withWaves(3, TEN), withWaves(2, TEN), withWaves(4, TEN, { round_date: null })]);
    expect(splits.waves.every((row) => row.best.roundId === 2)).toBe(true);
  });

  it("charts each wave's dated splits oldest first, with a step wherever the wave's best fell", () => {
    const splits = splitsOf([withWaves(1, TEN), withWaves(2, TEN.map((t) => t + 0.6)), withWaves(3, TEN.map((t) => t - 0.6)), withWaves(4, TEN, { round_date: null })]);
    expect(splits.series[0]!.points.map((point) => point.roundId)).toEqual([1, 2, 3]);
    expect(splits.series[0]!.steps.map((point) => [point.roundId, point.time])).toEqual([
      [1, 30],
      [3, 29.4],
    ]);
  });
});

/** Rounds as the game makes them: each round's time is its waves' and the gaps between them, in whole ticks. */
const gameRounds = fc.array(
  fc.record({
    ticks: fc.array(fc.integer({ min: 30, max: 150 }), { minLength: WAVE_COUNT, maxLength: WAVE_COUNT }),
    gapTicks: fc.integer({ min: 0, max: 60 }),
    scroller: fc.boolean(),
    role: fc.constantFrom(...ROLES_BY_FORMAT.five_man),
    dated: fc.boolean(),
  }),
  { minLength: 1, maxLength: 25 },
);

const seconds = (ticks: number) => (ticks * TICK_MS) / 1000;

type Drawn = typeof gameRounds extends fc.Arbitrary<infer T> ? T : never;

function toRounds(drawn: Drawn): UnrankedRound[] {
  return drawn.map((r, i) => ({
    ...round(i + 1, 'five_man', seconds(r.ticks.reduce((sum, t) => sum + t, 0) + r.gapTicks), r.dated ? on(1 + (i % 28), i % 24) : null, [['Mainy', r.role]]),
    scroller: r.scroller,
    wave_data: r.ticks.map((t, w) => wave(w + 1, seconds(t))),
  }));
}

describe("a player's sum of best, for any rounds the game could make", () => {
  it('equals the sum of the Best column and is never slower than the PB, whatever role is chosen', () => {
    fc.assert(
      fc.property(gameRounds, fc.constantFrom<Role | null>(null, ...ROLES_BY_FORMAT.five_man), (drawn, role) => {
        const splits = splitsOf(toRounds(drawn), { role });
        if (splits.sumOfBest === null) return;
        expect(splits.sumOfBest).toBe(Math.round(splits.waves.reduce((sum, row) => sum + row.best.time * 10, 0)) / 10);
        expect(splits.sumOfBest).toBeLessThanOrEqual(splits.pb!.time);
        expect(splits.timeToSave).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('reads each scroller round once per wave', () => {
    fc.assert(
      fc.property(gameRounds, (drawn) => {
        const rounds = toRounds(drawn);
        const splits = splitsOf(rounds);
        const read = rounds.filter((r) => r.scroller);
        expect(splits.rounds).toBe(read.length);
        for (const row of splits.waves) expect(row.rounds).toBe(read.length);
      }),
    );
  });
});
