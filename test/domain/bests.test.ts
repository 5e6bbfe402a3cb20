import { describe, expect, it } from 'vitest';
import type { Format } from '../../domain/constants';
import {
  isPersonalBest,
  isWorldRecord,
  pbKey,
  personalBests,
  roundHasPersonalBest,
  worldRecords,
} from '../../domain/bests';

const round = (format: Format, round_time: number, players: [string, string][]) => ({
  format,
  round_time,
  players: players.map(([character_name, role]) => ({ character_name, role })),
});

describe('pbKey', () => {
  it('ignores the case of the name', () => {
    expect(pbKey('Iron Bob', 'five_man', 'Healer')).toBe(pbKey('iRON bOB', 'five_man', 'Healer'));
  });

  it('tells formats, roles and names apart', () => {
    const keys = [
      pbKey('Bob', 'five_man', 'Healer'),
      pbKey('Bob', 'leech', 'Healer'),
      pbKey('Bob', 'five_man', 'Defender'),
      pbKey('Bobby', 'five_man', 'Healer'),
    ];
    expect(new Set(keys).size).toBe(4);
  });
});

describe('personalBests', () => {
  const rounds = [
    round('five_man', 620.4, [['Bob', 'Healer'], ['Ann', 'Defender']]),
    round('five_man', 610.2, [['BOB', 'Healer'], ['Ann', 'Collector']]),
    round('five_man', 615, [['bob', 'Healer'], ['Ann', 'Defender']]),
    round('leech', 700.2, [['Bob', 'Healer']]),
  ];
  const pbs = personalBests(rounds);

  it('keeps the lowest time per name (any case), format and role', () => {
    expect(pbs.get(pbKey('bob', 'five_man', 'Healer'))).toBe(610.2);
    expect(pbs.get(pbKey('Ann', 'five_man', 'Defender'))).toBe(615);
    expect(pbs.get(pbKey('Ann', 'five_man', 'Collector'))).toBe(610.2);
    expect(pbs.get(pbKey('Bob', 'leech', 'Healer'))).toBe(700.2);
    expect(pbs.size).toBe(4);
  });

  it('marks a player on their best for that format and role', () => {
    expect(isPersonalBest(pbs, rounds[1]!, { character_name: 'BOB', role: 'Healer' })).toBe(true);
    expect(isPersonalBest(pbs, rounds[0]!, { character_name: 'Bob', role: 'Healer' })).toBe(false);
    expect(isPersonalBest(pbs, rounds[3]!, { character_name: 'Bob', role: 'Healer' })).toBe(true);
    expect(isPersonalBest(pbs, rounds[2]!, { character_name: 'Ann', role: 'Defender' })).toBe(true);
    expect(isPersonalBest(pbs, rounds[0]!, { character_name: 'Ann', role: 'Defender' })).toBe(false);
    expect(isPersonalBest(pbs, rounds[0]!, { character_name: 'Nobody', role: 'Healer' })).toBe(false);
  });

  it('keeps a round for PBs Only when any of its players is on their best', () => {
    expect(roundHasPersonalBest(pbs, rounds[0]!)).toBe(false);
    expect(roundHasPersonalBest(pbs, rounds[1]!)).toBe(true);
    expect(roundHasPersonalBest(pbs, rounds[2]!)).toBe(true);
    expect(roundHasPersonalBest(pbs, round('five_man', 600, []))).toBe(false);
  });
});

describe('world records', () => {
  it('is null for a format without rounds', () => {
    expect(worldRecords([])).toEqual({ five_man: null, leech: null, duo_heal: null });
    expect(worldRecords([{ format: 'leech', round_time: 700 }])).toEqual({ five_man: null, leech: 700, duo_heal: null });
  });

  it('is the lowest time of each format', () => {
    const records = worldRecords([
      { format: 'five_man', round_time: 610.2 },
      { format: 'leech', round_time: 650.4 },
      { format: 'five_man', round_time: 598.8 },
      { format: 'leech', round_time: 700 },
      { format: 'five_man', round_time: 599.4 },
      { format: 'duo_heal', round_time: 671.4 },
      { format: 'duo_heal', round_time: 668.4 },
    ]);
    expect(records).toEqual({ five_man: 598.8, leech: 650.4, duo_heal: 668.4 });
  });

  it('badges every round on its format’s record, and no other', () => {
    const records = { five_man: 598.8, leech: 650.4, duo_heal: 668.4 };
    expect(isWorldRecord(records, { format: 'five_man', round_time: 598.8 })).toBe(true);
    expect(isWorldRecord(records, { format: 'five_man', round_time: 599.4 })).toBe(false);
    expect(isWorldRecord(records, { format: 'leech', round_time: 598.8 })).toBe(false);
    expect(isWorldRecord(records, { format: 'duo_heal', round_time: 668.4 })).toBe(true);
    expect(isWorldRecord(records, { format: 'duo_heal', round_time: 650.4 })).toBe(false);
    expect(isWorldRecord({ five_man: null, leech: null, duo_heal: null }, { format: 'leech', round_time: 650.4 })).toBe(false);
  });
});
