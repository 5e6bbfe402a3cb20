import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Format, Role } from '../../domain/constants';
import type { UnrankedRound, WaveEntry } from '../../domain/types';
import type { CompareCandidatesQuery, ScreenQueries } from '../../domain/dataWorker';
import { round } from '../fixtures/storedRound';
import { bumpVersion, openScreenQueries } from '../support/screenQueries';

const splits: WaveEntry[] = [
  { wave_number: 1, wave_time: 30, qs_time: null, good_premove: null, reset: false },
  { wave_number: 2, wave_time: 36, qs_time: 4, good_premove: true, reset: false },
];

const leechTeam = (name: string): [string, Role][] => [
  [`${name} Def`, 'Defender'],
  [`${name} Att`, 'Attacker'],
  [`${name} Heal`, 'Healer'],
  [`${name} Coll`, 'Collector'],
];
const fiveManTeam = (name: string): [string, Role][] => [
  [`${name} Main`, 'Main Attacker'],
  [`${name} Second`, '2nd Attacker'],
  [`${name} Heal`, 'Healer'],
  [`${name} Coll`, 'Collector'],
  [`${name} Def`, 'Defender'],
];

function run(id: number, format: Format, time: number, team: string, extra: Partial<UnrankedRound> = {}): UnrankedRound {
  const players = format === 'leech' ? leechTeam(team) : fiveManTeam(team);
  return { ...round(id, format, time, '2026-05-01T10:00:00.000000', players), wave_data: splits, ...extra };
}

/* Leech 1 is the round looked at; 2 and 3 are leech candidates, 4 a 5 man one; 5 to 7 are not candidates. */
const rounds = [
  run(1, 'leech', 640.2, 'Ana'),
  run(2, 'leech', 660, 'Bea'),
  run(3, 'leech', 630, 'Ana'),
  run(4, 'five_man', 600, 'Cy'),
  run(5, 'leech', 610.2, 'Dee', { scroller: false }),
  run(6, 'leech', 620.4, 'Eli', { wave_data: [] }),
  run(7, 'five_man', 590.4, 'Fay', { scroller: false, wave_data: [] }),
];

const QUERY: CompareCandidatesQuery = { excludeId: 1, format: 'leech', search: '', limit: 50 };

describe('comparison candidates in the data worker', () => {
  let stats: ScreenQueries;
  let db: Awaited<ReturnType<typeof openScreenQueries>>['db'];
  beforeAll(async () => {
    ({ db, stats } = await openScreenQueries({ rounds, version: 2 }));
  });

  it('lists only scroller rounds with waves other than the current one, its format first, fastest first', async () => {
    const page = await stats.compareCandidates(QUERY);
    expect(page.rounds.map((r) => r.id)).toEqual([3, 2, 4]);
    expect(page.total).toBe(3);
    expect(page.version).toBe(2);
  });

  it('lists the other format first for a round of that format', async () => {
    const page = await stats.compareCandidates({ ...QUERY, excludeId: 4, format: 'five_man' });
    expect(page.rounds.map((r) => r.id)).toEqual([3, 1, 2]);
  });

  it('hands each candidate with its rank, waves, and players in role order', async () => {
    const [fastest] = (await stats.compareCandidates(QUERY)).rounds;
    // Ranked over every leech round: 5 and 6 are faster, though no candidates.
    expect(fastest!.rank).toBe(3);
    expect(fastest!.wave_data).toEqual(splits);
    expect(fastest!.players.map((p) => p.role)).toEqual(['Attacker', 'Collector', 'Healer', 'Defender']);
  });

  it('narrows by player name, in any case, and counts past the limit', async () => {
    expect((await stats.compareCandidates({ ...QUERY, search: '  aNa ' })).rounds.map((r) => r.id)).toEqual([3]);
    expect((await stats.compareCandidates({ ...QUERY, search: 'dee' })).total).toBe(0);
    const limited = await stats.compareCandidates({ ...QUERY, limit: 1 });
    expect(limited.rounds.map((r) => r.id)).toEqual([3]);
    expect(limited.total).toBe(3);
  });

  it('follows sync: a new candidate shows once the version moves', async () => {
    await db.rounds.put(run(8, 'leech', 625.2, 'Gil'));
    await bumpVersion(db);
    const page = await stats.compareCandidates(QUERY);
    expect(page.rounds.map((r) => r.id)).toEqual([8, 3, 2, 4]);
    expect(page.version).toBe(3);
  });
});
