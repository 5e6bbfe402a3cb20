import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES_BY_FORMAT, type Role } from '../../domain/constants';
import { toUtcTimestamp } from '../../domain/time';
import type { ScreenQueries } from '../../domain/dataWorker';
import type { RoundListQuery } from '../../domain/roundList/types';
import { round } from '../fixtures/storedRound';
import { DEFAULT_ROUND_QUERY, openScreenQueries } from '../support/screenQueries';

const HOUR = 3_600_000;
const now = Date.parse('2026-05-10T12:00:00Z');
const hoursAgo = (hours: number) => toUtcTimestamp(new Date(now - hours * HOUR));

/** A team that also played other rounds, so it is known. */
const known: [string, 'Main Attacker' | '2nd Attacker' | 'Healer' | 'Collector' | 'Defender'][] = [
  ['Known A', 'Main Attacker'],
  ['Known B', '2nd Attacker'],
  ['Known C', 'Healer'],
  ['Known D', 'Collector'],
  ['Known E', 'Defender'],
];
const stranger = (tag: string) => known.map(([, role], i) => [`${tag} ${i}`, role] as typeof known[number]);

const rounds = [
  round(1, 'five_man', 598.8, hoursAgo(1), known), // under 600
  round(2, 'five_man', 640.2, hoursAgo(2), stranger('New')), // under 660, nobody seen elsewhere
  round(3, 'five_man', 700.1, hoursAgo(3), known), // not a whole tick
  round(4, 'five_man', 590, hoursAgo(47), stranger('Odd')), // all three
  round(5, 'five_man', 598.8, hoursAgo(49), known), // too old
  round(6, 'five_man', 720, hoursAgo(1), known), // clean
  round(7, 'leech', 655.1, null, [['Leech A', 'Attacker']]), // no date: never recent
  round(8, 'leech', 630.6, hoursAgo(5), [['Leech B', 'Attacker']]), // leech under 660, unknown team
];

let stats: ScreenQueries;

beforeAll(async () => {
  ({ stats } = await openScreenQueries({ rounds, version: 1 }));
});

const suspicious = async (suspiciousAt: number, query: Partial<RoundListQuery> = {}) => {
  const page = await stats.roundList({ ...DEFAULT_ROUND_QUERY, suspiciousAt, ...query });
  return { total: page.total, rows: page.rows.map((row) => [row.round.id, row.rank, row.suspicious]) };
};

describe('suspicious mode', () => {
  it('lists the recent rounds that break a rule, with every reason, in rank order', async () => {
    expect(await suspicious(now)).toEqual({
      total: 5,
      rows: [
        [4, 1, ['under_600', 'under_660_unknown_team', 'not_tick_multiple']],
        [8, 1, ['under_660_unknown_team']],
        [1, 2, ['under_600']],
        [2, 4, ['under_660_unknown_team']],
        [3, 5, ['not_tick_multiple']],
      ],
    });
  });

  it('measures the 48 hours from the given moment', async () => {
    // 46 hours later: round 1 is 47 h old, round 2 exactly 48 h (still in), round 3 49 h (out).
    expect(await suspicious(now + 46 * HOUR)).toEqual({
      total: 2,
      rows: [
        [1, 2, ['under_600']],
        [2, 4, ['under_660_unknown_team']],
      ],
    });
    // 4 hours earlier the newest rounds lie ahead and count as recent; round 5 (45 h old, ties with 1 but earlier) is in.
    expect((await suspicious(now - 4 * HOUR)).rows.map(([id]) => id)).toEqual([4, 8, 5, 1, 2, 3]);
    expect(await suspicious(now + 60 * HOUR)).toEqual({ total: 0, rows: [] });
  });

  it('applies the list filters, sort and paging too', async () => {
    expect((await suspicious(now, { format: 'five_man', sortBy: 'round_date', order: 'desc' })).rows.map(([id]) => id)).toEqual([1, 2, 3, 4]);
    expect(await suspicious(now, { search: 'known' })).toEqual({
      total: 2,
      rows: [
        [1, 2, ['under_600']],
        [3, 5, ['not_tick_multiple']],
      ],
    });
    expect(await suspicious(now, { pageSize: 2, page: 1 })).toEqual({
      total: 5,
      rows: [
        [1, 2, ['under_600']],
        [2, 4, ['under_660_unknown_team']],
      ],
    });
  });
});

describe('suspicious mode for duo heal rounds', () => {
  it('flags them by the same three rules, ranked among duo heal rounds', async () => {
    const team = (tag: string): [string, Role][] => ROLES_BY_FORMAT.duo_heal.map((role, i) => [`${tag} ${i}`, role]);
    const duoHeal = [
      round(21, 'duo_heal', 650.4, hoursAgo(1), team('Duo New')), // under 660, nobody seen elsewhere
      round(22, 'duo_heal', 690.1, hoursAgo(2), team('Duo Known')), // not a whole tick
      round(23, 'duo_heal', 702, hoursAgo(3), team('Duo Known')), // clean
      round(24, 'duo_heal', 598.8, hoursAgo(4), team('Duo Known')), // under 600
    ];
    const { stats: duoStats } = await openScreenQueries({ rounds: duoHeal, version: 1 });
    const page = await duoStats.roundList({ ...DEFAULT_ROUND_QUERY, suspiciousAt: now });
    expect(page.rows.map((row) => [row.round.id, row.rank, row.suspicious])).toEqual([
      [24, 1, ['under_600']],
      [21, 2, ['under_660_unknown_team']],
      [22, 3, ['not_tick_multiple']],
    ]);
  });
});
