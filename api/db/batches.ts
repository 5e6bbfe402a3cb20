import { recordChanges, type ChangeEntity } from './changes';
import { isPostgres, type Db } from './connection';
import { allInTransaction } from './transaction';

/** Rows per statement: the widest table (waves, 17 columns) stays far below SQLite's cap on bound parameters. */
const BATCH_ROWS = 200;

function* batches<T>(rows: readonly T[]): Generator<T[]> {
  for (let i = 0; i < rows.length; i += BATCH_ROWS) yield rows.slice(i, i + BATCH_ROWS);
}

export async function insertAll(trx: Db, table: string, rows: readonly object[]): Promise<void> {
  for (const batch of batches(rows)) await trx(table).insert(batch);
}

/** Rows for one table. */
export interface TableRows {
  table: string;
  rows: readonly object[];
}

// PostgreSQL binds at most 65,535 parameters in a statement; a larger write goes table by table.
const MAX_PARAMETERS_TOGETHER = 30_000;

/**
 * Inserts rows into several tables, in the caller's transaction. On PostgreSQL in one statement,
 * each insert but the last in its WITH: one round trip to the database, not one per table. SQLite
 * has no inserts in WITH and no round trip to save: there they are statements sent together.
 */
export async function insertTogether(trx: Db, inserts: readonly TableRows[]): Promise<void> {
  const nonEmpty = inserts.filter(({ rows }) => rows.length > 0);
  const parameters = nonEmpty.reduce((sum, { rows }) => sum + rows.reduce((count: number, row) => count + Object.keys(row).length, 0), 0);
  if (isPostgres(trx) && nonEmpty.length > 1 && parameters <= MAX_PARAMETERS_TOGETHER) {
    const last = nonEmpty.at(-1)!;
    const withTheOthers = nonEmpty.slice(0, -1).reduce((query, { table, rows }, index) => query.with(`insert_${index}`, trx(table).insert(rows)), trx.queryBuilder());
    await withTheOthers.insert(last.rows).into(last.table);
    return;
  }
  await allInTransaction(trx, nonEmpty.map(({ table, rows }) => () => insertAll(trx, table, rows)));
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
