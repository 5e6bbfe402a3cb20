import type { Round } from '../../../../domain/types';
import type { Db } from '../../../db/connection';
import { assembleRounds, chunks, ID_CHUNK, listedRoundRows, type AssembleOptions } from './assembleRounds';

/** The rounds with these ids that count, or (everyStatus) whatever their status. */
export async function listRoundsByIds(db: Db, ids: readonly number[], options: AssembleOptions & { everyStatus?: boolean } = {}): Promise<Round[]> {
  const parts = await Promise.all(chunks(ids, ID_CHUNK).map((part) => listedRoundRows(db, options).whereIn('id', part)));
  const rows = parts.flat().sort((a, b) => a.id - b.id);
  return assembleRounds(db, rows, { ids: rows.map((r) => r.id) }, options);
}
