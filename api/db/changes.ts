import { toUtcTimestamp } from '../../domain/time';
import { isPostgres, type Db } from './connection';
import type { TableRows } from './batches';

export type ChangeEntity = 'round' | 'account' | 'user' | 'live';
export type ChangeOp = 'upsert' | 'delete';

// Any constant shared by every writer of the change log.
const CHANGE_LOG_LOCK = 7_262_001;

// PostgreSQL transactions that hold the change log's lock already: taking it again would cost a round trip.
const holdingChangeLog = new WeakSet<Db>();

/**
 * On PostgreSQL, sequence values can commit out of order; this advisory lock makes writers append
 * to the change log one at a time, so no reader skips one. Held until the transaction ends.
 */
async function lockChangeLog(trx: Db): Promise<void> {
  if (holdingChangeLog.has(trx)) return;
  await trx.raw('SELECT pg_advisory_xact_lock(?)', [CHANGE_LOG_LOCK]);
  holdingChangeLog.add(trx);
}

/**
 * The change-log rows a writer inserts in its transaction, with others of its rows (see
 * insertTogether); on PostgreSQL the transaction holds the change log's lock from here on.
 */
export async function changeLogRows(trx: Db, entity: ChangeEntity, ids: readonly number[], op: ChangeOp): Promise<TableRows> {
  if (isPostgres(trx) && ids.length > 0) await lockChangeLog(trx);
  const created_at = toUtcTimestamp(new Date());
  return { table: 'changes', rows: ids.map((entity_id) => ({ entity, entity_id, op, created_at })) };
}

/** Appends to the change log inside the writer's transaction. */
export async function recordChanges(trx: Db, entity: ChangeEntity, ids: readonly number[], op: ChangeOp): Promise<void> {
  if (ids.length === 0) return;
  const { table, rows } = await changeLogRows(trx, entity, ids, op);
  await trx(table).insert(rows);
}

/**
 * A restore from a backup loses every change made after the backup, yet devices may already hold
 * them. The restore writes this marker far past any cursor the lost history could have handed out,
 * naming in entity_id the last change the backup kept; a cursor between the two is answered with a
 * full resync.
 */
export const RESTORE_MARKER = { entity: 'database', op: 'restore' } as const;
export const RESTORE_CURSOR_JUMP = 1_000_000_000;

export async function currentCursor(db: Db): Promise<number> {
  const row = await db('changes').max({ seq: 'seq' }).first();
  return Number(row?.seq ?? 0);
}

/** The newest change to these entities: a version for ETags of what is built from them. */
export async function latestChangeOf(db: Db, entities: readonly ChangeEntity[]): Promise<number> {
  const row = await db('changes').whereIn('entity', entities).max({ seq: 'seq' }).first();
  return Number(row?.seq ?? 0);
}

/**
 * Makes writers of one kind run one at a time, across processes, from this point of their
 * transaction: on SQLite the update takes the database's write lock before anything is read. On
 * PostgreSQL it takes the change log's lock, which every writer that records a change takes anyway:
 * one statement fewer than locking a row of its own and then that.
 */
export async function serializeWrites(trx: Db, name: 'uploads'): Promise<void> {
  if (isPostgres(trx)) await lockChangeLog(trx);
  else await trx('write_locks').where({ name }).increment('version', 1);
}
