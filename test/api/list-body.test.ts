import { describe, expect, it } from 'vitest';
import { listBody } from '../../api/modules/rounds/listBody';

const listed = (round: Record<string, unknown>, rank: number) => ({ rank, fragment: Buffer.from(JSON.stringify(round).slice(1)) });

describe('the full list answer written from encoded rounds', () => {
  it('is the envelope around every round with its rank, in order, names in any script intact', () => {
    const rounds = [
      { id: 3, players: ['Zeldá', '勇者', 'Ørjan 🛡'], round_time: 612.6 },
      { id: 7, players: ['plain'], round_time: 600 },
    ];
    const body = listBody([listed(rounds[0]!, 2), listed(rounds[1]!, 1)], 41);
    expect(JSON.parse(body.toString('utf8'))).toEqual({
      status: 'ok',
      data: { data: [{ rank: 2, ...rounds[0] }, { rank: 1, ...rounds[1] }], cursor: 41 },
    });
  });

  it('is an empty list when there are no rounds', () => {
    expect(JSON.parse(listBody([], 0).toString('utf8'))).toEqual({ status: 'ok', data: { data: [], cursor: 0 } });
  });
});
