import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordChanges } from '../../api/db/changes';
import { createDb, createReadDb, migrateLatest, type Db } from '../../api/db/connection';
import { createCursorProbe, type CursorProbe } from '../../api/db/cursorProbe';
import { databaseKinds, freshDatabase, type TestDatabase } from '../support/databases';

describe.each(databaseKinds)('the newest change cursor as reads ask for it, on %s', (kind) => {
  let database: TestDatabase;
  let writer: Db;
  let reader: Db;
  let probe: CursorProbe;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    writer = createDb(database.config);
    await migrateLatest(writer);
    reader = createReadDb(database.config, writer);
    probe = createCursorProbe(database.config, reader);
  });
  afterAll(async () => {
    await probe.close();
    if (reader !== writer) await reader.destroy();
    await writer.destroy();
    await database.drop();
  });

  const newestSeq = async () => Number((await writer('changes').max({ seq: 'seq' }).first())?.seq ?? 0);

  it('reads each committed change at once, never one still being written, and never holds on to an old one', async () => {
    expect(await probe.read()).toBe(0);
    for (let i = 1; i <= 3; i++) {
      await writer.transaction((trx) => recordChanges(trx, 'round', [i], 'upsert'));
      expect(await probe.read()).toBe(await newestSeq());
    }
    const before = await probe.read();

    const trx = await writer.transaction();
    await recordChanges(trx, 'round', [4, 5], 'upsert');
    expect(await probe.read()).toBe(before);
    await trx.commit();
    expect(await probe.read()).toBe(await newestSeq());
    expect(await probe.read()).toBeGreaterThan(before);
  });

  it('answers many reads at once alike', async () => {
    const newest = await newestSeq();
    expect(await Promise.all(Array.from({ length: 20 }, () => probe.read()))).toEqual(Array.from({ length: 20 }, () => newest));
  });
});
