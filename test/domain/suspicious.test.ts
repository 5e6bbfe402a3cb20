import { describe, expect, it } from 'vitest';
import { SUSPICIOUS_WINDOW_MS } from '../../domain/constants';
import { toUtcTimestamp } from '../../domain/time';
import {
  buildSuspicionContext,
  describeReason,
  findSuspiciousRounds,
  isWholeTickMultiple,
  suspiciousReasons,
} from '../../domain/suspicious';

const NOW = Date.UTC(2024, 5, 1, 12, 0, 0);
const HOUR = 3_600_000;
const at = (ms: number) => toUtcTimestamp(new Date(ms));

let nextId = 1;
const round = (round_time: number, names: string[], round_date: string | null = at(NOW - HOUR)) => ({
  id: nextId++,
  round_time,
  round_date,
  players: names.map((character_name) => ({ character_name })),
});

/** Reasons for `target` judged among `others` as well. */
const reasonsFor = (target: ReturnType<typeof round>, others: ReturnType<typeof round>[] = []) =>
  suspiciousReasons(target, buildSuspicionContext([target, ...others], NOW));

describe('isWholeTickMultiple', () => {
  it.each([0, 0.6, 1.8, 599.4, 600, 600.6, 0.6 * 1001, 700.2])('%s s is a whole number of ticks', (seconds) => {
    expect(isWholeTickMultiple(seconds)).toBe(true);
  });

  it('accepts 1.8 s, which the remainder operator gets wrong', () => {
    expect(1.8 % 0.6).not.toBe(0);
    expect(isWholeTickMultiple(1.8)).toBe(true);
  });

  it.each([0.3, 600.5, 600.1, 599.9, 600.6 + 1e-6, Number.NaN, Number.POSITIVE_INFINITY])(
    '%s s is not',
    (seconds) => {
      expect(isWholeTickMultiple(seconds)).toBe(false);
    },
  );
});

describe('buildSuspicionContext', () => {
  it('counts the rounds each name (any case) appears in, once per round', () => {
    const context = buildSuspicionContext(
      [round(700.2, ['Bob', 'Ann']), round(700.2, ['BOB', 'bob']), round(700.2, ['Cy'])],
      NOW,
    );
    expect(context.nowMs).toBe(NOW);
    expect(Object.fromEntries(context.roundsPerName)).toEqual({ bob: 2, ann: 1, cy: 1 });
  });
});

describe('suspiciousReasons', () => {
  const knownTeam = ['Bob', 'Ann', 'Cy', 'Di'];
  const earlierRound = round(720, knownTeam, at(NOW - 400 * HOUR));

  it('flags a round whose real time and round time differ by more than 10 s, saying both', () => {
    const timed = (real: number) => ({ ...round(561, knownTeam), elapsed_real_time: real });
    expect(reasonsFor(timed(592), [earlierRound])).toEqual(['under_600', 'real_time_differs']);
    expect(reasonsFor(timed(571), [earlierRound])).toEqual(['under_600']);
    expect(describeReason('real_time_differs', timed(592))).toBe('Real time 9:52.0, round time 9:21.0');
  });

  it('flags a time under 600 s', () => {
    expect(reasonsFor(round(599.4, knownTeam), [earlierRound])).toEqual(['under_600']);
    expect(reasonsFor(round(600, knownTeam), [earlierRound])).toEqual([]);
  });

  it('flags a time under 660 s by a team seen in no other round', () => {
    expect(reasonsFor(round(659.4, ['New', 'Faces']), [earlierRound])).toEqual(['under_660_unknown_team']);
    expect(reasonsFor(round(660, ['New', 'Faces']), [earlierRound])).toEqual([]);
    expect(reasonsFor(round(659.4, []), [earlierRound])).toEqual(['under_660_unknown_team']);
  });

  it('lets one known name, in any case and from any date, vouch for the team', () => {
    expect(reasonsFor(round(659.4, ['New', 'ann']), [earlierRound])).toEqual([]);
  });

  it('does not count a name twice in the same round as another round', () => {
    expect(reasonsFor(round(659.4, ['New', 'NEW']), [earlierRound])).toEqual(['under_660_unknown_team']);
  });

  it('flags a time that is not a whole number of ticks, at any speed', () => {
    expect(reasonsFor(round(700.1, knownTeam), [earlierRound])).toEqual(['not_tick_multiple']);
    expect(reasonsFor(round(700.2, knownTeam), [earlierRound])).toEqual([]);
  });

  it('lists every rule a round breaks', () => {
    expect(reasonsFor(round(599.5, ['Stranger']), [earlierRound])).toEqual([
      'under_600',
      'under_660_unknown_team',
      'not_tick_multiple',
    ]);
  });

  it('considers only rounds of the last 48 hours, the boundary included', () => {
    expect(reasonsFor(round(599.5, knownTeam, at(NOW - SUSPICIOUS_WINDOW_MS)))).not.toEqual([]);
    expect(reasonsFor(round(599.5, knownTeam, at(NOW - SUSPICIOUS_WINDOW_MS - 1)))).toEqual([]);
    expect(reasonsFor(round(599.5, knownTeam, at(NOW - 47 * HOUR)))).not.toEqual([]);
    expect(reasonsFor(round(599.5, knownTeam, at(NOW - 49 * HOUR)))).toEqual([]);
  });

  it('treats a future date as recent', () => {
    expect(reasonsFor(round(599.4, knownTeam, at(NOW + HOUR)), [earlierRound])).toEqual(['under_600']);
    expect(reasonsFor(round(599.4, knownTeam, at(NOW + 400 * HOUR)), [earlierRound])).toEqual(['under_600']);
  });

  it('reads dates that carry a zone', () => {
    expect(reasonsFor(round(599.4, knownTeam, '2024-06-01T13:00:00+02:00'), [earlierRound])).toEqual(['under_600']);
    expect(reasonsFor(round(599.4, knownTeam, '2024-05-30T13:00:00+02:00'), [earlierRound])).toEqual([]);
  });

  it('skips rounds without a readable date', () => {
    expect(reasonsFor(round(599.5, ['Stranger'], null))).toEqual([]);
    expect(reasonsFor(round(599.5, ['Stranger'], 'last Tuesday'))).toEqual([]);
  });
});

describe('findSuspiciousRounds', () => {
  it('returns the ids of recent rounds breaking any rule', () => {
    const team = ['Bob', 'Ann', 'Cy', 'Di'];
    const rounds = [
      round(720, team, at(NOW - 400 * HOUR)),
      round(599.4, team),
      round(650.4, ['Solo']),
      round(650.4, team),
      round(700.5, team),
      round(700.2, team),
      round(540, team, at(NOW - 72 * HOUR)),
      round(540, team, null),
    ];
    const [, fast, unknownTeam, , offTick] = rounds;
    expect(findSuspiciousRounds(rounds, NOW)).toEqual(new Set([fast!.id, unknownTeam!.id, offTick!.id]));
  });

  it('finds nothing in an empty list', () => {
    expect(findSuspiciousRounds([], NOW).size).toBe(0);
  });
});
