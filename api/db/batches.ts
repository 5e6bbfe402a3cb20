import { recordChanges, type ChangeEntity } from './changes';
import type { Db } from './connection';

/** Rows per statement: the widest table (waves, 17 columns) stays far below SQLite's cap on bound parameters. */
const BATCH_ROWS = 200;

function* batches<T>(rows: readonly T[]): Generator<T[]> {
  for (let i = 0; i < rows.length; i += BATCH_ROWS) yield rows.slice(i, i + BATCH_ROWS);
}

export async function insertAll(trx: Db, table: string, rows: readonly object[]): Promise<void> {
  for (const batch of batches(rows)) await trx(table).insert(batch);
}

/**
 * Inserts rows and gives their new ids in the order of `rows`. Both databases number the rows of
 * one statement in the order given, but neither promises to return them in that order: hence the sort.
 */
export async function insertReturningIds(trx: Db, table: string, rows: readonly object[]): Promise<number[]> {
  const ids: number[] = [];
  for (const batch of batches(rows)) {
    const returned: Array<{ id: number } | number> = await trx(table).insert(batch).returning('id');
    if (returned.length !== batch.length) throw new Error(`Inserting into ${table} returned ${returned.length} ids for ${batch.length} rows`);
    ids.push(...returned.map((r) => Number(typeof r === 'object' ? r.id : r)).sort((a, b) => a - b));
  }
  return ids;
}

/** The change-log rows of new or updated entities, as every write of the app appends them. */
export async function recordUpserts(trx: Db, entity: ChangeEntity, ids: readonly number[]): Promise<void> {
  for (const batch of batches(ids)) await recordChanges(trx, entity, batch, 'upsert');
}
