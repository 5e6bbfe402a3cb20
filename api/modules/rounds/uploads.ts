import type { RoundSubmission } from '../../../domain/schemas';
import { serializeWrites } from '../../db/changes';
import type { Db } from '../../db/connection';
import { isDatabaseUnavailable } from '../../db/errors';
import { writeTransaction } from '../../db/transaction';
import { writeReports, type ReceivedReport, type ReportOutcome } from './reportBatch';

interface PendingReport extends ReceivedReport {
  settle(outcome: { ok: true; value: ReportOutcome } | { ok: false; error: unknown }): void;
}

/** Reports written in one transaction at most; more wait for the next. */
const MAX_BATCH = 50;

/**
 * Writes plugin reports (see writeReports). They come in bursts, five teammates at once and many
 * teams after a clan's session, and teammates must be written one after another, or two could each
 * create the round. So the reports that arrive while one transaction is being written go together
 * in the next: one write lock, a few statements and one commit for all of them, instead of a
 * transaction each waiting its turn. A report the database refuses fails alone.
 */
export function createReportWriter(db: Db) {
  const queue: PendingReport[] = [];
  let writing = false;

  async function writeBatch(batch: PendingReport[]): Promise<void> {
    try {
      const outcomes = await writeTransaction(db, async (trx) => {
        // Across processes too: on SQLite this takes the write lock, on PostgreSQL it locks a row.
        await serializeWrites(trx, 'uploads');
        return writeReports(trx, batch);
      });
      batch.forEach((pending, index) => pending.settle({ ok: true, value: outcomes[index]! }));
    } catch (err) {
      if (batch.length === 1 || isDatabaseUnavailable(err)) {
        for (const pending of batch) pending.settle({ ok: false, error: err });
        return;
      }
      // The database refused something in the batch: each report alone, so that only its own fails.
      for (const pending of batch) await writeBatch([pending]);
    }
  }

  async function drain(): Promise<void> {
    writing = true;
    try {
      while (queue.length > 0) await writeBatch(queue.splice(0, MAX_BATCH));
    } finally {
      writing = false;
    }
  }

  /** Records a report, received now, and tells which round it is and whether it made that round. */
  return function record(report: RoundSubmission, received = new Date()): Promise<ReportOutcome> {
    return new Promise((resolve, reject) => {
      queue.push({ report, received, settle: (outcome) => (outcome.ok ? resolve(outcome.value) : reject(outcome.error)) });
      if (!writing) void drain();
    });
  };
}

export type ReportWriter = ReturnType<typeof createReportWriter>;
