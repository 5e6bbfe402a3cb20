import { setTimeout as sleep } from 'node:timers/promises';
import { isPostgres, type Db } from './connection';
import { isSqliteBusy } from './errors';

const ATTEMPTS = 8;
const FIRST_BACKOFF_MS = 5;

/**
 * Runs `work` in a transaction that writes, retrying the whole of it while SQLite answers busy.
 * A SQLite transaction starts as a reader; when it comes to write after another process has written
 * since its first read, SQLite refuses at once (busy_timeout does not wait in that case), and the
 * only way on is to start again from a fresh read. A transaction already under way (a caller's) is
 * used as it is: its owner retries the whole.
 */
export async function writeTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (err) {
      if (!isSqliteBusy(err) || attempt === ATTEMPTS) throw err;
      // Jittered and growing, so two processes that collided do not collide again in step.
      await sleep(Math.random() * FIRST_BACKOFF_MS * 2 ** attempt);
    }
  }
}

/**
 * Statements of one transaction, in order. On SQLite they are sent together: the driver runs them
 * one after another without a turn of the event loop between, and each has finished before this
 * settles, even when one fails (the rollback that follows must not overtake a statement still queued,
 * which would then run outside the transaction). PostgreSQL's driver deprecates a query sent while
 * another is under way, and would only queue it, so there each waits for the one before.
 */
export async function allInTransaction(trx: Db, statements: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  if (isPostgres(trx)) {
    for (const statement of statements) await statement();
    return;
  }
  const failed = (await Promise.allSettled(statements.map((statement) => statement()))).find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}
