import { recordChanges } from '../../../db/changes';
import type { Db } from '../../../db/connection';
import { writeTransaction } from '../../../db/transaction';
import { notFound } from '../../../http/errors';
import { cancelAnnouncement } from '../../announcements/services/cancelAnnouncement';

export async function deleteRound(db: Db, id: number): Promise<void> {
  await writeTransaction(db, async (trx) => {
    const deleted = await trx('rounds').where({ id }).delete();
    if (deleted === 0) throw notFound('Round does not exist.');
    await recordChanges(trx, 'round', [id], 'delete');
    await cancelAnnouncement(trx, id);
  });
}
