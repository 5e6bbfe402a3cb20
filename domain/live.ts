import type { z } from 'zod';
import type { liveCheckpointShape, liveListShape, liveRoundShape } from './shapes/live';

export type LiveCheckpoint = z.infer<typeof liveCheckpointShape>;
export type LiveRound = z.infer<typeof liveRoundShape>;
export type LiveList = z.infer<typeof liveListShape>;

/** A live round with nothing heard of it for this long is abandoned. */
export const LIVE_ABANDONED_AFTER_MS = 15 * 60 * 1000;
/** A finished round stays on the Live page this long. */
export const LIVE_FINISHED_SHOWN_MS = 60 * 1000;
/** Teammates' reports whose starts are this close are of one round. */
export const SAME_START_MS = 2000;
