import { describe, expect, it } from 'vitest';
import { round } from '../fixtures/storedRound';
import { bumpVersion, DEFAULT_ROUND_QUERY, openScreenQueries } from '../support/screenQueries';

describe('a full list handed over by the sync', () => {
  it('answers from the rounds it was given for that version, without reading them back', async () => {
    const stored = round(1, 'leech', 690, '2026-01-01T00:00:00.000000', [['Stored', 'Defender']]);
    const { db, stats } = await openScreenQueries({ rounds: [stored], version: 1 });
    await bumpVersion(db);
    // The database still holds only round 1: the answer must come from what was primed.
    stats.primeRounds(2, [stored, round(2, 'leech', 660, '2026-01-02T00:00:00.000000', [['Primed', 'Defender']])]);
    const page = await stats.roundList(DEFAULT_ROUND_QUERY);
    expect(page.rows.map((r) => [r.round.id, r.rank])).toEqual([
      [2, 1],
      [1, 2],
    ]);
    await bumpVersion(db);
    expect((await stats.roundList(DEFAULT_ROUND_QUERY)).rows.map((r) => r.round.id)).toEqual([1]);
  });
});
