import { TICK_SECONDS } from '../../../domain/constants';
import type { RoundSubmission } from '../../../domain/schemas';
import { toUtcTimestamp } from '../../../domain/time';
import { recordChanges, serializeWrites } from '../../db/changes';
import type { Db } from '../../db/connection';
import { writeTransaction } from '../../db/transaction';
import type { RoundRow, UserRow } from '../../db/rows';
import { ApiError } from '../../http/errors';
import { linkAccountIn } from '../accounts/service';
import { insertRound, teamKey, writeSplits } from './service';

/** Teammates' reports of one round arrive within this long of the first. */
export const SAME_ROUND_WINDOW_MS = 10 * 60 * 1000;

export interface ReportOutcome {
  id: number;
  created: boolean;
}

/**
 * A report from the game-client plugin, inside a transaction that holds the uploads' write lock.
 * Every teammate's plugin reports the same round: reports of the same format and team (names in any
 * case), times within a tick, received within ten minutes, are one round. The scroller's report wins
 * (its time and splits), else the first one stands.
 */
async function recordReportIn(trx: Db, report: RoundSubmission, now: Date): Promise<ReportOutcome> {
  const team = teamKey(report.players.map((p) => p.character_name));
  const same = await trx<RoundRow>('rounds')
    .where({ format: report.format, team_key: team, source: 'plugin' })
    .andWhere('created_at', '>=', toUtcTimestamp(new Date(now.getTime() - SAME_ROUND_WINDOW_MS)))
    .andWhereBetween('round_time', [report.round_time - TICK_SECONDS - 1e-9, report.round_time + TICK_SECONDS + 1e-9])
    .orderBy('created_at')
    .orderBy('id')
    .first();

  let id: number;
  if (!same) {
    id = await insertRound(trx, report, 'plugin', now);
  } else {
    id = same.id;
    if (report.scroller && !same.scroller) await takeScrollersReport(trx, same.id, report, now);
  }
  await linkReportedAccounts(trx, report);
  return { id, created: !same };
}

/** One report of a batch failed on its own: the others are written again without it. */
class ReportFailed extends Error {
  constructor(
    readonly index: number,
    readonly reason: unknown,
  ) {
    super('a report of the batch failed');
  }
}

interface PendingReport {
  report: RoundSubmission;
  received: Date;
  settle(outcome: { ok: true; value: ReportOutcome } | { ok: false; error: unknown }): void;
}

/** Reports written in one transaction at most; more wait for the next. */
const MAX_BATCH = 50;

/**
 * Writes plugin reports (see recordReportIn). They come in bursts, five teammates at once and many
 * teams after a clan's session, and teammates must be written one after another, or two could each
 * create the round. So the reports that arrive while one transaction is being written go together
 * in the next: one write lock and one commit for all of them, instead of a transaction each waiting
 * its turn. A report that fails fails alone; the rest of its batch is written again without it.
 */
export function createReportWriter(db: Db) {
  const queue: PendingReport[] = [];
  let writing = false;

  async function writeBatch(batch: PendingReport[]): Promise<void> {
    try {
      const outcomes = await writeTransaction(db, async (trx) => {
        // Across processes too: on SQLite this takes the write lock, on PostgreSQL it locks a row.
        await serializeWrites(trx, 'uploads');
        const written: ReportOutcome[] = [];
        for (const [index, pending] of batch.entries()) {
          try {
            written.push(await recordReportIn(trx, pending.report, pending.received));
          } catch (err) {
            throw new ReportFailed(index, err);
          }
        }
        return written;
      });
      batch.forEach((pending, index) => pending.settle({ ok: true, value: outcomes[index]! }));
    } catch (err) {
      if (!(err instanceof ReportFailed)) {
        for (const pending of batch) pending.settle({ ok: false, error: err });
        return;
      }
      batch[err.index]!.settle({ ok: false, error: err.reason });
      const rest = batch.filter((_, index) => index !== err.index);
      if (rest.length > 0) await writeBatch(rest);
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

async function takeScrollersReport(trx: Db, roundId: number, report: RoundSubmission, now: Date): Promise<void> {
  await trx('rounds')
    .where({ id: roundId })
    .update({ round_time: report.round_time, scroller: true, submitted_by: report.submitted_by ?? null, updated_at: toUtcTimestamp(now) });
  await trx('waves').where({ round_id: roundId }).delete();
  if (report.replay_data && Object.keys(report.replay_data).length > 0) await trx('replays').where({ round_id: roundId }).delete();
  await writeSplits(trx, roundId, report);
  await recordChanges(trx, 'round', [roundId], 'upsert');
}

/** A player's UUID key links that character to the key's owner; an unknown key, or a name someone else holds, is passed over. */
async function linkReportedAccounts(trx: Db, report: RoundSubmission): Promise<void> {
  for (const player of report.players) {
    if (!player.uuid_key) continue;
    const owner = await trx<UserRow>('users').where({ uuid_key: player.uuid_key }).first('id');
    if (!owner) continue;
    try {
      await linkAccountIn(trx, owner.id, player.character_name);
    } catch (err) {
      if (!(err instanceof ApiError && err.code === 'account_taken')) throw err;
    }
  }
}
