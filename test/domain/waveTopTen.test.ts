import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Format } from '../../domain/constants';
import type { UnrankedRound, WaveEntry } from '../../domain/types';
import { WAVE_TOP_COUNT, waveTopTens } from '../../domain/waveTopTen';
import { storedRoundsArbitrary } from '../fixtures/roundArbitrary';

const wave = (wave_number: number, wave_time: number): WaveEntry => ({ wave_number, wave_time, qs_time: 4, good_premove: true, reset: false });

function round(id: number, wave1: number, extra: Partial<UnrankedRound> = {}): UnrankedRound {
  return { id, format: 'five_man' as Format, round_time: 600, round_date: `2026-01-${String(id % 28 + 1).padStart(2, '0')}T10:00:00.000000`, scroller: true, has_replay: false, players: [], wave_data: [wave(1, wave1), wave(2, 40)], ...extra };
}

const firstWave = (rounds: UnrankedRound[]) => waveTopTens(rounds).five_man.find((top) => top.wave_number === 1)!.entries;

describe("each wave's ten fastest splits", () => {
  it('lists the fastest scroller splits first, one per round, a tie sharing its rank and marked, the earlier round first', () => {
    const entries = firstWave([round(3, 31.2), round(1, 30), round(2, 31.2), round(4, 29.4, { scroller: false }), round(5, 32.4)]);
    expect(entries.map((e) => [e.rank, e.roundId, e.time, e.tie])).toEqual([
      [1, 1, 30, false],
      [2, 2, 31.2, true],
      [2, 3, 31.2, true],
      [4, 5, 32.4, false],
    ]);
  });

  it('stops at the tenth rank, keeping every split tied on it', () => {
    const rounds = Array.from({ length: 15 }, (_, i) => round(i + 1, i < 8 ? 30 + i * 0.6 : 36));
    const entries = firstWave(rounds);
    expect(entries.map((e) => e.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9, 9, 9, 9, 9]);
    expect(firstWave([...rounds, round(16, 36.6)]).map((e) => e.roundId)).not.toContain(16);
  });

  it('counts a round once on a wave it reports twice, at its faster split', () => {
    const twice = round(1, 33, { wave_data: [wave(1, 33), wave(1, 31.2)] });
    expect(firstWave([twice, round(2, 32.4)]).map((e) => [e.roundId, e.time])).toEqual([
      [1, 31.2],
      [2, 32.4],
    ]);
  });

  it('agrees with sorting every scroller split of the wave, for any rounds', () => {
    fc.assert(
      fc.property(storedRoundsArbitrary(), (rounds) => {
        const tops = waveTopTens(rounds);
        for (const [format, waves] of Object.entries(tops)) {
          for (const { wave_number, entries } of waves) {
            const splits = rounds.flatMap((r) => (r.format === format && r.scroller ? r.wave_data.filter((w) => w.wave_number === wave_number).map((w) => w.wave_time) : []));
            const sorted = [...splits].sort((a, b) => a - b);
            const tenth = sorted[Math.min(WAVE_TOP_COUNT, sorted.length) - 1]!;
            expect(entries.map((e) => e.time)).toEqual(sorted.filter((t) => t <= tenth));
            entries.forEach((e) => expect(e.rank).toBe(1 + sorted.filter((t) => t < e.time).length));
          }
        }
      }),
    );
  });
});
