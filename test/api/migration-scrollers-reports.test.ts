import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../api/db/connection';
import { migrationSource } from '../../api/db/migrations';
import { waveRow } from '../../api/modules/rounds/services/roundRows';
import { roundSubmissionSchema, type RoundSubmission } from '../../domain/schemas';
import { teamRoundReports } from '../fixtures/pluginTeam';
import { pluginReportWriter } from '../support/api';
import { databaseKinds, freshDatabase, type TestDatabase } from '../support/databases';

const BEFORE = '010_push_outbox';

describe.each(databaseKinds)('stored rounds derived again by the scroller’s rule, on %s', (kind) => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    db = createDb(database.config);
    const names = (await migrationSource.getMigrations([])) as string[];
    for (const name of names.slice(0, names.indexOf(BEFORE) + 1)) await db.migrate.up({ migrationSource, name });
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  /**
   * A team's round as the earlier rule left it: every report kept, the round showing the first one,
   * a non-scroller's, and counted, as rounds of the board's top places that came before review are.
   */
  async function roundAsFirstReportLeftIt(tag: string): Promise<{ id: number; scrollers: RoundSubmission }> {
    const bodies = teamRoundReports({ names: [0, 1, 2, 3, 4].map((i) => `${tag} ${i}`), startedAt: new Date(Date.now() - 11 * 60_000).toISOString(), realSeconds: 603 }).map((b) => roundSubmissionSchema.parse(b));
    const record = pluginReportWriter(db);
    const ids = [];
    for (const body of [bodies[1]!, bodies[2]!, bodies[0]!, bodies[3]!, bodies[4]!]) ids.push((await record(body)).id);
    const id = ids[0]!;
    const first = bodies[1]!;
    await db('rounds').where({ id }).update({ status: 'reported', round_time: first.round_time, scroller: false, submitted_by: first.submitted_by, elapsed_real_time: first.elapsed_real_time });
    await db('waves').where({ round_id: id }).delete();
    await db('waves').insert(first.wave_data.map((w) => waveRow(id, w)));
    return { id, scrollers: bodies[0]! };
  }

  it('gives each round the scroller’s report, tells devices through the change log, and announces nothing again', async () => {
    const rounds = [];
    for (let t = 0; t < 3; t += 1) rounds.push(await roundAsFirstReportLeftIt(`Mig ${t}`));
    const cursor = Number((await db('changes').max({ seq: 'seq' }).first())!.seq ?? 0);
    const outboxes = async () => [Number((await db('announcements').count({ n: '*' }).first())!.n), Number((await db('push_events').count({ n: '*' }).first())!.n)];
    const before = await outboxes();

    await db.migrate.latest({ migrationSource });

    for (const { id, scrollers } of rounds) {
      const round = await db('rounds').where({ id }).first();
      // It held its top place before: a correction of its time by its own scroller does not send it to review.
      expect(round.status).toBe('reported');
      expect([Number(round.round_time), Boolean(round.scroller), round.submitted_by, Number(round.elapsed_real_time)]).toEqual([scrollers.round_time, true, scrollers.submitted_by, scrollers.elapsed_real_time]);
      const waves = await db('waves').where({ round_id: id }).orderBy('wave_number').select('wave_time', 'x_qs_spawn', 'queen_spawn_time');
      expect(waves.map((w) => [Number(w.wave_time), w.x_qs_spawn === null ? null : Number(w.x_qs_spawn), w.queen_spawn_time === null ? null : Number(w.queen_spawn_time)])).toEqual(
        scrollers.wave_data.map((w) => [w.wave_time, w.x_qs_spawn ?? null, w.queen_spawn_time ?? null]),
      );
    }
    const changed = await db('changes').where('seq', '>', cursor).orderBy('seq').select('entity', 'entity_id', 'op');
    expect(changed).toEqual(rounds.map(({ id }) => ({ entity: 'round', entity_id: id, op: 'upsert' })));
    expect(await outboxes()).toEqual(before);
    expect(Number((await db('round_reports').whereIn('round_id', rounds.map((r) => r.id)).count({ n: '*' }).first())!.n)).toBe(15);
  });
});
