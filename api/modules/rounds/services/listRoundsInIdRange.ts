import type { Round } from '../../../../domain/types';
import type { Db } from '../../../db/connection';
import { assembleRounds, listedRoundRows } from './assembleRounds';

/** The rounds with ids from `from` up to (not including) `to`, by id. */
export async function listRoundsInIdRange(db: Db, from: number, to: number): Promise<Round[]> {
  const rows = await listedRoundRows(db).where('id', '>=', from).andWhere('id', '<', to).orderBy('id');
  return assembleRounds(db, rows, { from, to });
}
