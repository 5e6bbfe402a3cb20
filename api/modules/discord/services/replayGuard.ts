import { toUtcTimestamp } from '../../../../domain/time';
import type { Db } from '../../../db/connection';
import { isUniqueViolation } from '../../../db/errors';
import { ApiError } from '../../../http/errors';
import { TIMESTAMP_WINDOW_SECONDS } from '../signature';

const TABLE = 'discord_interactions_seen';

// A timestamp may run a window ahead of when its id was seen and still pass for a window after that:
// an id kept this long is refused as a replay for as long as its timestamp could pass.
const KEEP_MS = 2 * TIMESTAMP_WINDOW_SECONDS * 1000;
// Ids past keeping are cleared in one indexed delete now and then, not on every interaction.
const PRUNE_EVERY_MS = 60 * 1000;

/**
 * Records each interaction id the first time any process sees it, and refuses it every time after:
 * Discord never sends an id twice, so a repeat is a replay.
 */
export function replayGuard(db: Db): (interactionId: string) => Promise<void> {
  let prunedAt = Number.NEGATIVE_INFINITY;
  return async (interactionId) => {
    const now = Date.now();
    if (now - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = now;
      await db(TABLE).where('seen_at', '<', toUtcTimestamp(new Date(now - KEEP_MS))).delete();
    }
    try {
      await db(TABLE).insert({ interaction_id: interactionId, seen_at: toUtcTimestamp(new Date(now)) });
    } catch (err) {
      // The primary key makes the insert the check, so two processes racing on one id cannot both pass.
      if (isUniqueViolation(err)) throw new ApiError(401, 'replayed_interaction', 'This interaction was already answered.');
      throw err;
    }
  };
}
