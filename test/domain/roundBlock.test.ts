import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeRoundBlock, encodeRoundBlock } from '../../domain/roundBlock';
import { storedRoundsArbitrary } from '../fixtures/roundArbitrary';
import { fiveManRound } from '../fixtures/rounds';

describe('a block of the offline copy', () => {
  it('gives back every round as stored, through JSON, whatever its fields', () => {
    fc.assert(
      fc.property(storedRoundsArbitrary(), (rounds) => {
        const block = JSON.parse(JSON.stringify(encodeRoundBlock(rounds)));
        expect(decodeRoundBlock(block)).toEqual(rounds);
      }),
      { numRuns: 300 },
    );
  });

  it('names each player once, and keeps a date its ms would not give back as it was written', () => {
    const round = { ...fiveManRound(), id: 7, has_replay: false, round_date: '2025-03-01T10:00:00.123456' };
    const teamAgain = { ...round, id: 9, round_date: '2025-03-01T10:05:00.000000' };
    const block = encodeRoundBlock([round, teamAgain] as never);
    expect(block.names).toHaveLength(round.players.length);
    expect(block.dates[0]).toBe('2025-03-01T10:00:00.123456');
    expect(block.ids).toEqual([7, 2]);
    expect(decodeRoundBlock(block).map((r) => r.round_date)).toEqual(['2025-03-01T10:00:00.123456', '2025-03-01T10:05:00.000000']);
  });

  it('is far smaller than the same rounds as objects', () => {
    const rounds = fc.sample(storedRoundsArbitrary(200), { numRuns: 1, seed: 7 })[0]!;
    expect(JSON.stringify(encodeRoundBlock(rounds)).length).toBeLessThan(JSON.stringify(rounds).length / 2);
  });
});
