import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROLES_BY_FORMAT, type Role } from '../../domain/constants';
import { compareRoundsByTime } from '../../domain/rank';
import { teamKey, teamKeyOfParam } from '../../domain/teams/teamKey';
import { teamPage as teamPageOf } from '../../domain/teams/teamPage';
import { teamIndex } from '../../domain/teams/teamIndex';
import { deriveRoundData } from '../../domain/roundList/data';
import type { TeamFormat } from '../../domain/teams/types';
import { toUtcTimestamp } from '../../domain/time';
import type { UnrankedRound, WaveEntry } from '../../domain/types';
import { FIVE_MAN_TEAM, on, round } from '../fixtures/storedRound';

/** A team's page as the worker works it out: over the rounds' data and their teams. */
function teamPage(rounds: UnrankedRound[], key: string) {
  const data = deriveRoundData(rounds);
  return teamPageOf(data, teamIndex(data), key);
}

const FIVE = FIVE_MAN_TEAM;
const OTHERS: [string, Role][] = FIVE.map(([name, role]) => [`${name} II`, role]);
const KEY = teamKey(FIVE.map(([name]) => name));

/** Waves 1 to n, wave k taking times[k - 1]. */
const waves = (times: number[]): WaveEntry[] => times.map((wave_time, i) => ({ wave_number: i + 1, wave_time, qs_time: null, good_premove: null, reset: false }));
const TEN = [40.2, 41.4, 42, 43.2, 44.4, 45, 46.2, 47.4, 48, 120.6];

function teamRound(id: number, round_time: number, round_date: string | null, extra: Partial<UnrankedRound> = {}): UnrankedRound {
  return { ...round(id, 'five_man', round_time, round_date, FIVE), ...extra };
}

function fiveManOf(rounds: UnrankedRound[], key = KEY): TeamFormat {
  const format = teamPage(rounds, key)?.formats.find((f) => f.format === 'five_man');
  if (!format) throw new Error('the team played no 5 Man round');
  return format;
}

describe('teamPage: who and what', () => {
  it('has no page for a team that never played, nor for part of a team', () => {
    const rounds = [teamRound(1, 600, on(1))];
    expect(teamPage(rounds, teamKey(['Nobody']))).toBeNull();
    expect(teamPage(rounds, teamKey(FIVE.slice(1).map(([name]) => name)))).toBeNull();
    expect(teamPage([], KEY)).toBeNull();
  });

  it('opens from an address in any case and order, each format it played in FORMATS order', () => {
    const duo = FIVE.map(([name], i): [string, Role] => [name.toUpperCase(), ROLES_BY_FORMAT.duo_heal[i]!]);
    const rounds = [round(1, 'duo_heal', 650.4, on(1), duo), teamRound(2, 610.2, on(2)), round(3, 'five_man', 590, on(3), OTHERS)];
    const page = teamPage(rounds, teamKeyOfParam('defender dan, HEAL HANNAH,Main Man,coll lector,second SAM'));
    expect(page?.key).toBe(KEY);
    expect(page?.formats.map((f) => [f.format, f.count, f.rounds])).toEqual([
      ['five_man', 1, [1]],
      ['duo_heal', 1, [0]],
    ]);
  });

  it('names the members and the best as the fastest round has them, the earlier on a tie', () => {
    const swapped: [string, Role][] = [
      ['main man', 'Defender'],
      ['Second Sam', '2nd Attacker'],
      ['Heal Hannah', 'Healer'],
      ['Coll Lector', 'Collector'],
      ['DEFENDER DAN', 'Main Attacker'],
    ];
    const format = fiveManOf([teamRound(1, 620, on(1)), round(2, 'five_man', 600.6, on(3), swapped), teamRound(3, 600.6, on(4))]);
    expect(format.best).toEqual({ roundId: 2, date: on(3), time: 600.6 });
    expect(format.members).toEqual([
      { name: 'DEFENDER DAN', role: 'Main Attacker' },
      { name: 'Second Sam', role: '2nd Attacker' },
      { name: 'Heal Hannah', role: 'Healer' },
      { name: 'Coll Lector', role: 'Collector' },
      { name: 'main man', role: 'Defender' },
    ]);
  });

  it('lists its rounds newest first: by date, undated last, then the higher id', () => {
    const rounds = [
      round(10, 'five_man', 500, on(9), OTHERS),
      teamRound(1, 600, on(3)),
      teamRound(2, 600, on(1)),
      teamRound(3, 600, null),
      teamRound(4, 600, on(3)),
      teamRound(5, 600, null),
      teamRound(6, 600, on(2)),
    ];
    const ids = fiveManOf(rounds).rounds.map((index) => rounds[index]!.id);
    expect(ids).toEqual([4, 1, 6, 2, 5, 3]);
  });
});

describe('teamPage: progression and sittings', () => {
  // 15 minutes after on(1, 12): the same sitting.
  const QUARTER_PAST = toUtcTimestamp(new Date(Date.UTC(2026, 0, 1, 12, 15)));
  const rounds = [
    teamRound(1, 620.4, on(1, 12)),
    teamRound(2, 625.2, QUARTER_PAST),
    teamRound(3, 620.4, on(2)),
    teamRound(4, 610.2, on(3)),
    teamRound(5, 590.4, null),
    teamRound(6, 615, on(4)),
  ];

  it('plots every dated round oldest first, and steps only where the best fell strictly', () => {
    const { progression } = fiveManOf(rounds);
    expect(progression.points.map((p) => p.roundId)).toEqual([1, 2, 3, 4, 6]);
    expect(progression.steps.map((p) => [p.roundId, p.time])).toEqual([
      [1, 620.4],
      [4, 610.2],
    ]);
  });

  it('groups the dated rounds into sittings, newest first', () => {
    const { sittings } = fiveManOf(rounds);
    expect(sittings.map((s) => [s.start, s.count, s.best.roundId])).toEqual([
      [on(4), 1, 6],
      [on(3), 1, 4],
      [on(2), 1, 3],
      [on(1, 12), 2, 1],
    ]);
  });
});

describe("teamPage: the team's wave bests", () => {
  it("reads the team's own scroller rounds only", () => {
    const format = fiveManOf([
      teamRound(1, 700, on(1), { wave_data: waves(TEN) }),
      teamRound(2, 650, on(2), { scroller: false, wave_data: waves(TEN.map((t) => t - 3)) }),
      round(3, 'five_man', 600, on(3), OTHERS),
      { ...round(4, 'five_man', 600, on(3), OTHERS), wave_data: waves(TEN.map((t) => t - 6)) },
    ]);
    expect(format.waves.map((w) => [w.wave_number, w.time, w.roundId, w.date])).toEqual(TEN.map((t, i) => [i + 1, t, 1, on(1)]));
  });

  it("sums the ten wave bests in whole tenths, each from whichever round set it", () => {
    const faster = TEN.map((t, i) => (i % 2 ? t - 0.6 : t + 0.6));
    const format = fiveManOf([teamRound(1, 700, on(1), { wave_data: waves(TEN) }), teamRound(2, 700, on(2), { wave_data: waves(faster) })]);
    expect(format.waves.map((w) => w.roundId)).toEqual([1, 2, 1, 2, 1, 2, 1, 2, 1, 2]);
    const tenths = TEN.reduce((sum, t, i) => sum + Math.round(Math.min(t, faster[i]!) * 10), 0);
    expect(format.sumOfBest).toBe(tenths / 10);
    expect(format.sumOfBest).toBe(format.waves.reduce((sum, w) => sum + Math.round(w.time * 10), 0) / 10);
  });

  it('has no sum of best while a wave has no scroller split', () => {
    const nine = fiveManOf([teamRound(1, 700, on(1), { wave_data: waves(TEN.slice(0, 9)) }), teamRound(2, 690, on(2), { scroller: false, wave_data: waves(TEN) })]);
    expect(nine.waves).toHaveLength(9);
    expect(nine.sumOfBest).toBeNull();
    expect(fiveManOf([teamRound(1, 700, on(1))])).toMatchObject({ waves: [], sumOfBest: null });
  });

  it('never has a sum of best slower than its best round, when that round is a timed scroller round', () => {
    // Whole ticks, as the game times waves; a round takes at least its waves (plus the gaps between them).
    const roundInput = fc.record({
      waveTicks: fc.array(fc.integer({ min: 40, max: 140 }), { minLength: 10, maxLength: 10 }),
      missingWave: fc.oneof({ arbitrary: fc.constant(null), weight: 3 }, { arbitrary: fc.integer({ min: 0, max: 9 }), weight: 1 }),
      gapTicks: fc.integer({ min: 0, max: 40 }),
      scroller: fc.boolean(),
      day: fc.option(fc.integer({ min: 1, max: 28 }), { nil: null, freq: 5 }),
    });
    fc.assert(
      fc.property(fc.array(roundInput, { minLength: 1, maxLength: 12 }), (inputs) => {
        const rounds = inputs.map(({ waveTicks, missingWave, gapTicks, scroller, day }, i) => {
          const ticks = waveTicks.reduce((sum, t) => sum + t, 0) + gapTicks;
          const timed = waves(waveTicks.map((t) => (t * 6) / 10)).filter((w) => w.wave_number - 1 !== missingWave);
          return teamRound(i + 1, (ticks * 6) / 10, day === null ? null : on(day), { scroller, wave_data: timed });
        });
        const best = [...rounds].sort(compareRoundsByTime)[0]!;
        fc.pre(best.scroller && best.wave_data.length === 10);
        const format = fiveManOf(rounds);
        expect(format.best.roundId).toBe(best.id);
        expect(format.sumOfBest).not.toBeNull();
        expect(format.sumOfBest!).toBeLessThanOrEqual(best.round_time + 1e-9);
        for (const wave of format.waves) {
          const splits = rounds.filter((r) => r.scroller).flatMap((r) => r.wave_data.filter((w) => w.wave_number === wave.wave_number).map((w) => w.wave_time));
          expect(wave.time).toBe(Math.min(...splits));
        }
      }),
      { numRuns: 300 },
    );
  });
});
