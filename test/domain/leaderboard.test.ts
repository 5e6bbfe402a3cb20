import { describe, expect, it } from 'vitest';
import type { Format, LeaderboardFormat } from '../../domain/constants';
import type { LeaderboardEntry } from '../../domain/types';
import { buildLeaderboard, comparePlayerNames, filterLeaderboard, rankLeaderboard } from '../../domain/leaderboard';
import type { PlayerIdentity } from '../../domain/leaderboard';

const round = (format: Format, round_time: number, players: [string, string][]) => ({
  format,
  round_time,
  players: players.map(([character_name, role]) => ({ character_name, role })),
});

const mainIdentity: PlayerIdentity = { key: 'u:1', player_name: 'Mainy', region: 'EU' };
const identities = new Map<string, PlayerIdentity>([
  ['mainy', mainIdentity],
  ['alty', mainIdentity],
  ['nancy', { key: 'u:2', player_name: 'Nancy', region: 'NA' }],
]);

const byName = (entries: LeaderboardEntry[], name: string): LeaderboardEntry => {
  const entry = entries.find((e) => e.player_name === name);
  if (!entry) throw new Error(`no entry for ${name}`);
  return entry;
};

describe('buildLeaderboard', () => {
  const rounds = [
    round('five_man', 598.8, [['Mainy', 'Main Attacker'], ['Alty', 'Healer'], ['Nancy', 'Defender'], ['Zed', 'Collector']]),
    round('five_man', 612, [['ALTY', 'Main Attacker'], ['nancy', 'Defender'], ['zed', '2nd Attacker']]),
    round('five_man', 600, [['Mainy', 'Main Attacker'], ['Nancy', 'Healer']]),
    round('leech', 659.4, [['Alty', 'Attacker'], ['Mainy', 'Healer']]),
    round('leech', 660, [['Nancy', 'Attacker'], ['Mainy', 'Healer']]),
    round('leech', 700.2, [['ZED', 'Defender'], ['Yve', 'Collector']]),
  ];
  const entries = buildLeaderboard(rounds, identities);

  it('lists one entry per player, linked characters merged, sorted by name in any case', () => {
    expect(entries.map((e) => e.player_name)).toEqual(['Mainy', 'Nancy', 'Yve', 'Zed']);
    expect(entries.map((e) => e.region)).toEqual(['EU', 'NA', null, null]);
  });

  it('takes each role’s best time over all of a player’s characters, every role listed in order', () => {
    const mainy = byName(entries, 'Mainy');
    expect(mainy.role_times.five_man.roles).toEqual({
      'Main Attacker': 598.8,
      '2nd Attacker': null,
      Healer: 598.8,
      Collector: null,
      Defender: null,
    });
    expect(Object.keys(mainy.role_times.leech.roles)).toEqual(['Attacker', 'Healer', 'Collector', 'Defender']);
    expect(mainy.role_times.leech.roles).toEqual({ Attacker: 659.4, Healer: 659.4, Collector: null, Defender: null });
    expect(Object.keys(mainy.role_times.five_man.roles)).toEqual([
      'Main Attacker',
      '2nd Attacker',
      'Healer',
      'Collector',
      'Defender',
    ]);
  });

  it('ranks 5 Man and Leech only: a duo heal round counts towards no average and lists nobody', () => {
    const withDuoHeal = buildLeaderboard(
      [...rounds, round('duo_heal', 590.4, [['Mainy', 'Attacker'], ['Nancy', 'Main Healer'], ['Quinn', '2nd Healer']])],
      identities,
    );
    expect(withDuoHeal).toEqual(entries);
    expect(Object.keys(byName(withDuoHeal, 'Mainy').role_times)).toEqual(['five_man', 'leech']);
  });

  it('averages the best times', () => {
    const mainy = byName(entries, 'Mainy');
    expect(mainy.role_times.five_man.average_time).toBe((598.8 + 0.4 * 720 + 598.8 + 0.6 * 720 + 720) / 4);
    expect(mainy.role_times.leech.average_time).toBe((659.4 * 2 + 720 * 2) / 4);
    expect(byName(entries, 'Yve').role_times.five_man.average_time).toBeNull();
  });

  it('ranks each format by average, null without one', () => {
    const ranks = (format: LeaderboardFormat) => entries.map((e) => e.role_times[format].rank);
    // five_man averages: Mainy 659.4, Nancy 659.7, Zed 691.02; Yve none.
    expect(ranks('five_man')).toEqual([1, 2, null, 3]);
    // leech averages: Mainy 689.7, Nancy 705, Yve 715.05, Zed 715.05.
    expect(ranks('leech')).toEqual([1, 2, 3, 3]);
  });

  it('counts distinct rounds strictly under the format’s sub-time, once for a player on two characters', () => {
    const mainy = byName(entries, 'Mainy');
    expect(mainy.role_times.five_man.sub_time_counts).toEqual({
      total: 1,
      per_role: { 'Main Attacker': 1, '2nd Attacker': 0, Healer: 1, Collector: 0, Defender: 0 },
    });
    expect(mainy.role_times.leech.sub_time_counts).toEqual({
      total: 1,
      per_role: { Attacker: 1, Healer: 1, Collector: 0, Defender: 0 },
    });
    expect(byName(entries, 'Nancy').role_times.leech.sub_time_counts.total).toBe(0);
    expect(byName(entries, 'Yve').role_times.five_man.sub_time_counts).toEqual({
      total: 0,
      per_role: { 'Main Attacker': 0, '2nd Attacker': 0, Healer: 0, Collector: 0, Defender: 0 },
    });
  });

  it('names an unlinked character as first seen and merges its other spellings', () => {
    const zed = byName(entries, 'Zed');
    expect(zed.role_times.five_man.roles).toMatchObject({ Collector: 598.8, '2nd Attacker': 612 });
    expect(zed.role_times.leech.roles).toMatchObject({ Defender: 700.2 });
  });

  it('counts a round once per role when one player holds two roles in it', () => {
    const twice = buildLeaderboard(
      [
        round('five_man', 590.4, [['Mainy', 'Main Attacker'], ['Alty', 'Healer']]),
        round('five_man', 595.2, [['Mainy', 'Healer'], ['Alty', 'Healer']]),
      ],
      identities,
    );
    expect(twice[0]?.role_times.five_man.sub_time_counts).toEqual({
      total: 2,
      per_role: { 'Main Attacker': 1, '2nd Attacker': 0, Healer: 2, Collector: 0, Defender: 0 },
    });
  });

  it('counts a round with a role foreign to its format in the total only', () => {
    const [entry] = buildLeaderboard([round('leech', 650.4, [['Odd', 'Main Attacker']])], new Map());
    expect(entry?.role_times.leech).toEqual({
      roles: { Attacker: null, Healer: null, Collector: null, Defender: null },
      average_time: null,
      rank: null,
      sub_time_counts: { total: 1, per_role: { Attacker: 0, Healer: 0, Collector: 0, Defender: 0 } },
    });
  });

  it('sorts names ignoring case', () => {
    const names = buildLeaderboard(
      [round('leech', 700.2, [['bob', 'Attacker'], ['Carl', 'Healer'], ['alice', 'Defender'], ['Bea', 'Collector']])],
      new Map(),
    ).map((e) => e.player_name);
    expect(names).toEqual(['alice', 'Bea', 'bob', 'Carl']);
  });

  it('puts two players of one name in the same order whichever played first: by their keys', () => {
    const named = new Map<string, PlayerIdentity>([['mainy', { key: 'u:7', player_name: 'Bob', region: 'EU' }]]);
    const rounds = [round('leech', 700.2, [['bob', 'Healer']]), round('leech', 690, [['Mainy', 'Healer']])];
    const order = (played: typeof rounds) => buildLeaderboard(played, named).map((e) => [e.player_name, e.region]);
    expect(order(rounds)).toEqual([
      ['bob', null],
      ['Bob', 'EU'],
    ]);
    expect(order([...rounds].reverse())).toEqual(order(rounds));
  });

  it('ties players whose averages are equal on paper', () => {
    const tied = buildLeaderboard(
      [
        round('five_man', 540, [['A', 'Main Attacker']]),
        round('five_man', 546.6, [['A', '2nd Attacker']]),
        round('five_man', 541.2, [['B', 'Main Attacker']]),
        round('five_man', 543.6, [['B', '2nd Attacker']]),
      ],
      new Map(),
    );
    expect(tied.map((e) => e.role_times.five_man.rank)).toEqual([1, 1]);
  });

  it('gives no entries for no rounds', () => {
    expect(buildLeaderboard([], identities)).toEqual([]);
  });
});

describe('rankLeaderboard', () => {
  const entries = buildLeaderboard(
    [
      round('five_man', 600, [['Fast', 'Main Attacker']]),
      round('five_man', 630, [['Mid', 'Main Attacker']]),
      round('five_man', 660, [['Slow', 'Main Attacker']]),
    ],
    new Map(),
  );

  it('ranks a subset among itself without changing the input', () => {
    const subset = rankLeaderboard(entries.filter((e) => e.player_name !== 'Fast'));
    expect(subset.map((e) => [e.player_name, e.role_times.five_man.rank])).toEqual([
      ['Mid', 1],
      ['Slow', 2],
    ]);
    expect(entries.map((e) => e.role_times.five_man.rank)).toEqual([1, 2, 3]);
    expect(subset.map((e) => e.role_times.leech.rank)).toEqual([null, null]);
  });
});

describe('filterLeaderboard', () => {
  it('keeps players with a time in the chosen format', () => {
    const entries = buildLeaderboard(
      [round('five_man', 600, [['Five', 'Healer']]), round('leech', 660, [['Leech', 'Healer']])],
      new Map(),
    );
    expect(filterLeaderboard(entries, 'five_man').map((e) => e.player_name)).toEqual(['Five']);
    expect(filterLeaderboard(entries, 'leech').map((e) => e.player_name)).toEqual(['Leech']);
  });
});

describe('comparePlayerNames', () => {
  it('orders names ignoring case, the same as the built leaderboard', () => {
    const names = ['bob', 'Zed', 'alice', 'Bobby', 'BOB', 'Ánna'];
    expect([...names].sort(comparePlayerNames)).toEqual(['alice', 'bob', 'BOB', 'Bobby', 'Zed', 'Ánna']);
    expect(comparePlayerNames('Mainy', 'mainy')).toBe(0);
  });
});
