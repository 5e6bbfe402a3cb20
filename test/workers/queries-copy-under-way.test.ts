import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { round } from '../fixtures/storedRound';
import { openScreenQueries, DEFAULT_ROUND_QUERY } from '../support/screenQueries';

describe('the stats while a copy is under way', () => {
  it('shows none of a half-written copy: no rows, no candidates, not synced, until the copy ends with its cursor', async () => {
    const { db, stats } = await openScreenQueries({ rounds: [round(1, 'five_man', 612.6, null, [['Ahab', 'Defender']]), round(2, 'five_man', 640.2, null, [['Ahab', 'Defender']])] });
    // As a copy leaves the device between two blocks: rounds written, no cursor yet.
    await db.sync.put({ key: 'state', cursor: null, altsEtag: null, lastSyncedAt: null, version: 3, roundsVersion: 3 });
    expect(await stats.roundList(DEFAULT_ROUND_QUERY)).toMatchObject({ rows: [], total: 0, synced: false });
    expect(await stats.compareCandidates({ excludeId: 1, format: 'five_man', search: '', limit: 50 })).toMatchObject({ rounds: [], total: 0 });

    await db.sync.put({ key: 'state', cursor: 9, altsEtag: null, lastSyncedAt: null, version: 4, roundsVersion: 4 });
    const page = await stats.roundList(DEFAULT_ROUND_QUERY);
    expect(page).toMatchObject({ total: 2, synced: true });
    expect(page.rows.map((row) => row.round.id)).toEqual([1, 2]);
  });
});
