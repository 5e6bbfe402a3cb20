import { toUtcTimestamp } from '../../../../domain/time';
import { isCounted } from '../../../../domain/trust';
import type { AnnouncementConfig } from '../../../config';
import { insertTogether } from '../../../db/batches';
import { recordChanges } from '../../../db/changes';
import type { Db } from '../../../db/connection';
import type { RoundReportRow, RoundsTableRow } from '../../../db/rows';
import { writeTransaction } from '../../../db/transaction';
import { conflict, notFound } from '../../../http/errors';
import { countedRoundOutboxes } from '../../rounds/services/countedRoundOutboxes';
import { deriveStoredRound } from '../../rounds/services/deriveStoredRound';

async function roundToReview(trx: Db, id: number): Promise<RoundsTableRow> {
  const round = await trx<RoundsTableRow>('rounds').where({ id }).first();
  if (!round) throw notFound('Round does not exist.');
  return round;
}

const awaitsReview = (round: RoundsTableRow) => round.status === 'held' || round.status === 'reported';

/** An admin confirms a round: a held one then counts everywhere at once, and is announced if it is a record. */
export async function approveRound(db: Db, id: number, adminId: number, announcements: AnnouncementConfig): Promise<void> {
  await writeTransaction(db, async (trx) => {
    const round = await roundToReview(trx, id);
    if (!awaitsReview(round)) throw conflict(`Round #${id} is ${round.status} already.`, 'not_held');
    await trx('rounds').where({ id }).update({ status: 'confirmed', reviewed_by: adminId, reviewed_at: toUtcTimestamp(new Date()) });
    if (isCounted(round.status)) return;
    await recordChanges(trx, 'round', [id], 'upsert');
    await insertTogether(trx, countedRoundOutboxes([id], announcements));
  });
}

/** An admin turns a round down, with a reason its page then shows; a round that counted stops counting. */
export async function rejectRound(db: Db, id: number, adminId: number, reason: string): Promise<void> {
  await writeTransaction(db, async (trx) => {
    const round = await roundToReview(trx, id);
    if (!awaitsReview(round)) throw conflict(`Round #${id} is ${round.status} already.`, 'not_held');
    await trx('rounds').where({ id }).update({ status: 'rejected', review_reason: reason, reviewed_by: adminId, reviewed_at: toUtcTimestamp(new Date()) });
    // Devices drop a round that no longer counts: to them it is gone. Its pending post finds it gone too.
    if (isCounted(round.status)) await recordChanges(trx, 'round', [id], 'upsert');
  });
}

/** Derives the round again after an admin's choice among its reports; devices hear of it when it counts. */
async function deriveAgain(trx: Db, round: RoundsTableRow): Promise<void> {
  if ((await deriveStoredRound(trx, round.id)).changed && isCounted(round.status)) await recordChanges(trx, 'round', [round.id], 'upsert');
}

/** The report the round shows, chosen by an admin; null hands the choice back to the rule. */
export async function chooseShownReport(db: Db, id: number, reportId: number | null): Promise<void> {
  await writeTransaction(db, async (trx) => {
    const round = await roundToReview(trx, id);
    if (reportId !== null) {
      const report = await trx<RoundReportRow>('round_reports').where({ id: reportId, round_id: id }).first('dropped');
      if (!report) throw notFound(`Round #${id} has no report #${reportId}.`);
      if (report.dropped) throw conflict(`Report #${reportId} was dropped.`, 'report_dropped');
    }
    await trx('rounds').where({ id }).update({ shown_report_id: reportId });
    await deriveAgain(trx, { ...round, shown_report_id: reportId });
  });
}

/** Drops a report from the round's derivation, which is made again without it. */
export async function dropReport(db: Db, id: number, reportId: number): Promise<void> {
  await writeTransaction(db, async (trx) => {
    const round = await roundToReview(trx, id);
    const dropped = await trx('round_reports').where({ id: reportId, round_id: id }).update({ dropped: true });
    if (dropped === 0) throw notFound(`Round #${id} has no report #${reportId}.`);
    if (round.shown_report_id === reportId) await trx('rounds').where({ id }).update({ shown_report_id: null });
    await deriveAgain(trx, round);
  });
}
