import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createScreenQueries } from '../../workers/queries/service';
import { round } from '../fixtures/storedRound';
import { DEFAULT_ROUND_QUERY, bumpVersion, openScreenQueries, team } from '../support/screenQueries';

const ids = (page: { rows: { round: { id: number }; rank: number; worldRecord: boolean }[] }) => page.rows.map((row) => [row.round.id, row.rank, row.worldRecord]);

describe('Round Times opening page after a restart', () => {
  it('is shown as the device last worked it out while the data version stands, without reading every round', async () => {
    const { db, stats } = await openScreenQueries({
      rounds: [round(1, 'leech', 660, '2026-05-01T10:00:00.000000', team('Old')), round(2, 'five_man', 700, '2026-05-02T10:00:00.000000', team('Five'))],
      version: 5,
    });
    const before = await stats.roundList(DEFAULT_ROUND_QUERY);
    expect(ids(before)).toEqual([
      [1, 1, true],
      [2, 1, true],
    ]);

    // Written behind the data version's back: a restart that read the rounds again would show round 3.
    await db.rounds.put(round(3, 'leech', 630, '2026-05-03T10:00:00.000000', team('New')));
    const restarted = createScreenQueries(db);
    expect(await restarted.roundList(DEFAULT_ROUND_QUERY)).toEqual(before);
    // Any other view is worked out from the stored rounds.
    expect(ids(await restarted.roundList({ ...DEFAULT_ROUND_QUERY, format: 'leech' }))).toEqual([
      [3, 1, true],
      [1, 2, false],
    ]);
  });

  it('is worked out anew once the data version moves', async () => {
    const { db, stats } = await openScreenQueries({ rounds: [round(1, 'leech', 660, '2026-05-01T10:00:00.000000', team('Old'))], version: 5 });
    await stats.roundList(DEFAULT_ROUND_QUERY);

    await db.rounds.put(round(3, 'leech', 630, '2026-05-03T10:00:00.000000', team('New')));
    await bumpVersion(db);
    const page = await createScreenQueries(db).roundList(DEFAULT_ROUND_QUERY);
    expect(page.version).toBe(6);
    expect(ids(page)).toEqual([
      [3, 1, true],
      [1, 2, false],
    ]);
  });

  it('is not kept before the device holds its complete copy', async () => {
    const { db, stats } = await openScreenQueries({});
    expect(await stats.roundList(DEFAULT_ROUND_QUERY)).toMatchObject({ rows: [], synced: false });
    expect(await db.pages.count()).toBe(0);
  });
});
