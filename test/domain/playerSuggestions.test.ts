import { describe, expect, it } from 'vitest';
import type { Role } from '../../domain/constants';
import { suggestPlayers } from '../../domain/player/suggestions';
import { deriveRoundData } from '../../domain/roundList/data';
import type { UnrankedRound } from '../../domain/types';

const leech = (id: number, players: [string, Role][]): UnrankedRound => ({
  id,
  format: 'leech',
  round_time: 700 + id,
  round_date: null,
  scroller: true,
  has_replay: false,
  players: players.map(([character_name, role]) => ({ character_name, role })),
  wave_data: [],
});

describe('the players the search box offers', () => {
  const data = deriveRoundData([
    leech(1, [['zezima', 'Attacker'], ['Bo Jangles', 'Collector'], ['Cyd', 'Healer'], ['Dee', 'Defender']]),
    leech(2, [['Zezima', 'Attacker'], ['Bob', 'Collector'], ['Cyd', 'Healer'], ['Dee', 'Defender']]),
    leech(3, [['Zezima', 'Healer'], ['bob', 'Collector'], ['Abe', 'Attacker'], ['Dee', 'Defender']]),
  ]);

  it('offers the characters whose name holds the text, any case, most rounds first, then by name', () => {
    expect(suggestPlayers(data, 'B')).toEqual(['bob', 'Abe', 'Bo Jangles']);
    expect(suggestPlayers(data, 'ZEZ')).toEqual(['Zezima']);
  });

  it('writes each name as its newest round does', () => {
    expect(suggestPlayers(data, 'zezima')).toEqual(['Zezima']);
    expect(suggestPlayers(data, 'bob')).toEqual(['bob']);
  });

  it('offers at most the limit, and nothing for blank text or no match', () => {
    expect(suggestPlayers(data, 'e', 2)).toEqual(['Dee', 'Zezima']);
    expect(suggestPlayers(data, '   ')).toEqual([]);
    expect(suggestPlayers(data, 'nobody')).toEqual([]);
  });
});
