import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORMATS, LEADERBOARD_FORMATS, LEADERBOARD_ROLES_BY_FORMAT, type Format } from '../../domain/constants';
import { buildLeaderboard } from '../../domain/leaderboard';
import { playerDirectory } from '../../domain/player/directory';
import { recordsPage } from '../../domain/player/records';
import type { FormatRecords } from '../../domain/player/types';
import { worldRecords } from '../../domain/bests';
import { deriveRoundData } from '../../domain/roundList/data';
import type { AltsMap, FormatStanding, LeaderboardEntry, UnrankedRound } from '../../domain/types';
import { storedRoundsArbitrary } from '../fixtures/roundArbitrary';
import { on, round } from '../fixtures/storedRound';

const DAY_MS = 86_400_000;
/** A round date as the API writes it: day `day` of 2026, `hour` o'clock UTC. */

const standing: FormatStanding = { roles: {}, average_time: null, rank: null, sub_time_counts: { total: 0, per_role: {} } };
const entry = (player_name: string): LeaderboardEntry => ({ player_name, region: null, role_times: { five_man: standing, leech: standing } });

function recordsOf(rounds: UnrankedRound[], alts: AltsMap = {}, leaderboard: LeaderboardEntry[] = []) {
  return recordsPage(deriveRoundData(rounds), playerDirectory(alts, leaderboard));
}

const formatIn = (rounds: UnrankedRound[], format: Format, alts?: AltsMap, leaderboard?: LeaderboardEntry[]): FormatRecords =>
  recordsOf(rounds, alts, leaderboard).formats.find((f) => f.format === format)!;

const brief = (f: FormatRecords) => f.history.map((e) => ({ id: e.roundId, time: e.time, improvement: e.improvement, tie: e.tie, stoodMs: e.stoodMs }));

describe('recordsPage: history', () => {
  it('walks the dated rounds oldest first: a strictly faster round is a new record, improving by the difference in tenths', () => {
    const rounds = [
      round(1, 'five_man', 612.6, on(10)),
      round(2, 'five_man', 630, on(1)),
      round(3, 'five_man', 640.2, on(2)),
      round(4, 'five_man', 600, on(20)),
      round(5, 'five_man', 620.4, on(5)),
    ];
    expect(brief(formatIn(rounds, 'five_man'))).toEqual([
      { id: 2, time: 630, improvement: null, tie: false, stoodMs: 4 * DAY_MS },
      { id: 5, time: 620.4, improvement: 9.6, tie: false, stoodMs: 5 * DAY_MS },
      { id: 1, time: 612.6, improvement: 7.8, tie: false, stoodMs: 10 * DAY_MS },
      { id: 4, time: 600, improvement: 12.6, tie: false, stoodMs: null },
    ]);
  });

  it('lists a round equal to the standing record as a tie that does not end it, and ends both with the next faster one', () => {
    const rounds = [
      round(1, 'leech', 700.2, on(1)),
      round(2, 'leech', 700.2, on(3)),
      round(3, 'leech', 710.4, on(4)),
      round(4, 'leech', 700.2, on(5)),
      round(5, 'leech', 699.6, on(9)),
      round(6, 'leech', 699.6, on(10)),
    ];
    expect(brief(formatIn(rounds, 'leech'))).toEqual([
      { id: 1, time: 700.2, improvement: null, tie: false, stoodMs: 8 * DAY_MS },
      { id: 2, time: 700.2, improvement: null, tie: true, stoodMs: 6 * DAY_MS },
      { id: 4, time: 700.2, improvement: null, tie: true, stoodMs: 4 * DAY_MS },
      { id: 5, time: 699.6, improvement: 0.6, tie: false, stoodMs: null },
      { id: 6, time: 699.6, improvement: null, tie: true, stoodMs: null },
    ]);
  });

  it('takes rounds of one date by id', () => {
    const rounds = [round(1, 'five_man', 620.4, on(1)), round(2, 'five_man', 615, on(2)), round(3, 'five_man', 610.2, on(2))];
    expect(brief(formatIn(rounds, 'five_man')).map((e) => [e.id, e.stoodMs])).toEqual([
      [1, DAY_MS],
      [2, 0],
      [3, null],
    ]);
  });

  it('gives each entry the round’s date and players in role order', () => {
    const rounds = [round(7, 'five_man', 600, on(3, 9), [['Def', 'Defender'], ['Main', 'Main Attacker'], ['Heal', 'Healer']])];
    expect(formatIn(rounds, 'five_man').history[0]).toMatchObject({
      roundId: 7,
      date: on(3, 9),
      players: [
        { character_name: 'Main', role: 'Main Attacker' },
        { character_name: 'Heal', role: 'Healer' },
        { character_name: 'Def', role: 'Defender' },
      ],
    });
  });

  it('leaves undated rounds out, unless one is faster than every dated round: it then stands last, undated', () => {
    const slower = [round(1, 'five_man', 610.2, on(1)), round(2, 'five_man', 620.4, null), round(3, 'five_man', 610.2, null), round(4, 'five_man', 600, on(2))];
    expect(brief(formatIn(slower, 'five_man')).map((e) => e.id)).toEqual([1, 4]);

    const faster = [...slower, round(5, 'five_man', 590.4, null), round(6, 'five_man', 590.4, null), round(7, 'five_man', 600, on(3))];
    const history = formatIn(faster, 'five_man').history;
    expect(brief({ format: 'five_man', history, roles: [], waveTops: [] })).toEqual([
      { id: 1, time: 610.2, improvement: null, tie: false, stoodMs: DAY_MS },
      { id: 4, time: 600, improvement: 10.2, tie: false, stoodMs: null },
      { id: 7, time: 600, improvement: null, tie: true, stoodMs: null },
      { id: 5, time: 590.4, improvement: 9.6, tie: false, stoodMs: null },
    ]);
    expect(history.at(-1)!.date).toBeNull();
  });

  it('makes the fastest undated round the whole history of a format without dated rounds', () => {
    const rounds = [round(1, 'duo_heal', 650.4, null), round(2, 'duo_heal', 640.2, null), round(3, 'duo_heal', 640.2, null)];
    expect(brief(formatIn(rounds, 'duo_heal'))).toEqual([{ id: 2, time: 640.2, improvement: null, tie: false, stoodMs: null }]);
  });

  it('lists the formats with rounds, in FORMATS order', () => {
    const rounds = [round(1, 'duo_heal', 650.4, on(1)), round(2, 'five_man', 600, on(2))];
    expect(recordsOf(rounds).formats.map((f) => f.format)).toEqual(['five_man', 'duo_heal']);
    expect(recordsOf([]).formats).toEqual([]);
  });
});

describe("recordsPage: each role's fastest players", () => {
  const alts = { Mainy: ['Alty'], Alty: ['Mainy'] };
  const rounds = [
    round(1, 'five_man', 600, on(5), [['Alty', 'Healer'], ['ahab', 'Defender'], ['Cat', 'Collector']]),
    round(2, 'five_man', 600, on(2), [['MAINY', 'Healer'], ['Ahab', 'Defender']]),
    round(3, 'five_man', 600, on(9), [['Bob', 'Healer'], ['Zed', 'Defender']]),
    round(4, 'five_man', 612, on(1), [['Cat', 'Healer'], ['Dan', 'Main Attacker']]),
    round(5, 'five_man', 600, null, [['Abe', 'Healer'], ['ahab', 'Defender']]),
    round(6, 'five_man', 590.4, on(12), [['Cat', 'Collector']]),
    round(7, 'leech', 700, on(3), [['Lee', 'Attacker']]),
    round(8, 'five_man', 606, on(4), [['Alty', 'Healer'], ['Eve', 'Defender']]),
  ];
  const five = formatIn(rounds, 'five_man', alts, [entry('Mainy')]);
  const entriesOf = (role: string) => five.roles.find((r) => r.role === role)!.entries.map((e) => [e.rank, e.name, e.time, e.roundId]);

  it('lists the roles played, in the format’s role order', () => {
    expect(five.roles.map((r) => r.role)).toEqual(['Main Attacker', 'Healer', 'Collector', 'Defender']);
    expect(formatIn(rounds, 'leech').roles).toEqual([{ role: 'Attacker', entries: [{ rank: 1, name: 'Lee', time: 700, roundId: 7, date: on(3) }] }]);
  });

  it('ranks each player once by their PB in the role, alts under the main account, a tie sharing its rank and the earlier round first', () => {
    expect(entriesOf('Healer')).toEqual([
      [1, 'Mainy', 600, 2],
      [1, 'Bob', 600, 3],
      [1, 'Abe', 600, 5],
      [4, 'Cat', 612, 4],
    ]);
  });

  it('groups a name in any case as one player, named as their PB round writes it', () => {
    expect(entriesOf('Defender')).toEqual([
      [1, 'Ahab', 600, 2],
      [1, 'Zed', 600, 3],
      [3, 'Eve', 606, 8],
    ]);
  });

  it('stops at the tenth rank, keeping everyone tied on it', () => {
    const many = Array.from({ length: 14 }, (_, i) => round(100 + i, 'leech', i < 9 ? 650 + i * 0.6 : 660, on(1 + i), [[`Runner ${i}`, 'Defender']]));
    const defenders = formatIn(many, 'leech').roles[0]!.entries;
    expect(defenders.map((e) => e.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10, 10]);
    const cut = formatIn([...many, round(200, 'leech', 661.2, on(20), [['Late', 'Defender']])], 'leech').roles[0]!.entries;
    expect(cut.map((e) => e.name)).not.toContain('Late');
  });
});

describe('recordsPage: properties', () => {
  it('ends each format’s history with its world record, dated entries oldest first and records strictly falling', () => {
    fc.assert(
      fc.property(storedRoundsArbitrary(), (rounds) => {
        const page = recordsOf(rounds, { Cyd: ['Gus'], Gus: ['Cyd'] });
        const records = worldRecords(rounds);
        expect(page.formats.map((f) => f.format)).toEqual(FORMATS.filter((format) => records[format] !== null));
        for (const { format, history, roles } of page.formats) {
          const standing = history.filter((e) => !e.tie);
          expect(standing.at(-1)!.time).toBe(records[format]);
          standing.slice(1).forEach((e, i) => expect(e.time).toBeLessThan(standing[i]!.time));
          const dates = history.map((e) => e.date).filter((date) => date !== null);
          expect(dates).toEqual([...dates].sort());
          expect(history.slice(0, -1).every((e) => e.date !== null)).toBe(true);
          for (const role of roles) {
            const times = rounds.filter((r) => r.format === format && r.players.some((p) => p.role === role.role)).map((r) => r.round_time);
            expect(role.entries[0]!.time).toBe(Math.min(...times));
          }
        }
      }),
    );
  });
});

describe("recordsPage: the top ten by the Leaderboard's rules", () => {
  const IDENTITY = { key: 'u:1', player_name: 'Cyd', region: 'EU' as const };
  const identities = new Map([
    ['cyd', IDENTITY],
    ['gus', IDENTITY],
  ]);

  it("gives each listed player the Leaderboard's time in that role, alts under the main account, and leaves out no one faster than the last listed", () => {
    fc.assert(
      fc.property(storedRoundsArbitrary(), (rounds) => {
        const board = buildLeaderboard(rounds, identities);
        const page = recordsOf(rounds, { Cyd: ['Gus'], Gus: ['Cyd'] }, board);
        for (const format of LEADERBOARD_FORMATS) {
          const roles = page.formats.find((f) => f.format === format)?.roles ?? [];
          for (const role of LEADERBOARD_ROLES_BY_FORMAT[format]) {
            const boardTimes = board.flatMap((e) => (e.role_times[format].roles[role] == null ? [] : [[e.player_name.toLowerCase(), e.role_times[format].roles[role]!] as const]));
            const entries = roles.find((r) => r.role === role)?.entries ?? [];
            for (const listed of entries) expect(boardTimes).toContainEqual([listed.name.toLowerCase(), listed.time]);
            const last = entries.at(-1)?.time ?? -Infinity;
            const listedNames = new Set(entries.map((e) => e.name.toLowerCase()));
            expect(boardTimes.filter(([name, time]) => time < last && !listedNames.has(name))).toEqual([]);
            expect(entries.length).toBeGreaterThanOrEqual(Math.min(10, boardTimes.length));
            expect(entries.every((listed) => listed.rank <= 10)).toBe(true);
          }
        }
      }),
    );
  });
});
