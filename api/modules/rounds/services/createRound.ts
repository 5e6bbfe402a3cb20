import type { RoundSubmission } from '../../../../domain/schemas';
import type { AnnouncementConfig } from '../../../config';
import { insertTogether } from '../../../db/batches';
import { recordChanges } from '../../../db/changes';
import type { Db } from '../../../db/connection';
import { writeTransaction } from '../../../db/transaction';
import { countedRoundOutboxes } from './countedRoundOutboxes';
import { playerRowsOf, roundRowOf, writeSplits } from './roundRows';

/** Stores a new round with its players, waves and replay, inside the caller's transaction. */
export async function insertRound(trx: Db, input: RoundSubmission, source: 'admin' | 'plugin', now: Date): Promise<number> {
  const [inserted] = await trx('rounds').insert(roundRowOf(input, source, now)).returning('id');
  const roundId = Number(typeof inserted === 'object' ? inserted.id : inserted);
  await trx('round_players').insert(playerRowsOf(roundId, input));
  await writeSplits(trx, roundId, input);
  await recordChanges(trx, 'round', [roundId], 'upsert');
  return roundId;
}

/** An admin's round: announced and pushed, when it is worth it, like an upload. */
export async function createRound(db: Db, input: RoundSubmission, announcements: AnnouncementConfig, now = new Date()): Promise<number> {
  return writeTransaction(db, async (trx) => {
    const roundId = await insertRound(trx, input, 'admin', now);
    await insertTogether(trx, countedRoundOutboxes([roundId], announcements, now));
    return roundId;
  });
}
