import { BLOCK_ROUNDS } from '../../../../domain/roundBlock';
import type { Db } from '../../../db/connection';

/** The newest change to a round of the block starting at `from`. */
export async function getBlockVersion(db: Db, from: number): Promise<number> {
  const row = await db('changes')
    .where('entity', 'round')
    .andWhere('entity_id', '>=', from)
    .andWhere('entity_id', '<', from + BLOCK_ROUNDS)
    .max({ version: 'seq' })
    .first();
  return Number(row?.version ?? 0);
}
