import type { RoundSubmission } from '../../../../domain/schemas';
import type { AnnouncementConfig } from '../../../config';
import { serializeWrites } from '../../../db/changes';
import type { Db } from '../../../db/connection';
import { isDatabaseUnavailable } from '../../../db/errors';
import { writeTransaction } from '../../../db/transaction';
import { batchCalls, type ItemOutcome } from '../../../db/batchCalls';
import { writeReports, type ReceivedReport, type ReportOutcome, type ReportSender } from './writeReports';

/** Reports written in one transaction at most; more wait for the next. */
const MAX_BATCH = 50;

/**
 * Writes plugin reports (see writeReports). They come in bursts, five teammates at once and many
 * teams after a clan's session, and teammates must be written one after another, or two could each
 * create the round. So the reports that arrive while one transaction is being written go together
 * in the next: one write lock, a few statements and one commit for all of them. A report the
 * database refuses fails alone.
 */
export function createReportWriter(db: Db, announcements: AnnouncementConfig) {
  async function writeBatch(batch: ReceivedReport[]): Promise<ItemOutcome<ReportOutcome>[]> {
    try {
      const outcomes = await writeTransaction(db, async (trx) => {
        // Across processes too: on SQLite this takes the write lock, on PostgreSQL it locks a row.
        await serializeWrites(trx, 'uploads');
        return writeReports(trx, batch, announcements);
      });
      return outcomes.map((value) => ({ ok: true, value }));
    } catch (err) {
      if (batch.length === 1 || isDatabaseUnavailable(err)) throw err;
      // The database refused something in the batch: each report alone, so that only its own fails.
      const alone: ItemOutcome<ReportOutcome>[] = [];
      for (const report of batch) alone.push(...(await writeBatch([report]).catch((error: unknown) => [{ ok: false as const, error }])));
      return alone;
    }
  }

  const write = batchCalls(writeBatch, MAX_BATCH);
  /** Records a report as it was `sent` by `sender`, received now, and tells which round it is and whether it made that round. */
  return (report: RoundSubmission, sent: unknown, sender: ReportSender, received = new Date()): Promise<ReportOutcome> => write({ report, sent, sender, received });
}
