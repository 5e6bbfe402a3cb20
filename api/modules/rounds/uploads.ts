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

/**
 * A report from the game-client plugin. Every teammate's plugin reports the same round: reports of
 * the same format and team (names in any case), times within a tick, received within ten minutes, are
 * one round. The scroller's report wins (its time and splits), else the first one stands.
 */
export async function recordPluginReport(db: Db, report: RoundSubmission, now = new Date()): Promise<{ id: number; created: boolean }> {
  return writeTransaction(db, async (trx) => {
    // Teammates upload at the same moment: one at a time, or two of them could each create the round.
    await serializeWrites(trx, 'uploads');
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
  });
}

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
