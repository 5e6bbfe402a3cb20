import type { Knex } from 'knex';
import { recordChanges } from '../changes';
import { COUNTED_STATUSES } from '../../../domain/trust';
import { deriveAgainAndHold } from '../../modules/rounds/services/roundTrust';

/** Rounds derived again a batch at a time, so one batch's reads and writes stay small. */
const BATCH = 200;

/**
 * Every plugin round is derived again from its kept reports by the rule that gives an honest team's
 * round to the scroller's report (domain/roundReports.ts). Devices hear of each round that changed,
 * through the change log; nothing is announced again.
 */
export async function up(knex: Knex): Promise<void> {
  let after = 0;
  for (;;) {
    const ids = (await knex('round_reports').where('round_id', '>', after).distinct('round_id').orderBy('round_id').limit(BATCH).pluck('round_id')).map(Number);
    if (ids.length === 0) return;
    const { changed, held } = await deriveAgainAndHold(knex, ids);
    // Devices hear of a changed round that counts, and drop one now held.
    const counted = changed.length === 0 ? [] : (await knex('rounds').whereIn('id', changed).whereIn('status', COUNTED_STATUSES).pluck('id')).map(Number);
    await recordChanges(knex, 'round', [...new Set([...counted, ...held])].sort((a, b) => a - b), 'upsert');
    after = ids.at(-1)!;
  }
}

/** The reports are kept as they were sent, so there is nothing to undo: the earlier rule is not restored. */
export async function down(): Promise<void> {}
