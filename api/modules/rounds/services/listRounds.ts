import type { Round } from '../../../../domain/types';
import type { Db } from '../../../db/connection';
import { assembleRounds, listedRoundRows, type AssembleOptions } from './assembleRounds';

/** Rounds read at a time by listRounds. */
const LIST_BLOCK = 5000;

/**
 * Every round, by id, read a block at a time: the database driver copies a whole result natively
 * before handing it over, and a process keeps the memory of its largest copy.
 */
export async function listRounds(db: Db, options: AssembleOptions = {}): Promise<Round[]> {
  const rounds: Round[] = [];
  for (let after = 0; ; ) {
    const rows = await listedRoundRows(db).where('id', '>', after).orderBy('id').limit(LIST_BLOCK);
    if (rows.length === 0) return rounds;
    after = rows.at(-1)!.id;
    rounds.push(...(await assembleRounds(db, rows, { from: rows[0]!.id, to: after + 1 }, options)));
  }
}
