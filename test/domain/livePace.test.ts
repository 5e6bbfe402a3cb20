import { describe, expect, it } from 'vitest';
import { ROLES_BY_FORMAT } from '../../domain/constants';
import type { LiveCheckpoint, LiveRound } from '../../domain/live';
import { currentWave, elapsedSince, formatClock, formatPace, livePace, teamBestRound, teamKey, timeThroughWave } from '../../domain/livePace';
import type { UnrankedRound, WaveEntry } from '../../domain/types';
import { waveRecords } from '../../domain/waveRecords';

const STARTED = '2026-03-01T20:00:00.000000';
/** A UTC timestamp this many seconds after the round's start. */
const after = (seconds: number) => new Date(Date.parse(`${STARTED.slice(0, 23)}Z`) + seconds * 1000).toISOString().replace('Z', '000');

const checkpoint = (wave_number: number, secondsIn: number, qs_time = 4): LiveCheckpoint => ({ wave_number, qs_time, good_premove: true, x_qs_spawn: null, y_qs_spawn: null, received_at: after(secondsIn) });

function live(checkpoints: LiveCheckpoint[]): LiveRound {
  return { id: 1, format: 'five_man', players: [], reporter: 'Scroll', round_started_at: STARTED, state: 'live', round_id: null, round_time: null, finished_at: null, checkpoints };
}

const waves = (times: number[]): WaveEntry[] => times.map((wave_time, i) => ({ wave_number: i + 1, wave_time, qs_time: 4, good_premove: true, reset: false }));

function round(id: number, round_time: number, wave_data: WaveEntry[], extra: Partial<UnrankedRound> = {}): UnrankedRound {
  return { id, format: 'five_man', round_time, round_date: `2026-02-0${id}T10:00:00.000000`, scroller: true, has_replay: false, players: [], wave_data, ...extra };
}

const team = (...names: string[]) => names.map((character_name, i) => ({ character_name, role: ROLES_BY_FORMAT.five_man[i]! }));

describe('a live round', () => {
  it('is on wave 1 before any checkpoint, then on the latest checkpoint’s wave, whatever order they came in', () => {
    expect(currentWave(live([]))).toBe(1);
    expect(currentWave(live([checkpoint(3, 90), checkpoint(2, 40)]))).toBe(3);
  });

  it('ticks m:ss from its start, never below zero', () => {
    const start = Date.parse(`${STARTED.slice(0, 23)}Z`);
    expect(formatClock(elapsedSince(STARTED, start + 65_900))).toBe('1:05');
    expect(formatClock(elapsedSince(STARTED, start + 600_000))).toBe('10:00');
    expect(formatClock(elapsedSince(STARTED, start - 2_000))).toBe('0:00');
  });
});

describe('splits through a wave', () => {
  it('adds waves 1 to n in whole tenths', () => {
    expect(timeThroughWave(waves([0.1, 0.2, 50]), 2)).toBe(0.3);
    expect(timeThroughWave(waves([30, 31, 32]), 3)).toBe(93);
    expect(timeThroughWave(waves([30]), 0)).toBe(0);
  });

  it('has no sum when a wave of them is missing', () => {
    expect(timeThroughWave(waves([30, 31, 32]).filter((w) => w.wave_number !== 2), 3)).toBeNull();
  });
});

describe('the pace', () => {
  const TEN = [30, 31, 32, 33, 34, 35, 36, 37, 38, 200];
  const worldRecord = round(1, 500, waves(TEN));
  const records = waveRecords([worldRecord, round(2, 520, waves(TEN.map((t, i) => (i === 0 ? t - 2 : t + 1))))]).five_man;

  it('has none before the first checkpoint', () => {
    expect(livePace(live([]), { worldRecord, waveRecords: records, teamBest: null })).toBeNull();
  });

  it("sets the real time at the latest checkpoint against the world record's waves before it", () => {
    // Wave 3 began 64.2 s in; the record took 30 + 31 = 61 s over waves 1 and 2.
    const pace = livePace(live([checkpoint(2, 33.5), checkpoint(3, 64.2)]), { worldRecord, waveRecords: records, teamBest: null })!;
    expect(pace).toEqual({ wave: 3, realTime: 64.2, worldRecord: { delta: 3.2, source: 'world-record' }, teamBest: null });
  });

  it('falls back to the sum of best when the world record has no scroller splits, or none that reach that far', () => {
    // The wave records: 28 (round 2's wave 1) + 31 (the record's wave 2) = 59 s.
    const noSplits = livePace(live([checkpoint(3, 57.2)]), { worldRecord: null, waveRecords: records, teamBest: null })!;
    expect(noSplits.worldRecord).toEqual({ delta: -1.8, source: 'sum-of-best' });
    const short = round(3, 490, waves([30]));
    expect(livePace(live([checkpoint(3, 57.2)]), { worldRecord: short, waveRecords: records, teamBest: null })!.worldRecord).toEqual({ delta: -1.8, source: 'sum-of-best' });
  });

  it('has no world-record pace when neither reaches the wave', () => {
    const onlyFirst = waveRecords([round(1, 500, waves([30]))]).five_man;
    expect(livePace(live([checkpoint(3, 60)]), { worldRecord: null, waveRecords: onlyFirst, teamBest: null })!.worldRecord).toBeNull();
  });

  it("sets it against the team's best round when that has splits through the wave before", () => {
    const teamBest = round(4, 560, waves(TEN.map((t) => t + 2)));
    expect(livePace(live([checkpoint(2, 30)]), { worldRecord, waveRecords: records, teamBest })!.teamBest).toBe(-2);
    expect(livePace(live([checkpoint(2, 30)]), { worldRecord, waveRecords: records, teamBest: round(5, 560, []) })!.teamBest).toBeNull();
  });

  it('is written with a true minus sign, a plus when slower, and no sign when even', () => {
    expect(formatPace(3.2)).toBe('+3.2 s');
    expect(formatPace(-1.8)).toBe('\u22121.8 s');
    expect(formatPace(0)).toBe('0.0 s');
    expect(formatPace(-0.04)).toBe('0.0 s');
  });
});

describe("a team's best round", () => {
  const players = team('Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo');

  it('is the fastest round of the same characters, in any case and any order, in the same format', () => {
    const rounds = [
      round(1, 600, [], { players }),
      round(2, 590, [], { players: team('echo', 'DELTA', 'charlie', 'bravo', 'alpha') }),
      round(3, 580, [], { players: team('Alpha', 'Bravo', 'Charlie', 'Delta', 'Foxtrot') }),
      round(4, 570, [], { players, format: 'duo_heal' }),
      round(5, 560, [], { players: players.slice(0, 4) }),
    ];
    expect(teamBestRound(rounds, 'five_man', ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'])?.id).toBe(2);
    expect(teamBestRound(rounds, 'leech', ['Alpha', 'Bravo', 'Charlie', 'Delta'])).toBeNull();
  });

  it('is the earlier of two equal times', () => {
    const rounds = [round(3, 590, [], { players }), round(2, 590, [], { players })];
    expect(teamBestRound(rounds, 'five_man', ['Echo', 'Delta', 'Charlie', 'Bravo', 'Alpha'])?.id).toBe(2);
  });

  it('keys a team by format and its names in any case and order', () => {
    expect(teamKey('five_man', ['B', 'a'])).toBe(teamKey('five_man', ['A', 'b']));
    expect(teamKey('five_man', ['A', 'b'])).not.toBe(teamKey('leech', ['A', 'b']));
  });
});
