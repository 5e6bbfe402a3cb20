import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORMATS, LEADERBOARD_FORMATS, ROLES_BY_FORMAT, type Format, type Role } from '../../domain/constants';
import { buildLeaderboard, type PlayerIdentity } from '../../domain/leaderboard';
import { playerDirectory } from '../../domain/player/directory';
import { playerPage as playerPageWith } from '../../domain/player/playerPage';
import { teamIndex } from '../../domain/teams/teamIndex';
import type { RoundData } from '../../domain/roundList/data';
import type { PlayerDirectory } from '../../domain/player/directory';
import type { PlayerQuery } from '../../domain/player/types';
import type { PlayerPage } from '../../domain/player/types';
import { deriveRoundData } from '../../domain/roundList/data';
import { queryRoundList } from '../../domain/roundList/query';
import type { AltsMap, UnrankedRound } from '../../domain/types';
import { storedRoundsArbitrary } from '../fixtures/roundArbitrary';
import { on, round } from '../fixtures/storedRound';

/** A round date as the API writes it: day `day` of 2026, `hour` o'clock UTC. */

/** The page as the worker works it out, with the rounds' teams. */
const playerPage = (data: RoundData, directory: PlayerDirectory, query: PlayerQuery) => playerPageWith(data, directory, query, teamIndex(data));

const ALTS: AltsMap = { Mainy: ['Alty'], Alty: ['Mainy'] };
const IDENTITY: PlayerIdentity = { key: 'u:1', player_name: 'Mainy', region: 'EU' };
const IDENTITIES = new Map([
  ['mainy', IDENTITY],
  ['alty', IDENTITY],
]);

/** The page as the device would show it: the leaderboard built from the same rounds, as the server builds it. */
function pageOf(rounds: UnrankedRound[], name: string, page = 0, alts: AltsMap = ALTS): NonNullable<PlayerPage['player']> {
  const directory = playerDirectory(alts, buildLeaderboard(rounds, IDENTITIES));
  const result = playerPage(deriveRoundData(rounds), directory, { name, page });
  if (!result.player) throw new Error(`no page for ${name}`);
  return result.player;
}

const formatOf = (player: NonNullable<PlayerPage['player']>, format: Format) => player.formats.find((f) => f.format === format)!;

describe('playerPage: who the player is', () => {
  const rounds = [
    round(1, 'five_man', 600, on(1), [['Mainy', 'Main Attacker'], ['Bob', 'Healer']]),
    round(2, 'leech', 700.2, on(2), [['ALTY', 'Attacker'], ['Bob', 'Healer']]),
    round(3, 'duo_heal', 650.4, on(3), [['zed', 'Attacker'], ['Bob', 'Main Healer']]),
    round(4, 'duo_heal', 640.2, on(4), [['Zed', 'Attacker']]),
  ];

  it('gathers the rounds of every linked character, in any case, under the main account', () => {
    for (const name of ['mainy', 'alty', 'ALTY']) {
      const player = pageOf(rounds, name);
      expect(player.name).toBe('Mainy');
      expect(player.region).toBe('EU');
      expect(player.characters).toEqual(['Mainy', 'Alty']);
      expect(player.rounds.total).toBe(2);
      expect(player.formats.map((f) => [f.format, f.rounds])).toEqual([['five_man', 1], ['leech', 1]]);
    }
  });

  it('names an unlinked player the Leaderboard does not list as their first round writes them', () => {
    const player = pageOf(rounds, 'ZED');
    expect(player).toMatchObject({ name: 'zed', region: null, characters: ['zed'] });
    expect(player.rounds.total).toBe(2);
  });

  it('names an unlinked player the Leaderboard lists as it does', () => {
    expect(pageOf(rounds, 'BOB')).toMatchObject({ name: 'Bob', characters: ['Bob'] });
  });

  it('knows no player of a name no round or account knows', () => {
    const directory = playerDirectory(ALTS, []);
    expect(playerPage(deriveRoundData(rounds), directory, { name: 'Nobody', page: 0 })).toEqual({ player: null });
    expect(playerPage(deriveRoundData(rounds), directory, { name: 'Bo', page: 0 })).toEqual({ player: null });
  });

  it('gives a linked character without rounds an empty page', () => {
    const directory = playerDirectory({ Quiet: ['Hush'], Hush: ['Quiet'] }, []);
    expect(playerPage(deriveRoundData(rounds), directory, { name: 'hush', page: 0 })).toEqual({
      player: { name: 'Hush', region: null, characters: ['Hush', 'Quiet'], formats: [], rounds: { rows: [], total: 0 }, teammates: [] },
    });
  });

  it('lists formats in FORMATS order, whatever order the rounds came in', () => {
    const reversed = [...rounds].reverse().map((r) => ({ ...r, players: [...r.players, { character_name: 'Mainy', role: ROLES_BY_FORMAT[r.format][4]! }] }));
    expect(pageOf(reversed, 'Mainy').formats.map((f) => f.format)).toEqual(['five_man', 'leech', 'duo_heal']);
  });
});

describe('playerPage: personal bests', () => {
  const rounds = [
    round(1, 'five_man', 612, on(5), [['Mainy', 'Healer'], ['Bob', 'Defender']]),
    round(2, 'five_man', 598.8, on(9), [['Alty', 'Healer'], ['Bob', 'Defender']]),
    round(3, 'five_man', 598.8, on(7), [['mainy', 'Healer']]),
    round(4, 'five_man', 630, on(2), [['Mainy', 'Main Attacker']]),
    round(5, 'five_man', 598.8, null, [['Mainy', 'Healer']]),
    round(6, 'five_man', 640.2, null, [['Alty', 'Collector']]),
    round(7, 'five_man', 640.2, null, [['Mainy', 'Collector']]),
    round(8, 'five_man', 650.4, on(3), [['Alty', 'Defender']]),
    round(9, 'five_man', 650.4, on(3), [['Mainy', 'Defender']]),
    round(10, 'leech', 690, on(1), [['Alty', 'Healer'], ['Mainy', 'Attacker']]),
    round(11, 'leech', 684, on(8), [['Mainy', 'Collector']]),
  ];
  const player = pageOf(rounds, 'Mainy');

  it('keeps per role, in the format’s role order, the lowest time and the character that played it', () => {
    expect(formatOf(player, 'five_man').bests.map((b) => [b.role, b.time])).toEqual([
      ['Main Attacker', 630],
      ['Healer', 598.8],
      ['Collector', 640.2],
      ['Defender', 650.4],
    ]);
    expect(formatOf(player, 'leech').bests.map((b) => [b.role, b.time, b.character])).toEqual([
      ['Attacker', 690, 'Mainy'],
      ['Collector', 684, 'Mainy'],
      ['Healer', 690, 'Alty'],
    ]);
  });

  it('takes the earliest round on a tie: by date, an unknown date last, then the lower id', () => {
    const best = (role: Role) => formatOf(player, 'five_man').bests.find((b) => b.role === role)!;
    expect(best('Healer')).toEqual({ role: 'Healer', roundId: 3, date: on(7), time: 598.8, character: 'mainy' });
    expect(best('Collector')).toMatchObject({ roundId: 6, date: null, character: 'Alty' });
    expect(best('Defender')).toMatchObject({ roundId: 8, character: 'Alty' });
  });

  it('shows the Leaderboard’s standing in 5 Man and Leech and equals its role times', () => {
    const leaderboard = buildLeaderboard(rounds, IDENTITIES);
    const entry = leaderboard.find((e) => e.player_name === 'Mainy')!;
    for (const format of LEADERBOARD_FORMATS) {
      const shown = formatOf(player, format);
      expect(shown.standing).toEqual(entry.role_times[format]);
      for (const [role, time] of Object.entries(entry.role_times[format].roles)) {
        expect(shown.bests.find((b) => b.role === role)?.time ?? null).toBe(time);
      }
    }
  });

  it('has no standing in Duo Heal, nor without the leaderboard', () => {
    const withDuo = [...rounds, round(12, 'duo_heal', 700, on(4), [['Mainy', 'Attacker']])];
    expect(formatOf(pageOf(withDuo, 'Mainy'), 'duo_heal').standing).toBeNull();
    const noLeaderboard = playerPage(deriveRoundData(rounds), playerDirectory(ALTS, []), { name: 'Mainy', page: 0 });
    expect(noLeaderboard.player!.formats.map((f) => f.standing)).toEqual([null, null]);
  });

  it('counts each round once, even with two of the player’s characters in it', () => {
    expect(formatOf(player, 'leech').rounds).toBe(2);
    expect(formatOf(player, 'five_man').rounds).toBe(9);
  });
});

describe('playerPage: progression', () => {
  const rounds = [
    round(1, 'five_man', 620.4, on(10), [['Mainy', 'Healer']]),
    round(2, 'five_man', 630, on(1), [['Mainy', 'Healer']]),
    round(3, 'five_man', 600, null, [['Mainy', 'Healer']]),
    round(4, 'five_man', 630, on(5), [['Alty', 'Healer']]),
    round(5, 'five_man', 620.4, on(12), [['Mainy', 'Healer']]),
    round(6, 'five_man', 610.2, on(12, 18), [['Mainy', 'Healer']]),
    round(7, 'five_man', 640.2, on(13), [['Mainy', 'Healer']]),
    round(8, 'five_man', 650.4, null, [['Mainy', 'Defender']]),
  ];
  const progression = formatOf(pageOf(rounds, 'Mainy'), 'five_man').progression;
  const ref = (roundId: number) => {
    const r = rounds.find((x) => x.id === roundId)!;
    return { roundId, date: r.round_date, time: r.round_time };
  };

  it('charts every dated round oldest first, undated rounds left out', () => {
    expect(progression.map((p) => p.role)).toEqual(['Healer', 'Defender']);
    expect(progression[0]!.points).toEqual([2, 4, 1, 5, 6, 7].map(ref));
    expect(progression[1]!.points).toEqual([]);
  });

  it('steps down at the first round and at each strictly faster one', () => {
    expect(progression[0]!.steps).toEqual([2, 1, 6].map(ref));
    expect(progression[1]!.steps).toEqual([]);
  });

  it('still counts an undated round for the best', () => {
    expect(formatOf(pageOf(rounds, 'Mainy'), 'five_man').bests[0]).toMatchObject({ role: 'Healer', time: 600, roundId: 3 });
  });
});

describe('playerPage: rounds', () => {
  // Days 1…27 with one undated round and two rounds on one date.
  const rounds = [
    ...Array.from({ length: 26 }, (_, i) => round(i + 1, 'five_man', 600 + i * 0.6, on(i + 1), [['Mainy', 'Healer'], ['Bob', 'Defender']])),
    round(27, 'leech', 690, null, [['Alty', 'Healer']]),
    round(28, 'leech', 691.2, null, [['Alty', 'Healer']]),
    round(29, 'leech', 700.2, on(26), [['Alty', 'Healer']]),
    round(30, 'leech', 700.2, on(4), [['Someone', 'Healer']]),
  ];

  it('pages the player’s rounds newest first: date descending, unknown dates last, then id descending', () => {
    const first = pageOf(rounds, 'Mainy', 0).rounds;
    const second = pageOf(rounds, 'Mainy', 1).rounds;
    expect(first.total).toBe(29);
    expect(second.total).toBe(29);
    expect(first.rows).toHaveLength(25);
    expect(first.rows.map((r) => r.round.id)).toEqual([29, 26, ...Array.from({ length: 23 }, (_, i) => 25 - i)]);
    expect(second.rows.map((r) => r.round.id)).toEqual([2, 1, 28, 27]);
    expect(pageOf(rounds, 'Mainy', 2).rounds.rows).toEqual([]);
  });

  it('builds each row as Round Times does: rank, world record, PBs, players in role order and alts', () => {
    const dated = rounds.filter((r) => r.round_date !== null);
    const data = deriveRoundData(dated);
    const directory = playerDirectory(ALTS, []);
    for (const page of [0, 1]) {
      const shown = playerPage(data, directory, { name: 'Bob', page }).player!.rounds;
      const roundTimes = queryRoundList(data, directory.alts, { format: null, search: 'bob', pbsOnly: false, sortBy: 'round_date', order: 'desc', page, pageSize: 25 });
      expect(shown).toEqual(roundTimes);
    }
    const oldest = playerPage(data, directory, { name: 'Bob', page: 1 }).player!.rounds.rows[0]!;
    expect(oldest).toMatchObject({ rank: 1, worldRecord: true, pbNames: ['Mainy', 'Bob'], alts: { Mainy: ['Alty'] } });
    expect(oldest.round.players.map((p) => p.role)).toEqual(['Healer', 'Defender']);
  });
});

describe('playerPage: teammates', () => {
  const rounds = [
    round(1, 'five_man', 600, on(1), [['Mainy', 'Healer'], ['bob', 'Defender'], ['Alty', 'Collector'], ['Cy', 'Main Attacker']]),
    round(2, 'five_man', 600, on(3), [['Mainy', 'Healer'], ['BOB', 'Defender'], ['cy', 'Main Attacker']]),
    round(3, 'five_man', 600, on(2), [['Alty', 'Healer'], ['Bob', 'Defender'], ['Ann', 'Collector']]),
    round(4, 'five_man', 600, null, [['Alty', 'Healer'], ['Dee', 'Defender']]),
    ...'KLMNOPQRST'.split('').map((letter, i) => round(10 + i, 'leech', 700, on(4), [['Mainy', 'Healer'], [`${letter}z`, 'Attacker']])),
  ];
  const teammates = pageOf(rounds, 'mainy').teammates;

  it('lists the ten played with most, most first, ties by name in any case, the player’s own characters left out', () => {
    expect(teammates.map((t) => [t.name, t.rounds])).toEqual([
      ['BOB', 3],
      ['cy', 2],
      ['Ann', 1],
      ['Dee', 1],
      ['Kz', 1],
      ['Lz', 1],
      ['Mz', 1],
      ['Nz', 1],
      ['Oz', 1],
      ['Pz', 1],
    ]);
  });

  it('writes each name as the player’s most recent round with them does', () => {
    expect(teammates[0]!.name).toBe('BOB');
    expect(teammates[1]!.name).toBe('cy');
  });
});

describe('playerPage: properties', () => {
  const NAMES = ['Ahab', 'ahab', 'Bo Jangles', 'Cyd', 'Dee-Dee', 'Émile', 'Fox_1', 'Gus', 'Hal', 'Ivy'];
  const alts: AltsMap = { Cyd: ['Gus'], Gus: ['Cyd'] };
  const cyd: PlayerIdentity = { key: 'u:1', player_name: 'Cyd', region: 'NA' };
  const identities = new Map([
    ['cyd', cyd],
    ['gus', cyd],
  ]);

  it('keeps as each best the minimum over the player’s rounds in that format and role, as the Leaderboard does', () => {
    fc.assert(
      fc.property(storedRoundsArbitrary(), fc.constantFrom(...NAMES), (rounds, name) => {
        const leaderboard = buildLeaderboard(rounds, identities);
        const result = playerPage(deriveRoundData(rounds), playerDirectory(alts, leaderboard), { name, page: 0 });
        const own = new Set(name === 'Cyd' || name === 'Gus' ? ['cyd', 'gus'] : [name.toLowerCase()]);
        const played = rounds.filter((r) => r.players.some((p) => own.has(p.character_name.toLowerCase())));
        if (played.length === 0 && !own.has('cyd')) {
          expect(result.player).toBeNull();
          return;
        }
        const player = result.player!;
        expect(player.rounds.total).toBe(played.length);
        for (const format of FORMATS) {
          const shown = player.formats.find((f) => f.format === format);
          const expected = ROLES_BY_FORMAT[format].flatMap((role) => {
            const times = played
              .filter((r) => r.format === format)
              .flatMap((r) => r.players.filter((p) => p.role === role && own.has(p.character_name.toLowerCase())).map(() => r.round_time));
            return times.length ? [[role, Math.min(...times)]] : [];
          });
          expect(shown?.bests.map((b) => [b.role, b.time]) ?? []).toEqual(expected);
        }
        const entry = leaderboard.find((e) => e.player_name.toLowerCase() === player.name.toLowerCase());
        for (const format of LEADERBOARD_FORMATS) {
          const bests = player.formats.find((f) => f.format === format)?.bests ?? [];
          for (const [role, time] of Object.entries(entry?.role_times[format].roles ?? {})) {
            expect(bests.find((b) => b.role === role)?.time ?? null).toBe(time);
          }
        }
      }),
    );
  });
});
