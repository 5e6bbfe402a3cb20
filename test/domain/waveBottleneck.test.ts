import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORMATS, ROLES, ROLES_BY_FORMAT, TICK_MS, WAVE_COUNT, type Format, type Role } from '../../domain/constants';
import { toTenths } from '../../domain/time';
import type { UnrankedRound, WaveEntry } from '../../domain/types';
import {
  KIND_LABELS,
  PENANCE_KINDS,
  bottleneckTally,
  kindsOfRole,
  rolesOfKind,
  roundReference,
  summaryText,
  topTenReference,
  waveBottleneck,
  whereTheTimeGoes,
  type PenanceKind,
  type ReferenceKind,
} from '../../domain/waveBottleneck';
import { on, round } from '../fixtures/storedRound';

type Deaths = Partial<Record<Exclude<PenanceKind, 'queen'>, number | null>>;

const wave = (wave_number: number, wave_time: number, deaths: Deaths = {}, queen_spawn_time?: number | null): WaveEntry => ({
  wave_number,
  wave_time,
  qs_time: null,
  good_premove: null,
  reset: false,
  fighter_death_time: deaths.fighter,
  ranger_death_time: deaths.ranger,
  runner_death_time: deaths.runner,
  healer_death_time: deaths.healer,
  queen_spawn_time,
});

/** A five-man scroller round with `waves`, dated day `id` of January 2026 unless told. */
const withWaves = (id: number, round_time: number, waves: WaveEntry[], date: string | null = on(id)): UnrankedRound => ({
  ...round(id, 'five_man', round_time, date),
  wave_data: waves,
});

describe('whose job each kind of penance is', () => {
  const JOBS: Record<Format, Partial<Record<Role, PenanceKind[]>>> = {
    five_man: {
      'Main Attacker': ['fighter', 'ranger'],
      '2nd Attacker': ['fighter', 'ranger'],
      Healer: ['healer'],
      Collector: ['queen'],
      Defender: ['runner'],
    },
    leech: { Attacker: ['fighter', 'ranger'], Collector: ['queen'], Healer: ['healer'], Defender: ['runner'] },
    duo_heal: { Attacker: ['fighter', 'ranger'], '2nd Healer': ['healer'], 'Main Healer': ['healer'], Collector: ['queen'], Defender: ['runner'] },
  };

  it.each(FORMATS)('gives every %s role its kinds, the collector the queen', (format) => {
    for (const role of ROLES_BY_FORMAT[format]) {
      expect(kindsOfRole(format, role), role).toEqual(JOBS[format][role]);
      expect(kindsOfRole(format, role).length, role).toBeGreaterThan(0);
    }
    expect(kindsOfRole(format, 'Collector')).toEqual(['queen']);
  });

  it.each(FORMATS)('names, for every kind in %s, exactly the roles of the format whose job it is', (format) => {
    for (const kind of PENANCE_KINDS) {
      const roles = rolesOfKind(format, kind);
      expect(roles.length, kind).toBeGreaterThan(0);
      for (const role of ROLES) expect(roles.includes(role), `${kind} ${role}`).toBe(kindsOfRole(format, role).includes(kind));
    }
  });

  it("gives a role the format lacks no kind, and every role's job in some format", () => {
    expect(kindsOfRole('five_man', 'Attacker')).toEqual([]);
    expect(kindsOfRole('leech', 'Main Healer')).toEqual([]);
    expect(kindsOfRole('duo_heal', 'Healer')).toEqual([]);
    for (const role of ROLES) expect(FORMATS.some((format) => kindsOfRole(format, role).length > 0), role).toBe(true);
  });

  it('labels the kinds for players', () => {
    expect(PENANCE_KINDS.map((kind) => KIND_LABELS[kind])).toEqual(['fighters', 'rangers', 'runners', 'healers', 'the queen']);
  });
});

describe("a wave's bottleneck", () => {
  it('is the kind that died last, by how long after the next', () => {
    expect(waveBottleneck(wave(3, 40.2, { fighter: 30, ranger: 31.2, runner: 36.6, healer: 34.2 }))).toEqual({ kind: 'runner', time: 36.6, margin: 2.4 });
  });

  it("is the queen in wave 10 once her spawn was seen, dying at the wave's end", () => {
    expect(waveBottleneck(wave(10, 90, { fighter: 40.2, healer: 80.4 }, 50.4))).toEqual({ kind: 'queen', time: 90, margin: 9.6 });
    expect(waveBottleneck(wave(10, 90, { fighter: 40.2, healer: 80.4 }, null))).toEqual({ kind: 'healer', time: 80.4, margin: 40.2 });
    expect(waveBottleneck(wave(10, 90, {}, 50.4))).toEqual({ kind: 'queen', time: 90, margin: 0 });
    // No other wave has a queen, whatever a malformed report says.
    expect(waveBottleneck(wave(9, 90, { healer: 80.4 }, 50.4))).toEqual({ kind: 'healer', time: 80.4, margin: 0 });
  });

  it('is null when the wave timed no kind', () => {
    expect(waveBottleneck(wave(4, 40))).toBeNull();
    expect(waveBottleneck(wave(4, 40, { fighter: null, ranger: null, runner: null, healer: null }, null))).toBeNull();
  });

  it('is the first tied kind in PENANCE_KINDS order, by no margin', () => {
    expect(waveBottleneck(wave(2, 40, { runner: 30, fighter: 33, ranger: 33 }))).toEqual({ kind: 'fighter', time: 33, margin: 0 });
    expect(waveBottleneck(wave(2, 40, { healer: 33, ranger: 33, fighter: 12 }))).toEqual({ kind: 'ranger', time: 33, margin: 0 });
    expect(waveBottleneck(wave(10, 60, { healer: 60 }, 20))).toEqual({ kind: 'healer', time: 60, margin: 0 });
  });

  it('reads times in whole tenths, so float noise neither breaks a tie nor shows in a margin', () => {
    expect(toTenths(0.1 + 0.2)).toBe(0.3);
    expect(toTenths(36.6 - 34.2)).toBe(2.4);
    expect(waveBottleneck(wave(2, 40, { fighter: 0.1 + 0.2, ranger: 0.3 }))).toEqual({ kind: 'fighter', time: 0.3, margin: 0 });
  });
});

describe('references', () => {
  it('takes per wave the median of the rounds’ times, each kind among the rounds that timed it', () => {
    const rounds = [
      withWaves(1, 600, [wave(1, 33, { fighter: 20, ranger: 12 }), wave(2, 40, { healer: 30 }), wave(10, 90, { healer: 80 }, 50)]),
      withWaves(2, 601, [wave(1, 30, { fighter: 25 }), wave(10, 96, { healer: 81 })]),
      withWaves(3, 602, [wave(1, 31.2, { fighter: 21.6 }), wave(2, 42.6, { healer: 33 })]),
      withWaves(4, 603, [wave(1, 30.6)]),
    ];
    // Wave 1: four times (30, 30.6, 31.2, 33), three fighters (20, 21.6, 25), one ranger; wave 10: the queen only in round 1.
    expect(topTenReference(rounds)).toEqual([
      { wave_number: 1, wave_time: 30.9, deaths: { fighter: 21.6, ranger: 12 } },
      { wave_number: 2, wave_time: 41.3, deaths: { healer: 31.5 } },
      { wave_number: 10, wave_time: 93, deaths: { healer: 80.5, queen: 90 } },
    ]);
    // Three rounds: three times and fighters; two: the mean of each pair.
    expect(topTenReference(rounds.slice(0, 3))[0]).toEqual({ wave_number: 1, wave_time: 31.2, deaths: { fighter: 21.6, ranger: 12 } });
    expect(topTenReference(rounds.slice(0, 2))[0]).toEqual({ wave_number: 1, wave_time: 31.5, deaths: { fighter: 22.5, ranger: 12 } });
    expect(topTenReference([])).toEqual([]);
  });

  /** Nine fast rounds without deaths, so the healer's median is the tenth round's alone. */
  const nineFast = Array.from({ length: 9 }, (_, i) => withWaves(i + 1, 600 + i, [wave(1, 30)]));

  it('reads the ten fastest rounds, the earlier of equal times first, in any order given', () => {
    const tenth = withWaves(20, 700, [wave(1, 30, { healer: 24 })], on(5));
    const later = withWaves(10, 700, [wave(1, 30, { healer: 25.2 })], on(6));
    const undated = withWaves(11, 700, [wave(1, 30, { healer: 26.4 })], null);
    const slow = withWaves(30, 800, [wave(1, 300, { healer: 27.6 })], on(1));
    const rounds = [slow, later, undated, ...nineFast, tenth];
    expect(topTenReference(rounds)).toEqual([{ wave_number: 1, wave_time: 30, deaths: { healer: 24 } }]);
    expect(topTenReference([...rounds].reverse())).toEqual([{ wave_number: 1, wave_time: 30, deaths: { healer: 24 } }]);
  });

  it('breaks a tie of time and date by the lower id', () => {
    const higher = withWaves(41, 700, [wave(1, 30, { healer: 25.2 })], on(5));
    const lower = withWaves(40, 700, [wave(1, 30, { healer: 24 })], on(5));
    expect(topTenReference([higher, ...nineFast, lower])[0]!.deaths).toEqual({ healer: 24 });
  });

  it("makes one round's waves a reference, the queen dying at wave 10's end", () => {
    const record = withWaves(1, 600, [wave(10, 90, { healer: 80.4 }, 50.4), wave(1, 30, { fighter: 20, runner: null })]);
    expect(roundReference(record)).toEqual([
      { wave_number: 1, wave_time: 30, deaths: { fighter: 20 } },
      { wave_number: 10, wave_time: 90, deaths: { healer: 80.4, queen: 90 } },
    ]);
  });
});

describe('where the time goes', () => {
  const reference = roundReference(
    withWaves(1, 600, [wave(1, 30, { fighter: 20, healer: 25 }), wave(2, 40, { runner: 35, healer: 38 }), wave(3, 50, { healer: 45 })]),
  );
  const ours = withWaves(2, 610, [
    wave(4, 60, { runner: 50 }),
    wave(2, 46.2, { runner: 44.4, healer: 39 }),
    wave(1, 29.4, { fighter: 21.2, healer: 24 }),
    wave(3, 51.8, { healer: 47, ranger: 30 }),
  ]);

  it("gives each wave its bottleneck, what it lost and what each kind both timed lost, in wave order", () => {
    expect(whereTheTimeGoes(ours, reference).waves).toEqual([
      { wave_number: 1, bottleneck: { kind: 'healer', time: 24, margin: 2.8 }, lost: -0.6, kindLost: { fighter: 1.2, healer: -1 } },
      { wave_number: 2, bottleneck: { kind: 'runner', time: 44.4, margin: 5.4 }, lost: 6.2, kindLost: { runner: 9.4, healer: 1 } },
      { wave_number: 3, bottleneck: { kind: 'healer', time: 47, margin: 17 }, lost: 1.8, kindLost: { healer: 2 } },
      { wave_number: 4, bottleneck: { kind: 'runner', time: 50, margin: 0 }, lost: null, kindLost: {} },
    ]);
  });

  it('ranks the waves by what they lost, the ones the reference lacks last, and sums up the worst by its bottleneck', () => {
    const loss = whereTheTimeGoes(ours, reference);
    expect(loss.ranked.map((w) => w.wave_number)).toEqual([2, 3, 1, 4]);
    expect(loss.summary).toEqual({ wave_number: 2, kind: 'runner', lost: 9.4 });
    expect(summaryText(loss.summary, 'top_ten')).toBe('Most time lost: wave 2, runners, +9.4 s against the top ten');
  });

  it("sums up with the wave's loss when the reference did not time the bottleneck kind, or the wave timed none", () => {
    const noRunners = reference.map((w) => ({ ...w, deaths: { healer: w.deaths.healer } }));
    expect(whereTheTimeGoes(ours, noRunners).summary).toEqual({ wave_number: 2, kind: 'runner', lost: 6.2 });
    const untimed = whereTheTimeGoes(withWaves(3, 600, [wave(1, 30.6)]), reference).summary;
    expect(untimed).toEqual({ wave_number: 1, kind: null, lost: 0.6 });
    expect(summaryText(untimed, 'world_record')).toBe('Most time lost: wave 1, +0.6 s against the world record');
  });

  it('ranks equal losses in wave order, and sums up nothing when no wave lost time', () => {
    const even = whereTheTimeGoes(withWaves(3, 600, [wave(3, 50.6), wave(1, 30.6), wave(2, 40)]), reference);
    expect(even.ranked.map((w) => [w.wave_number, w.lost])).toEqual([
      [1, 0.6],
      [3, 0.6],
      [2, 0],
    ]);
    expect(even.summary).toMatchObject({ wave_number: 1 });
    const faster = whereTheTimeGoes(withWaves(3, 590, [wave(1, 29.4, { healer: 26 }), wave(2, 40), wave(5, 70)]), reference);
    expect(faster.summary).toBeNull();
    expect(whereTheTimeGoes(withWaves(3, 590, []), reference)).toEqual({ waves: [], ranked: [], summary: null });
  });
});

describe('summaryText', () => {
  it('says where most time went, against which reference', () => {
    expect(summaryText({ wave_number: 9, kind: 'healer', lost: 6.2 }, 'top_ten')).toBe('Most time lost: wave 9, healers, +6.2 s against the top ten');
    expect(summaryText({ wave_number: 10, kind: 'queen', lost: 1.8 }, 'world_record')).toBe('Most time lost: wave 10, the queen, +1.8 s against the world record');
    expect(summaryText({ wave_number: 3, kind: 'fighter', lost: -0.6 }, 'team_best')).toBe("Most time lost: wave 3, fighters, -0.6 s against the team's best");
  });

  it('says so when no wave lost time', () => {
    const said = (['top_ten', 'world_record', 'team_best'] as ReferenceKind[]).map((reference) => summaryText(null, reference));
    expect(said).toEqual(['No wave lost time against the top ten', 'No wave lost time against the world record', "No wave lost time against the team's best"]);
  });
});

describe("the bottleneck tally of a team's rounds", () => {
  const rounds = [
    withWaves(1, 600, [wave(1, 30, { runner: 25, healer: 20 }), wave(2, 40, { healer: 38, fighter: 30 })]),
    withWaves(2, 601, [wave(1, 31, { runner: 26, healer: 24 }), wave(2, 41)]),
    withWaves(3, 602, [wave(1, 32, { healer: 28, runner: 22, fighter: 10 })]),
  ];

  it('counts per wave how often each timed kind was the bottleneck, most often first', () => {
    const { waves } = bottleneckTally(rounds, null);
    expect(waves.map((w) => w.wave_number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(waves[0]).toEqual({
      wave_number: 1,
      rounds: 3,
      bottlenecks: 3,
      kinds: [
        { kind: 'runner', count: 2, share: 2 / 3, medianLost: null },
        { kind: 'healer', count: 1, share: 1 / 3, medianLost: null },
        { kind: 'fighter', count: 0, share: 0, medianLost: null },
      ],
    });
    // Round 2 read wave 2 without a death time: a round read, no bottleneck.
    expect(waves[1]).toEqual({
      wave_number: 2,
      rounds: 2,
      bottlenecks: 1,
      kinds: [
        { kind: 'healer', count: 1, share: 1, medianLost: null },
        { kind: 'fighter', count: 0, share: 0, medianLost: null },
      ],
    });
    expect(waves[2]).toEqual({ wave_number: 3, rounds: 0, bottlenecks: 0, kinds: [] });
  });

  it("gives each kind's median loss against a reference that timed it", () => {
    const reference = roundReference(withWaves(9, 590, [wave(1, 29, { runner: 24, healer: 22 })]));
    // Runners lost 1, 2 and -2; healers -2, 2 and 6; the reference timed no fighter.
    expect(bottleneckTally(rounds, reference).waves[0]!.kinds.map((row) => [row.kind, row.medianLost])).toEqual([
      ['runner', 1],
      ['healer', 2],
      ['fighter', null],
    ]);
  });

  it("shows only a role's kinds, their shares still of every wave read", () => {
    const { waves } = bottleneckTally(rounds, null, kindsOfRole('five_man', 'Defender'));
    expect(waves[0]).toEqual({ wave_number: 1, rounds: 3, bottlenecks: 3, kinds: [{ kind: 'runner', count: 2, share: 2 / 3, medianLost: null }] });
    expect(waves[1]).toEqual({ wave_number: 2, rounds: 2, bottlenecks: 1, kinds: [] });
  });
});

/* Times as the game makes them: whole ticks, each kind's death between the wave's start and end. */

const seconds = (ticks: number) => (ticks * TICK_MS) / 1000;

const deathTick = (max: number) =>
  fc.oneof(fc.constant(null), fc.constant(undefined), fc.integer({ min: 0, max }), fc.constant(max), fc.integer({ min: 0, max }));

interface DrawnWave {
  wave_number: number;
  ticks: number;
  deaths: Record<Exclude<PenanceKind, 'queen'>, number | null | undefined>;
  queenSpawn: number | null | undefined;
}

const drawnWave = (wave_number: number): fc.Arbitrary<DrawnWave> =>
  fc.integer({ min: 10, max: 200 }).chain((ticks) =>
    fc.record({
      wave_number: fc.constant(wave_number),
      ticks: fc.constant(ticks),
      deaths: fc.record({ fighter: deathTick(ticks), ranger: deathTick(ticks), runner: deathTick(ticks), healer: deathTick(ticks) }),
      queenSpawn: wave_number === WAVE_COUNT ? deathTick(ticks) : fc.constant(undefined),
    }),
  );

const toSeconds = (ticks: number | null | undefined) => (ticks == null ? ticks : seconds(ticks));

const toWave = (drawn: DrawnWave): WaveEntry => ({
  wave_number: drawn.wave_number,
  wave_time: seconds(drawn.ticks),
  qs_time: null,
  good_premove: null,
  reset: false,
  fighter_death_time: toSeconds(drawn.deaths.fighter),
  ranger_death_time: toSeconds(drawn.deaths.ranger),
  runner_death_time: toSeconds(drawn.deaths.runner),
  healer_death_time: toSeconds(drawn.deaths.healer),
  queen_spawn_time: toSeconds(drawn.queenSpawn),
});

/** Each timed kind's death in ticks, in PENANCE_KINDS order. */
function timedTicks(drawn: DrawnWave): [PenanceKind, number][] {
  return PENANCE_KINDS.flatMap((kind): [PenanceKind, number][] => {
    const ticks = kind === 'queen' ? (drawn.queenSpawn == null ? null : drawn.ticks) : drawn.deaths[kind];
    return ticks == null ? [] : [[kind, ticks]];
  });
}

const drawnRound = fc
  .subarray([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], { minLength: 0 })
  .chain((numbers) => fc.tuple(...numbers.map(drawnWave)));

describe('bottlenecks of any waves the game could make', () => {
  it('are the kind that died last, the first of a tie, by latest minus second latest', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: WAVE_COUNT }).chain(drawnWave),
        (drawn) => {
          const timed = timedTicks(drawn);
          const bottleneck = waveBottleneck(toWave(drawn));
          if (timed.length === 0) {
            expect(bottleneck).toBeNull();
            return;
          }
          const latest = Math.max(...timed.map(([, ticks]) => ticks));
          const second = timed.map(([, ticks]) => ticks).sort((a, b) => b - a)[1] ?? latest;
          expect(bottleneck).toEqual({
            kind: timed.find(([, ticks]) => ticks === latest)![0],
            time: toTenths(seconds(latest)),
            margin: toTenths(seconds(latest - second)),
          });
          expect(bottleneck!.margin).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("tally, per wave, to one count for each wave read that had a bottleneck", () => {
    fc.assert(
      fc.property(fc.array(drawnRound, { maxLength: 12 }), (waveLists) => {
        const rounds = waveLists.map((waves) => ({ wave_data: waves.map(toWave) }));
        const { waves } = bottleneckTally(rounds, null);
        for (const tally of waves) {
          const read = rounds.flatMap((r) => r.wave_data.filter((w) => w.wave_number === tally.wave_number));
          const withBottleneck = read.filter((w) => waveBottleneck(w) !== null).length;
          expect(tally.rounds).toBe(read.length);
          expect(tally.bottlenecks).toBe(withBottleneck);
          expect(tally.kinds.reduce((sum, row) => sum + row.count, 0)).toBe(withBottleneck);
          if (withBottleneck > 0) expect(tally.kinds.reduce((sum, row) => sum + row.share, 0)).toBeCloseTo(1, 9);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("lose nothing against the round's own reference, on any wave or kind", () => {
    fc.assert(
      fc.property(drawnRound, (drawn) => {
        const ours = { wave_data: drawn.map(toWave) };
        const loss = whereTheTimeGoes(ours, roundReference(ours));
        // The waves are drawn in wave order, as the loss lists them.
        expect(loss.waves.map((row) => row.wave_number)).toEqual(drawn.map((w) => w.wave_number));
        loss.waves.forEach((row, i) => {
          expect(row.lost).toBe(0);
          expect(row.kindLost).toEqual(Object.fromEntries(timedTicks(drawn[i]!).map(([kind]) => [kind, 0])));
        });
        expect(loss.summary).toBeNull();
      }),
      { numRuns: 200 },
    );
  });
});
