import { BLOCK_ROUNDS } from '../../../../domain/roundBlock';
import type { CopyManifest } from '../../../../domain/sync';
import { currentCursor } from '../../../db/changes';
import type { Db } from '../../../db/connection';
import { COUNTED_STATUSES } from '../../../../domain/trust';

const blockOf = `entity_id / ${BLOCK_ROUNDS}`;

/** The blocks as they are now. The cursor is read first: a change landing meanwhile is pulled again after the copy, never lost. */
export async function getCopyManifest(db: Db): Promise<CopyManifest> {
  const cursor = await currentCursor(db);
  const [counts, versions] = await Promise.all([
    db('rounds').whereIn('status', COUNTED_STATUSES).select(db.raw(`id / ${BLOCK_ROUNDS} as block`)).count({ rounds: '*' }).groupByRaw(`id / ${BLOCK_ROUNDS}`),
    db('changes').where('entity', 'round').select(db.raw(`${blockOf} as block`)).max({ version: 'seq' }).groupByRaw(blockOf),
  ]);
  const versionOf = new Map((versions as { block: number | string; version: number | string }[]).map((row) => [Number(row.block), Number(row.version)]));
  const blocks = (counts as { block: number | string; rounds: number | string }[])
    .map((row) => ({ from: Number(row.block) * BLOCK_ROUNDS, version: versionOf.get(Number(row.block)) ?? 0, rounds: Number(row.rounds) }))
    .sort((a, b) => a.from - b.from);
  return { cursor, block_size: BLOCK_ROUNDS, blocks };
}
