import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertTogether } from '../../api/db/batches';
import type { Db } from '../../api/db/connection';
import { writeTransaction } from '../../api/db/transaction';
import { databaseKinds, migratedDatabase } from '../support/databases';

describe.each(databaseKinds)('rows inserted into several tables at once on %s', (kind) => {
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await migratedDatabase(kind));
  });
  afterAll(() => close());
  beforeEach(async () => {
    await db('changes').delete();
    await db('plugin_nonces').delete();
  });

  const nonces = (count: number, from = 0) => Array.from({ length: count }, (_, i) => ({ nonce: `nonce-${from + i}`, created_at: '2026-11-22T18:00:00.000Z' }));
  const changes = (count: number) => Array.from({ length: count }, (_, i) => ({ entity: 'round', entity_id: i + 1, op: 'upsert', created_at: '2026-11-22T18:00:00.000Z' }));
  const counts = async () => [Number((await db('plugin_nonces').count({ n: '*' }).first())!.n), Number((await db('changes').count({ n: '*' }).first())!.n)];

  it('writes every row of every table, and passes over a table with none', async () => {
    await writeTransaction(db, (trx) =>
      insertTogether(trx, [
        { table: 'plugin_nonces', rows: nonces(3) },
        { table: 'waves', rows: [] },
        { table: 'changes', rows: changes(2) },
      ]),
    );
    expect(await db('plugin_nonces').orderBy('nonce').pluck('nonce')).toEqual(['nonce-0', 'nonce-1', 'nonce-2']);
    expect(await db('changes').orderBy('seq').pluck('entity_id')).toEqual([1, 2]);
  });

  it('writes a write too large for one statement (over 65,535 values) whole, table by table', async () => {
    await writeTransaction(db, (trx) => insertTogether(trx, [{ table: 'plugin_nonces', rows: nonces(10_000) }, { table: 'changes', rows: changes(12_000) }]));
    expect(await counts()).toEqual([10_000, 12_000]);
  });

  it('writes nothing of any table when one of them refuses a row', async () => {
    await db('plugin_nonces').insert(nonces(1, 7));
    const refused = writeTransaction(db, (trx) => insertTogether(trx, [{ table: 'changes', rows: changes(4) }, { table: 'plugin_nonces', rows: nonces(10) }]));
    await expect(refused).rejects.toThrow(/unique|duplicate/i);
    expect(await counts()).toEqual([1, 0]);
  });
});
