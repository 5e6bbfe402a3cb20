import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundSubmissionSchema } from '../../domain/schemas';
import { confirmedByReports, roundDateOf, wouldBeHeld } from '../../domain/trust';
import { fiveManRound } from '../fixtures/rounds';

const HOUR = 60 * 60 * 1000;
const received = new Date(Date.UTC(2026, 10, 27, 18, 0, 0));

describe('which rounds are held for review', () => {
  it('holds a round that would set, tie or take a top-3 place, by competition rank', () => {
    expect(wouldBeHeld([], 612)).toBe(true);
    expect(wouldBeHeld([600, 603, 606], 598.8)).toBe(true);
    expect(wouldBeHeld([600, 603, 606], 600)).toBe(true);
    expect(wouldBeHeld([600, 603, 606], 606)).toBe(true);
    expect(wouldBeHeld([600, 603, 606], 606.6)).toBe(false);
    // Two rounds tied at 600 take places 1 and 1; the next is third.
    expect(wouldBeHeld([600, 600, 603], 601.8)).toBe(true);
    expect(wouldBeHeld([600, 600, 600], 601.8)).toBe(false);
  });

  it('confirms a round by two reports identifying two different users, never by one user twice or by dropped reports', () => {
    expect(confirmedByReports([{ dropped: false, identifiedUserId: 1 }, { dropped: false, identifiedUserId: 2 }])).toBe(true);
    expect(confirmedByReports([{ dropped: false, identifiedUserId: 1 }, { dropped: false, identifiedUserId: 1 }])).toBe(false);
    expect(confirmedByReports([{ dropped: false, identifiedUserId: 1 }, { dropped: false, identifiedUserId: null }])).toBe(false);
    expect(confirmedByReports([{ dropped: false, identifiedUserId: 1 }, { dropped: true, identifiedUserId: 2 }])).toBe(false);
  });

  it('confirms exactly when the reports kept name at least two distinct users (property)', () => {
    const report = fc.record({ dropped: fc.boolean(), identifiedUserId: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }) });
    fc.assert(
      fc.property(fc.array(report, { maxLength: 8 }), (reports) => {
        const users = new Set(reports.filter((r) => !r.dropped && r.identifiedUserId !== null).map((r) => r.identifiedUserId));
        expect(confirmedByReports(reports)).toBe(users.size >= 2);
      }),
    );
  });
});

describe('the date a round is given', () => {
  const date = (at: number) => new Date(received.getTime() + at);

  it('ignores the date a plugin token sends: its round is dated when it arrived', () => {
    expect(roundDateOf({ trusted: false, sentDate: new Date(Date.UTC(2021, 0, 1)), startedAt: null }, received)).toEqual(received);
  });

  it('dates a plugin round when it started, when that was within the last two hours', () => {
    expect(roundDateOf({ trusted: false, sentDate: null, startedAt: date(-11 * 60_000) }, received)).toEqual(date(-11 * 60_000));
    expect(roundDateOf({ trusted: false, sentDate: null, startedAt: date(-2 * HOUR) }, received)).toEqual(date(-2 * HOUR));
    expect(roundDateOf({ trusted: false, sentDate: null, startedAt: date(-2 * HOUR - 1000) }, received)).toEqual(received);
    // A start a little ahead of the server's clock is its clock; never later than the arrival.
    expect(roundDateOf({ trusted: false, sentDate: null, startedAt: date(60_000) }, received)).toEqual(received);
    expect(roundDateOf({ trusted: false, sentDate: null, startedAt: date(HOUR) }, received)).toEqual(received);
  });

  it('keeps the date an admin or an admin’s key sends', () => {
    const old = new Date(Date.UTC(2021, 0, 1));
    expect(roundDateOf({ trusted: true, sentDate: old, startedAt: null }, received)).toEqual(old);
    expect(roundDateOf({ trusted: true, sentDate: null, startedAt: null }, received)).toEqual(received);
  });

  it('never dates a plugin round before two hours ago nor after its arrival (property)', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: -100 * HOUR, max: 100 * HOUR }), { nil: null }), fc.option(fc.integer({ min: -1000 * HOUR, max: HOUR }), { nil: null }), (started, sent) => {
        const dated = roundDateOf({ trusted: false, sentDate: sent === null ? null : date(sent), startedAt: started === null ? null : date(started) }, received);
        expect(dated.getTime()).toBeLessThanOrEqual(received.getTime());
        expect(dated.getTime()).toBeGreaterThanOrEqual(received.getTime() - 2 * HOUR);
      }),
    );
  });
});

describe('plausible rounds', () => {
  const refusal = (round: unknown) => {
    const parsed = roundSubmissionSchema.safeParse(round);
    return parsed.success ? null : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('refuses a round time under five minutes or over an hour, naming round_time', () => {
    expect(refusal(fiveManRound({ round_time: 0.001, wave_data: [] }))).toEqual(['round_time: must be at least 300 seconds (5:00.0): no round is faster']);
    expect(refusal(fiveManRound({ round_time: 299.9, wave_data: [] }))).toEqual(['round_time: must be at least 300 seconds (5:00.0): no round is faster']);
    expect(refusal(fiveManRound({ round_time: 3600.1 }))).toEqual(['round_time: must be at most 3600 seconds (60:00.0)']);
    expect(refusal(fiveManRound({ round_time: 300, wave_data: [] }))).toBeNull();
    expect(refusal(fiveManRound({ round_time: 3600 }))).toBeNull();
  });

  it('refuses negative wave times, and waves that add up to more than the round by more than a tick a wave', () => {
    const waves = (times: number[]) => times.map((wave_time, i) => ({ wave_number: i + 1, wave_time }));
    expect(refusal(fiveManRound({ round_time: 600, wave_data: waves([-1, 60]) }))).toEqual(['wave_data.0.wave_time: must not be negative']);
    expect(refusal(fiveManRound({ round_time: 600, wave_data: waves(Array(10).fill(60.6)) }))).toBeNull();
    expect(refusal(fiveManRound({ round_time: 600, wave_data: waves(Array(10).fill(60.7)) }))).toEqual([
      "wave_data: wave times add up to 10:07.0, more than the round's 10:00.0",
    ]);
  });

  it('reads round_started_at as any ISO 8601 instant, with or without fractional seconds or a zone', () => {
    for (const started of ['2026-11-27T18:00:00Z', '2026-11-27T18:00:00.123456789Z', '2026-11-27T18:00:00', '2026-11-27T19:00:00+01:00', '2026-11-27T18:00']) {
      expect(refusal(fiveManRound({ round_started_at: started })), started).toBeNull();
    }
    expect(refusal(fiveManRound({ round_started_at: 'yesterday' }))).toEqual(['round_started_at: must be an ISO 8601 timestamp']);
  });
});
