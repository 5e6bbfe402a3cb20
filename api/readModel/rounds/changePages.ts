import { RESTORE_MARKER } from '../../db/changes';
import type { Db } from '../../db/connection';
import type { ChangeRow } from '../../db/rows';
import { ApiError } from '../../http/errors';
import type { RoundChanges } from '../../../domain/sync';
import type { Round } from '../../../domain/types';

/** The current state of these rounds, those that still exist, by id. */
export type RoundSource = (ids: readonly number[]) => Promise<Round[]>;

/** A row of the change log, as a pull reads it. */
export type ChangeEntry = Pick<ChangeRow, 'seq' | 'entity' | 'entity_id'>;

export const unknownCursor = () => new ApiError(410, 'cursor_invalid', 'The sync cursor is unknown to this server: fetch the full list again.');

/**
 * The page of round changes after `since`, from the change rows that follow it in order (up to
 * `limit` + 1 of them, at least one): the rounds as they are now, the ids deleted since, and the
 * cursor to ask from next. Several changes of one round in a page collapse into its current state.
 */
export async function getChangePage(rows: readonly ChangeEntry[], since: number, limit: number, current: RoundSource): Promise<RoundChanges> {
  // A cursor past what a restored backup kept comes from history this database no longer has.
  if (rows[0]!.entity === RESTORE_MARKER.entity && since > rows[0]!.entity_id) throw unknownCursor();
  const page = rows.slice(0, limit);
  const touched = [...new Set(page.filter((r) => r.entity === 'round').map((r) => r.entity_id))];
  const data = touched.length > 0 ? await current(touched) : [];
  const present = new Set(data.map((r) => r.id));
  return {
    data,
    deleted: touched.filter((id) => !present.has(id)),
    cursor: page[page.length - 1]!.seq,
    has_more: rows.length > limit,
  };
}

/** Up to `count` change rows after `since`, in order. */
export function listChangeRowsAfter(db: Db, since: number, count: number): Promise<ChangeEntry[]> {
  return db<ChangeRow>('changes').where('seq', '>', since).orderBy('seq').limit(count).select('seq', 'entity', 'entity_id');
}
