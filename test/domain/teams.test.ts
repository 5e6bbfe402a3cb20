import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORMATS, ROLES_BY_FORMAT, type Format, type Role } from '../../domain/constants';
import { compareRoundsByTime } from '../../domain/rank';
import { teamKey, teamKeyOfParam, teamParam } from '../../domain/teams/teamKey';
import { teamIndex } from '../../domain/teams/teamIndex';
import { deriveRoundData } from '../../domain/roundList/data';
import { teamRows, teamsOf as teamListOf } from '../../domain/teams/teams';
import type { UnrankedRound } from '../../domain/types';
import { storedRoundsArbitrary } from '../fixtures/roundArbitrary';
import { FIVE_MAN_TEAM, on, round } from '../fixtures/storedRound';

/** Character names as the game allows them: letters, digits, spaces, - and _. */
const nameArbitrary = fc.stringMatching(/^[A-Za-z0-9_-][A-Za-z0-9 _-]{0,10}[A-Za-z0-9_-]$/);
/** Names no two of which are the same character in another case. */
const teamArbitrary = fc.uniqueArray(nameArbitrary, { minLength: 1, maxLength: 5, selector: (name) => name.toLowerCase() });

const recased = (name: string, upper: boolean[]) => [...name].map((c, i) => (upper[i % upper.length] ? c.toUpperCase() : c.toLowerCase())).join('');

const FIVE = FIVE_MAN_TEAM;
const OTHERS: [string, Role][] = [
  ['Ann', 'Main Attacker'],
  ['Bea', '2nd Attacker'],
  ['Cal', 'Healer'],
  ['Dot', 'Collector'],
  ['Eve', 'Defender'],
];
/** Every row of a format's Teams list, as the worker would page through it. */
function teamsOf(rounds: UnrankedRound[], format: Format) {
  const data = deriveRoundData(rounds);
  return teamRows(data, teamListOf(data, teamIndex(data))[format], 0, Infinity);
}

const keyOf = (players: [string, Role][]) => teamKey(players.map(([name]) => name));
const rowOf = (rows: ReturnType<typeof teamsOf>, players: [string, Role][]) => rows.find((row) => row.key === keyOf(players));

describe('teamKey: who a team is', () => {
  it('is the same for the same names in any order and any case', () => {
    const shuffledAndRecased = teamArbitrary.chain((names) =>
      fc.tuple(fc.constant(names), fc.shuffledSubarray(names, { minLength: names.length }), fc.array(fc.boolean(), { minLength: 1, maxLength: 12 })),
    );
    fc.assert(
      fc.property(shuffledAndRecased, ([names, shuffled, upper]) => {
        expect(teamKey(shuffled.map((name) => recased(name, upper)))).toBe(teamKey(names));
      }),
    );
  });

  it('differs for different sets of characters', () => {
    fc.assert(
      fc.property(teamArbitrary, teamArbitrary, (a, b) => {
        const same = new Set(a.map((n) => n.toLowerCase())).size === new Set([...a, ...b].map((n) => n.toLowerCase())).size && a.length === b.length;
        expect(teamKey(a) === teamKey(b)).toBe(same);
      }),
    );
  });

  it('keeps the formula the rounds table stores as team_key', () => {
    expect(teamKey(['Main Man', 'defender Dan', 'Äbel'])).toBe('defender dan,main man,äbel');
  });

  it('reads back from its address, however the address is typed', () => {
    fc.assert(
      fc.property(teamArbitrary, (names) => {
        expect(teamKeyOfParam(teamParam(names))).toBe(teamKey(names));
      }),
    );
    expect(teamKeyOfParam(' Main Man,defender dan ,, SECOND sam,')).toBe(teamKey(['second sam', 'Main Man', 'Defender Dan']));
  });
});

describe("teamIndex: every round's team as a number", () => {
  const playersOf = (names: string[]) => names.map((name, i): [string, Role] => [name, ROLES_BY_FORMAT.five_man[i % 5]!]);

  it('numbers two rounds alike exactly when their keys are equal, and finds a team by its key', () => {
    const small = fc.array(fc.constantFrom('Ahab', 'ahab', 'AHAB', 'Bo', 'bo', 'Cyd', 'Dee'), { minLength: 1, maxLength: 5 });
    fc.assert(
      fc.property(fc.array(small, { minLength: 1, maxLength: 20 }), (teams) => {
        const rounds = teams.map((names, i) => round(i + 1, 'five_man', 600, on(1), playersOf(names)));
        const index = teamIndex(deriveRoundData(rounds));
        rounds.forEach((a, i) =>
          rounds.forEach((b, j) => expect(index.teamOf[i] === index.teamOf[j]).toBe(keyOf(playersOf(teams[i]!)) === keyOf(playersOf(teams[j]!)))),
        );
        rounds.forEach((_, i) => expect(index.numberOf(keyOf(playersOf(teams[i]!)))).toBe(index.teamOf[i]));
        expect(index.numberOf(teamKey(['Nobody']))).toBeUndefined();
      }),
    );
  });

  it('tells apart more names than one UTF-16 unit can number', () => {
    const rounds = Array.from({ length: 65_538 }, (_, n) => round(n + 1, 'five_man', 600, on(1), [[`n${n}`, 'Healer']]));
    const index = teamIndex(deriveRoundData(rounds));
    expect(index.count).toBe(65_538);
    expect(index.numberOf('n65536')).toBe(index.teamOf[65_536]);
    expect(index.numberOf('n0')).toBe(0);
  });
});

describe('teamsOf: the Teams list', () => {
  it("ranks teams by their fastest round, members named and placed as that round has them", () => {
    const rounds = [
      round(1, 'five_man', 640.2, on(1), FIVE),
      round(2, 'five_man', 610.8, on(2), OTHERS),
      // The same five in other roles and cases, faster: the same team, shown as this round has them.
      round(3, 'five_man', 600.6, on(3), [
        ['DEFENDER DAN', 'Main Attacker'],
        ['main man', 'Defender'],
        ['Coll Lector', '2nd Attacker'],
        ['Heal Hannah', 'Collector'],
        ['Second Sam', 'Healer'],
      ]),
    ];
    const rows = teamsOf(rounds, 'five_man');
    expect(rows.map((row) => [row.rank, row.key, row.rounds, row.best.roundId])).toEqual([
      [1, keyOf(FIVE), 2, 3],
      [2, keyOf(OTHERS), 1, 2],
    ]);
    expect(rows[0]!.members).toEqual([
      { name: 'DEFENDER DAN', role: 'Main Attacker' },
      { name: 'Coll Lector', role: '2nd Attacker' },
      { name: 'Second Sam', role: 'Healer' },
      { name: 'Heal Hannah', role: 'Collector' },
      { name: 'main man', role: 'Defender' },
    ]);
    expect(rows[0]!.best).toEqual({ roundId: 3, date: on(3), time: 600.6 });
  });

  it('gives teams on equal bests one rank and skips the next, the earlier round listed first', () => {
    const third: [string, Role][] = FIVE.map(([name, role]) => [`${name} 3`, role]);
    const rows = teamsOf([round(1, 'five_man', 620.4, on(5), OTHERS), round(2, 'five_man', 620.4, on(4), FIVE), round(3, 'five_man', 630, on(1), third)], 'five_man');
    expect(rows.map((row) => [row.rank, row.best.roundId])).toEqual([
      [1, 2],
      [1, 1],
      [3, 3],
    ]);
  });

  it("counts a format's rounds only, and lists the same characters in every format they played", () => {
    const duo = FIVE.map(([name], i): [string, Role] => [name, ROLES_BY_FORMAT.duo_heal[i]!]);
    const rounds = [round(1, 'five_man', 610.2, on(1), FIVE), round(2, 'duo_heal', 650.4, on(2), duo), round(3, 'duo_heal', 640.2, on(3), duo), round(4, 'five_man', 615, on(4), FIVE)];
    expect(teamsOf(rounds, 'five_man').map((row) => [row.key, row.rounds])).toEqual([[keyOf(FIVE), 2]]);
    expect(teamsOf(rounds, 'duo_heal').map((row) => [row.key, row.rounds, row.best.roundId])).toEqual([[keyOf(FIVE), 2, 3]]);
    expect(teamsOf(rounds, 'leech')).toEqual([]);
  });

  it('dates a team by its earliest and latest dated rounds, null when none is dated', () => {
    const rows = teamsOf(
      [round(1, 'five_man', 620, on(9), FIVE), round(2, 'five_man', 610, null, FIVE), round(3, 'five_man', 630, on(2), FIVE), round(4, 'five_man', 640, on(5), FIVE), round(5, 'five_man', 600, null, OTHERS)],
      'five_man',
    );
    expect(rowOf(rows, FIVE)).toMatchObject({ firstPlayed: on(2), lastPlayed: on(9), rounds: 4, best: { roundId: 2, date: null } });
    expect(rowOf(rows, OTHERS)).toMatchObject({ firstPlayed: null, lastPlayed: null, rounds: 1 });
  });

  it("lists every round's team once in its format, counts each round once, fastest first", () => {
    fc.assert(
      fc.property(storedRoundsArbitrary(), (rounds) => {
        const byId = new Map(rounds.map((r) => [r.id, r]));
        for (const format of FORMATS) {
          const ofFormat = rounds.filter((r) => r.format === format);
          const rows = teamsOf(rounds, format);
          const keys = rows.map((row) => row.key);
          expect(new Set(keys).size).toBe(keys.length);
          const teams = new Map<string, UnrankedRound[]>();
          for (const r of ofFormat) {
            const key = teamKey(r.players.map((p) => p.character_name));
            teams.set(key, [...(teams.get(key) ?? []), r]);
          }
          expect(new Set(keys)).toEqual(new Set(teams.keys()));
          expect(rows.reduce((sum, row) => sum + row.rounds, 0)).toBe(ofFormat.length);
          for (const row of rows) {
            const played = teams.get(row.key)!;
            const fastest = [...played].sort(compareRoundsByTime)[0]!;
            const dates = played.flatMap((r) => (r.round_date === null ? [] : [r.round_date])).sort();
            expect(row.best).toEqual({ roundId: fastest.id, date: fastest.round_date, time: fastest.round_time });
            expect([row.firstPlayed, row.lastPlayed]).toEqual([dates[0] ?? null, dates.at(-1) ?? null]);
            expect(row.rank).toBe(1 + rows.filter((other) => other.best.time < row.best.time).length);
          }
          for (let k = 1; k < rows.length; k++) expect(compareRoundsByTime(byId.get(rows[k - 1]!.best.roundId)!, byId.get(rows[k]!.best.roundId)!)).toBeLessThan(0);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('names each member once, in the order of the roles of the format', () => {
    fc.assert(
      fc.property(storedRoundsArbitrary(), (rounds) => {
        for (const format of FORMATS) {
          for (const row of teamsOf(rounds, format)) {
            const order: readonly Role[] = ROLES_BY_FORMAT[format];
            const places = row.members.map((member) => order.indexOf(member.role));
            expect(places).toEqual([...places].sort((a, b) => a - b));
            expect(teamKey(row.members.map((member) => member.name))).toBe(row.key);
          }
        }
      }),
      { numRuns: 100 },
    );
  });
});
