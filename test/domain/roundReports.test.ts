import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TICK_SECONDS } from '../../domain/constants';
import { deriveRound, filledWaves, reportsAgree, type DerivedRound, type ReportForDerivation } from '../../domain/roundReports';
import { roundSubmissionSchema, type RoundSubmission } from '../../domain/schemas';
import { teamRoundReports, type TeamRoundOptions } from '../fixtures/pluginTeam';

const NAMES = ['Hammer Time', 'Second Best', 'Heals R Us', 'Egg Picker', 'Logs n Ham'];

interface Sent extends ReportForDerivation {
  content: RoundSubmission;
}

/** A report as the server keeps it: its body read through the schema, in arrival position `order`. */
function sent(id: number, body: unknown, order: number, identified = false): Sent {
  const content = roundSubmissionSchema.parse(body);
  return {
    id,
    receivedAt: `2026-11-27T18:00:${String(10 + order).padStart(2, '0')}.000000`,
    identified,
    scroller: content.scroller,
    dropped: false,
    reporter: content.submitted_by ?? null,
    roundTime: content.round_time,
    waves: content.wave_data,
    hasReplay: false,
    content,
  };
}

/** The team's reports, ids 1 to 5 in team order, arriving in `order` (a permutation of team positions). */
function team(order: readonly number[], options: Partial<TeamRoundOptions> = {}, identified: readonly number[] = []): Sent[] {
  const bodies = teamRoundReports({ names: NAMES, ...options });
  return order.map((client, position) => sent(client + 1, bodies[client], position, identified.includes(client)));
}

/** The round a derivation makes: the holder's time, flag and real time, and its waves with the fields filled in. */
function roundOf(derived: DerivedRound | null, reports: readonly Sent[]) {
  const holder = reports.find((r) => r.id === derived!.timeFrom)!;
  const splits = reports.find((r) => r.id === derived!.splitsFrom);
  const waves = filledWaves(splits?.content.wave_data ?? [], derived!.filled, new Map(reports.map((r) => [r.id, r.waves])));
  return { round_time: holder.content.round_time, scroller: holder.content.scroller, elapsed_real_time: holder.content.elapsed_real_time, round_started_at: holder.content.round_started_at, wave_data: waves };
}

const permutations = (items: number[]): number[][] =>
  items.length <= 1 ? [items] : items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
const EVERY_ORDER = permutations([0, 1, 2, 3, 4]);
const noise = fc.func(fc.constantFrom(-1, 0, 1));
const lateStart = fc.oneof(fc.constant(() => 0), fc.func(fc.constantFrom(-1, 0)));

describe('which reports agree', () => {
  const [scroller, other] = team([0, 1]);
  const shifted = (report: Sent, roundTicks: number, waveTicks: number, wave = 5): Sent => ({
    ...report,
    roundTime: report.roundTime + roundTicks * TICK_SECONDS,
    waves: report.waves.map((w) => (w.wave_number === wave ? { ...w, wave_time: w.wave_time + waveTicks * TICK_SECONDS } : w)),
  });

  it('agrees within a tick on the round and two ticks on each wave, and no further', () => {
    // The plugin takes one tick less off a teammate's timers: its round and every wave are a tick behind the scroller's.
    expect(other!.roundTime - scroller!.roundTime).toBeCloseTo(TICK_SECONDS);
    expect(reportsAgree(scroller!, other!)).toBe(true);
    expect(reportsAgree(scroller!, shifted(other!, -2, 0))).toBe(true);
    expect(reportsAgree(scroller!, shifted(other!, 1, 0))).toBe(false);
    expect(reportsAgree(scroller!, shifted(other!, -3, 0))).toBe(false);
    expect(reportsAgree(scroller!, shifted(other!, 0, 1))).toBe(true);
    expect(reportsAgree(scroller!, shifted(other!, 0, 2))).toBe(false);
    expect(reportsAgree(scroller!, shifted(other!, 0, -3))).toBe(true);
    expect(reportsAgree(scroller!, shifted(other!, 0, -4))).toBe(false);
  });

  it('never agrees with the same character, a report without waves, or one timing other waves', () => {
    expect(reportsAgree(scroller!, { ...other!, reporter: NAMES[0]!.toUpperCase() })).toBe(false);
    expect(reportsAgree(scroller!, { ...other!, reporter: null })).toBe(false);
    expect(reportsAgree(scroller!, { ...other!, waves: [] })).toBe(false);
    expect(reportsAgree({ ...scroller!, waves: [] }, { ...other!, waves: [] })).toBe(false);
    expect(reportsAgree(scroller!, { ...other!, waves: other!.waves.slice(0, 9) })).toBe(false);
  });
});

describe('an honest team’s round is the scroller’s report', () => {
  it('in every arrival order of five plain reports, field by field, whatever a tick the others are off', () => {
    fc.assert(
      fc.property(fc.constantFrom(...EVERY_ORDER), noise, lateStart, fc.constantFrom(0, 1, 2, 3, 4), (order, waveNoise, roundNoise, scrollerAt) => {
        const options = { scroller: scrollerAt, waveNoise, roundNoise, startedAt: '2026-11-27T18:00:00.123Z', realSeconds: 603 };
        const reports = team(order, options);
        const scrollers = reports.find((r) => r.scroller)!.content;
        const derived = deriveRound(reports);
        expect(derived).toMatchObject({ timeFrom: scrollerAt + 1, splitsFrom: scrollerAt + 1, filled: [] });
        expect(roundOf(derived, reports)).toEqual({ round_time: scrollers.round_time, scroller: true, elapsed_real_time: 603, round_started_at: scrollers.round_started_at, wave_data: scrollers.wave_data });
      }),
      { numRuns: 300 },
    );
  });

  it('as the scroller sent it when a teammate who is not the scroller has a UUID key, on every format', () => {
    for (const format of ['five_man', 'leech', 'duo_heal'] as const) {
      const roles = format === 'five_man' ? undefined : format === 'leech' ? ['Attacker', 'Collector', 'Healer', 'Defender', 'Defender'] : ['Attacker', '2nd Healer', 'Main Healer', 'Collector', 'Defender'];
      for (const order of [[0, 1, 2, 3, 4], [3, 2, 1, 4, 0], [1, 0, 2, 3, 4]]) {
        const reports = team(order, { format, roles, realSeconds: 603 }, [3]);
        expect(deriveRound(reports)?.timeFrom, `${format}, ${order}`).toBe(1);
        expect(roundOf(deriveRound(reports), reports).elapsed_real_time).toBe(603);
      }
    }
  });

  it('fills the fields the scroller left out from the earliest teammate who agrees, and replaces none it sent', () => {
    const reports = team([2, 4, 0, 1, 3], { scrollerOmits: ['runner_death_time', 'queen_spawn_time'] });
    const derived = deriveRound(reports)!;
    expect(derived.timeFrom).toBe(1);
    // Report 3 arrived first of those that agree with the scroller's.
    expect(derived.filled).toHaveLength(11);
    expect(new Set(derived.filled.map((f) => f.from))).toEqual(new Set([3]));
    const waves = roundOf(derived, reports).wave_data;
    const scrollers = reports.find((r) => r.id === 1)!.content.wave_data;
    const teammates = reports.find((r) => r.id === 3)!.content.wave_data;
    waves.forEach((wave, i) => {
      expect({ ...wave, runner_death_time: undefined, queen_spawn_time: undefined }).toEqual({ ...scrollers[i], runner_death_time: undefined, queen_spawn_time: undefined });
      expect(wave.runner_death_time).toBe(teammates[i]!.runner_death_time);
    });
    expect(waves[9]!.queen_spawn_time).toBe(teammates[9]!.queen_spawn_time);
  });

  it('keeps the first report, or an identified one, when the scroller does not run the plugin', () => {
    expect(deriveRound(team([2, 1, 3, 4], { scroller: null }))?.timeFrom).toBe(3);
    expect(deriveRound(team([2, 1, 3, 4], { scroller: null }, [3]))?.timeFrom).toBe(4);
  });

  it('gives the round to the scroller’s report when it is the only one', () => {
    expect(deriveRound(team([0]))?.timeFrom).toBe(1);
  });
});

describe('a forged report in an honest team’s round', () => {
  const forgedReport = fc.record({
    scroller: fc.boolean(),
    reporter: fc.constantFrom(...NAMES, 'Someone Else'),
    // Copied from one honest report and moved a little, where agreement is decided, or far.
    copies: fc.integer({ min: 0, max: 4 }),
    roundTicks: fc.oneof(fc.integer({ min: -3, max: 3 }), fc.integer({ min: -100, max: 100 })),
    waveTicks: fc.array(fc.oneof({ arbitrary: fc.constant(0), weight: 6 }, { arbitrary: fc.integer({ min: -3, max: 3 }), weight: 3 }, { arbitrary: fc.integer({ min: -50, max: 50 }), weight: 1 }), { minLength: 10, maxLength: 10 }),
    position: fc.integer({ min: 0, max: 5 }),
  });

  it('keeps the scroller’s time when a forged scroller report agrees with every teammate as well, arriving first two ticks slower', () => {
    const honest = team([1, 2, 3, 4, 0]);
    const copied = honest[0]!.content;
    const forged = sent(9, { ...copied, scroller: true, submitted_by: 'Someone Else', round_time: copied.round_time + TICK_SECONDS }, -1);
    const derived = deriveRound([forged, ...honest]);
    expect(derived?.timeFrom).toBe(1);
  });

  // Many runs: a timeout of its own, so a busy machine does not fail it.
  it('moves the round’s time by a tick at most and each wave by no more than honest clients differ, in any order (property)', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(fc.constantFrom(...EVERY_ORDER), noise, lateStart, forgedReport, (order, waveNoise, roundNoise, f) => {
        const honest = team(order, { waveNoise, roundNoise });
        const scrollers = honest.find((r) => r.scroller)!.content;
        const copied = honest[f.copies]!.content;
        const body = {
          ...copied,
          scroller: f.scroller,
          submitted_by: f.reporter,
          round_time: copied.round_time + f.roundTicks * TICK_SECONDS,
          wave_data: copied.wave_data.map((w, i) => ({ ...w, wave_time: Math.max(0, w.wave_time + f.waveTicks[i]! * TICK_SECONDS), queen_spawn_time: 1 })),
        };
        // A body the server refuses is no report at all.
        fc.pre(roundSubmissionSchema.safeParse(body).success);
        const forged = sent(9, body, f.position);
        const reports = [...honest.slice(0, f.position), forged, ...honest.slice(f.position)].map((r, i) => ({ ...r, receivedAt: `2026-11-27T18:00:${String(10 + i).padStart(2, '0')}.000000` }));
        const before = structuredClone(reports);
        const derived = deriveRound(reports);
        const round = roundOf(derived, reports);
        expect(Math.abs(round.round_time - scrollers.round_time)).toBeLessThanOrEqual(TICK_SECONDS + 1e-9);
        round.wave_data.forEach((wave, i) => {
          const nearest = Math.min(...honest.map((r) => Math.abs(r.content.wave_data[i]!.wave_time - wave.wave_time)));
          expect(nearest).toBeLessThanOrEqual(2 * TICK_SECONDS + 1e-9);
        });
        // A report nothing agrees with changes nothing at all; every report stays as it was sent.
        if (!honest.some((r) => reportsAgree(r, forged))) expect(derived).toEqual(deriveRound(honest));
        expect(reports).toEqual(before);
      }),
      { numRuns: 1000 },
    );
  });

  it('cannot plant splits in a round whose report has none, nor fill a field from a report nothing agrees with', () => {
    const [first] = team([1]);
    const bare = { ...first!, waves: [] };
    const forged = sent(9, { ...first!.content, submitted_by: 'Someone Else', scroller: true, wave_data: first!.content.wave_data.map((w) => ({ ...w, wave_time: 20 })) }, 1);
    expect(deriveRound([bare, forged])).toEqual({ timeFrom: bare.id, splitsFrom: null, replayFrom: null, filled: [] });
    const honest = team([1, 0], { scrollerOmits: ['queen_spawn_time'] }).map((r) => (r.scroller ? r : { ...r, waves: r.waves.map((w) => ({ ...w, queen_spawn_time: null })) }));
    const withForged = [...honest, sent(9, { ...forged.content, scroller: false, wave_data: forged.content.wave_data.map((w) => ({ ...w, queen_spawn_time: 3 })) }, 2)];
    expect(deriveRound(withForged)?.filled).toEqual([]);
  });
});

describe('an admin’s choice and dropped reports', () => {
  it('follows an admin’s choice unless that report was dropped, and leaves dropped reports out', () => {
    const reports = team([0, 1, 2]);
    expect(deriveRound(reports, 2)?.timeFrom).toBe(2);
    expect(deriveRound(reports.map((r) => (r.id === 1 ? { ...r, dropped: true } : r)))?.timeFrom).toBe(2);
    expect(deriveRound(reports.map((r) => (r.id === 2 ? { ...r, dropped: true } : r)), 2)?.timeFrom).toBe(1);
    expect(deriveRound(reports.map((r) => ({ ...r, dropped: true })))).toBeNull();
  });

  it('takes a replay from the holder, else from the earliest report with one', () => {
    const reports = team([1, 0, 2]).map((r) => ({ ...r, hasReplay: r.id === 3 }));
    expect(deriveRound(reports)).toMatchObject({ timeFrom: 1, replayFrom: 3 });
  });
});
