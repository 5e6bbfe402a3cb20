import { toUtcTimestamp } from '../../domain/time';
import { isPostgres, type Db } from './connection';

export type ChangeEntity = 'round' | 'account' | 'user';
export type ChangeOp = 'upsert' | 'delete';

// Any constant shared by every writer of the change log.
const CHANGE_LOG_LOCK = 7_262_001;

/**
 * Appends to the change log inside the writer's transaction. On PostgreSQL, sequence values can
 * commit out of order; the advisory lock makes writers append one at a time so no reader skips one.
 */
export async function recordChanges(trx: Db, entity: ChangeEntity, ids: readonly number[], op: ChangeOp): Promise<void> {
  if (ids.length === 0) return;
  if (isPostgres(trx)) await trx.raw('SELECT pg_advisory_xact_lock(?)', [CHANGE_LOG_LOCK]);
  const created_at = toUtcTimestamp(new Date());
  await trx('changes').insert(ids.map((entity_id) => ({ entity, entity_id, op, created_at })));
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
 * transaction: on SQLite the update takes the database's write lock before anything is read, on
 * PostgreSQL it locks the row.
 */
export async function serializeWrites(trx: Db, name: 'uploads'): Promise<void> {
  await trx('write_locks').where({ name }).increment('version', 1);
}
