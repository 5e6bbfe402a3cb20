import { pluginReportWriter } from '../support/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundSubmissionSchema, type RoundSubmission } from '../../domain/schemas';
import type { Db } from '../../api/db/connection';
import { fiveManRound } from '../fixtures/rounds';
import { databaseKinds, migratedDatabase } from '../support/databases';
import { NO_PARTIAL_ROWS, partialRows } from '../support/integrity';

describe.each(databaseKinds)('plugin reports written in batches on %s', (kind) => {
  let db: Db;
  let close: () => Promise<void>;
  // The drivers warn once a process; every write of this file is watched from its start.
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);

  beforeAll(async () => {
    process.on('warning', onWarning);
    ({ db, close } = await migratedDatabase(kind));
  });
  afterAll(async () => {
    process.off('warning', onWarning);
    await close();
  });

  /** Team `tag`'s report from teammate `member` (0-4), the scroller's when `scroller`. */
  const reportOf = (tag: string, member: number, roundTime: number, scroller = false): RoundSubmission => {
    const round = fiveManRound({ round_time: roundTime, scroller, submitted_by: `${tag} ${member}` });
    return roundSubmissionSchema.parse({ ...round, players: round.players.map((p, i) => ({ ...p, character_name: `${tag} ${i}` })) });
  };

  it('makes one round of each team however many reports arrive at once, the scroller’s report holding it among unidentified teammates’', async () => {
    const record = pluginReportWriter(db);
    const teams = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot'];
    const sent = teams.flatMap((tag, t) => [0, 1, 2, 3, 4].map((member) => ({ tag, report: reportOf(tag, member, 600.6 + t * 6 - (member === 3 ? 0.6 : 0), member === 3) })));
    const outcomes = await Promise.all(sent.map(({ report }) => record(report)));

    for (const tag of teams) {
      const ids = new Set(outcomes.filter((_, i) => sent[i]!.tag === tag).map((o) => o.id));
      expect(ids.size).toBe(1);
      expect(outcomes.filter((o, i) => sent[i]!.tag === tag && o.created)).toHaveLength(1);
    }
    const rounds = await db('rounds').orderBy('id').select('id', 'round_time', 'scroller', 'submitted_by');
    expect(rounds).toHaveLength(teams.length);
    expect(rounds.map((r) => [Number(r.round_time), Boolean(r.scroller), r.submitted_by])).toEqual(teams.map((tag, t) => [600 + t * 6, true, `${tag} 3`]));
    // Every report is kept, whichever the round shows.
    expect(Number((await db('round_reports').whereIn('round_id', rounds.map((r) => r.id)).count({ n: '*' }).first())!.n)).toBe(sent.length);
  });

  it('makes one round when teammates’ reports reach different server processes at the same moment', async () => {
    // A writer each, as each process behind a load balancer has: only the database puts them in turn.
    const writers = Array.from({ length: 5 }, () => pluginReportWriter(db));
    const teams = ['Papa', 'Quebec', 'Romeo', 'Sierra', 'Tango', 'Uniform', 'Victor', 'Whiskey'];
    const outcomes = await Promise.all(teams.map((tag, t) => Promise.all(writers.map((record, member) => record(reportOf(tag, member, 672 + t * 6))))));

    for (const [t, team] of outcomes.entries()) {
      expect(team.filter((o) => o.created)).toHaveLength(1);
      const stored = await db('rounds').where({ team_key: [0, 1, 2, 3, 4].map((member) => `${teams[t]!.toLowerCase()} ${member}`).join(',') }).pluck('id');
      expect(stored).toEqual([team[0]!.id]);
    }
  });

  it('keeps every later report as it was sent, and lets no unidentified one that nothing agrees with take the round over, not even a scroller’s', async () => {
    const record = pluginReportWriter(db);
    const first = await record(reportOf('Kilo', 0, 654));
    const cursorBefore = Number((await db('changes').max({ seq: 'seq' }).first())!.seq);
    // Three ticks off on every wave: no teammate's client times a wave that far from another's.
    const scrollers = { ...reportOf('Kilo', 2, 654.6, true), wave_data: reportOf('Kilo', 2, 654.6).wave_data.map((w) => ({ ...w, wave_time: w.wave_time + 1.8 })) };
    const takeover = await record(scrollers);
    const later = await record(reportOf('Kilo', 4, 653.4));

    expect(takeover).toEqual({ id: first.id, created: false });
    expect(later).toEqual({ id: first.id, created: false });
    const round = await db('rounds').where({ id: first.id }).first();
    expect([Number(round.round_time), Boolean(round.scroller), round.submitted_by]).toEqual([654, false, 'Kilo 0']);
    const waves = await db('waves').where({ round_id: first.id }).orderBy('wave_number').pluck('wave_time');
    expect(waves.map(Number)).toEqual(reportOf('Kilo', 0, 654).wave_data.map((w) => w.wave_time));
    const reports = await db('round_reports').where({ round_id: first.id }).orderBy('id').select('content', 'scroller', 'key_type', 'identified_user_id');
    expect(reports.map((r) => [JSON.parse(r.content).submitted_by, Boolean(r.scroller), r.key_type, r.identified_user_id])).toEqual([
      ['Kilo 0', false, 'public', null],
      ['Kilo 2', true, 'public', null],
      ['Kilo 4', false, 'public', null],
    ]);
    expect(JSON.parse(reports[1]!.content)).toEqual(JSON.parse(JSON.stringify(scrollers)));
    // Nothing a device shows changed.
    expect(await db('changes').where('seq', '>', cursorBefore).select('entity', 'entity_id')).toEqual([]);
  });

  it('fails a report the database refuses on its own, and writes the others of its batch whole', async () => {
    const record = pluginReportWriter(db);
    const before = await db('rounds').count({ n: '*' }).first();
    // The first report goes alone; the three after it arrive while it is written, so they share a batch.
    const first = record(reportOf('Golf', 0, 630));
    const refused = record({ ...reportOf('Hotel', 0, 636), format: null } as unknown as RoundSubmission);
    const after = [record(reportOf('India', 0, 642)), record(reportOf('Juliett', 0, 648))];

    await expect(refused).rejects.toThrow(/format/i);
    const written = await Promise.all([first, ...after]);
    expect(written.every((o) => o.created)).toBe(true);
    const names = await db('round_players').whereIn('round_id', written.map((o) => o.id)).where({ position: 0 }).orderBy('round_id').pluck('character_name');
    expect(names).toEqual(['Golf 0', 'India 0', 'Juliett 0']);
    expect(Number((await db('rounds').count({ n: '*' }).first())!.n)).toBe(Number(before!.n) + 3);
    expect(Number((await db('round_players').where('character_name', 'like', 'Hotel%').count({ n: '*' }).first())!.n)).toBe(0);
    expect(await partialRows(db)).toEqual(NO_PARTIAL_ROWS);
  });

  it('never sends the database a statement while another is under way, which its driver warns of', async () => {
    const record = pluginReportWriter(db);
    const withReplay = (tag: string) => roundSubmissionSchema.parse({ ...reportOf(tag, 0, 666), replay_data: { '1': { '0': [{ x: 1, y: 2, type: 'Healer' }] } } });
    await Promise.all([record(withReplay('Lima')), record(withReplay('Mike')), record(withReplay('November'))]);

    expect(warnings).toEqual([]);
  });
});
