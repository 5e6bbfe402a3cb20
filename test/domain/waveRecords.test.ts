import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Format } from '../../domain/constants';
import type { UnrankedRound, WaveEntry } from '../../domain/types';
import { isWaveRecord, waveRecords, worldRecordRound } from '../../domain/waveRecords';
import { storedRoundsArbitrary } from '../fixtures/roundArbitrary';

const wave = (wave_number: number, wave_time: number, qs_time: number | null = 4): WaveEntry => ({ wave_number, wave_time, qs_time, good_premove: true, reset: false });
/** Ten waves of the given times (wave n takes times[n - 1]). */
const waves = (times: number[], qs: (number | null)[] = []) => times.map((time, i) => wave(i + 1, time, qs[i] ?? 4));

function round(id: number, wave_data: WaveEntry[], extra: Partial<UnrankedRound> = {}): UnrankedRound {
  return { id, format: 'five_man' as Format, round_time: 600, round_date: `2026-0${Math.min(id, 9)}-01T10:00:00.000000`, scroller: true, has_replay: false, players: [], wave_data, ...extra };
}

const TEN = [30, 31, 32, 33, 34, 35, 36, 37, 38, 200.4];

describe('wave records', () => {
  it("takes each wave's fastest scroller split, the round that set it, and the fewest QS ticks on that wave", () => {
    const records = waveRecords([
      round(1, waves(TEN, [5, 5, 5, 5, 5, 5, 5, 5, 5, 6])),
      round(2, waves(TEN.map((t, i) => (i === 2 ? t - 1.2 : t + 0.6)), [4, 6, 6, 6, 6, 6, 6, 6, 6, 6])),
    ]).five_man;
    expect(records.waves.map((w) => [w.wave_number, w.time, w.roundId])).toEqual(TEN.map((t, i) => [i + 1, i === 2 ? t - 1.2 : t, i === 2 ? 2 : 1]));
    expect(records.waves[0]!.fewestQs).toBe(4);
    expect(records.waves[9]!.fewestQs).toBe(6);
  });

  it('leaves out rounds not submitted by the scroller, however fast', () => {
    const records = waveRecords([round(1, waves(TEN)), round(2, waves(TEN.map((t) => t - 5)), { scroller: false })]).five_man;
    expect(records.waves.every((w) => w.roundId === 1)).toBe(true);
    expect(records.sumOfBest).toBe(506.4);
  });

  it('on a tie keeps the earlier round as the holder and counts the ties', () => {
    const records = waveRecords([round(3, waves(TEN)), round(2, waves(TEN)), round(4, waves(TEN), { round_date: null })]).five_man;
    expect(records.waves[0]).toMatchObject({ roundId: 2, date: '2026-02-01T10:00:00.000000', ties: 3 });
  });

  it('sums the ten records as the best possible time, in exact tenths', () => {
    const tenths = [30.1, 30.2, 30.1, 30.2, 30.1, 30.2, 30.1, 30.2, 30.1, 30.2];
    expect(waveRecords([round(1, waves(tenths))]).five_man.sumOfBest).toBe(301.5);
  });

  it('has no sum of best while a wave has no record, and nothing for a format without scroller rounds', () => {
    const records = waveRecords([round(1, waves(TEN).slice(0, 9))]);
    expect(records.five_man.waves).toHaveLength(9);
    expect(records.five_man.sumOfBest).toBeNull();
    expect(records.leech).toEqual({ format: 'leech', waves: [], sumOfBest: null });
  });

  it('marks a wave equal to its record, the record round itself included', () => {
    const records = waveRecords([round(1, waves(TEN)), round(2, waves(TEN.map((t) => t + 0.6)))]).five_man;
    expect(isWaveRecord(records, { wave_number: 1, wave_time: 30 })).toBe(true);
    expect(isWaveRecord(records, { wave_number: 1, wave_time: 30.6 })).toBe(false);
    expect(isWaveRecord(records, { wave_number: 11, wave_time: 30 })).toBe(false);
  });

  it('never beats the sum of its parts: the sum of best is at most any complete scroller round', () => {
    fc.assert(
      fc.property(storedRoundsArbitrary(), (rounds) => {
        const records = waveRecords(rounds);
        for (const r of rounds) {
          const timed = new Set(r.wave_data.map((w) => w.wave_number));
          const sumOfBest = records[r.format].sumOfBest;
          if (!r.scroller || timed.size !== 10 || sumOfBest === null) continue;
          expect(sumOfBest).toBeLessThanOrEqual(r.wave_data.reduce((sum, w) => sum + w.wave_time, 0) + 1e-9);
        }
        for (const format of ['five_man', 'leech', 'duo_heal'] as const) {
          for (const record of records[format].waves) {
            const times = rounds.filter((r) => r.scroller && r.format === format).flatMap((r) => r.wave_data.filter((w) => w.wave_number === record.wave_number).map((w) => w.wave_time));
            expect(record.time).toBe(Math.min(...times));
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('the world-record round to compare with', () => {
  it('is the fastest round of the format, the earlier of equal times', () => {
    const rounds = [round(1, waves(TEN), { round_time: 590 }), round(3, waves(TEN), { round_time: 580 }), round(2, waves(TEN), { round_time: 580 })];
    expect(worldRecordRound(rounds, 'five_man')?.id).toBe(2);
    expect(worldRecordRound(rounds, 'leech')).toBeNull();
  });

  it('is none when the record round has no scroller splits to compare with', () => {
    expect(worldRecordRound([round(1, waves(TEN), { round_time: 570, scroller: false }), round(2, waves(TEN))], 'five_man')).toBeNull();
    expect(worldRecordRound([round(1, [], { round_time: 570 }), round(2, waves(TEN))], 'five_man')).toBeNull();
  });
});
