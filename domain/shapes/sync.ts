import { z } from 'zod';
import { count } from './fields';
import { roundShape } from './round';

/** What the server and a device's copy exchange when the device syncs. */

/** Every round, streamed, and the cursor to pull changes from after them (GET /rounds/ without `since`). */
export const fullRoundListShape = z.object({ data: z.array(roundShape), cursor: count });

/** A page of changes after a cursor (GET /rounds/?since=): the rounds as they are now and the ids deleted. */
export const roundChangesShape = z.object({
  data: z.array(roundShape),
  deleted: z.array(roundShape.shape.id),
  cursor: count,
  has_more: z.boolean(),
});

export const blockEntryShape = z.object({
  /** The first id the block may hold; it holds the ids up to `from` + the manifest's block_size. */
  from: count,
  /** The newest change to a round of the block: its content is the same for as long as this is. */
  version: count,
  /** How many rounds it holds. */
  rounds: count,
});

/** What a device copies (GET /copy/): every block that holds rounds, and the change cursor to pull from after them. */
export const copyManifestShape = z.object({
  cursor: count,
  block_size: z.number().int().positive(),
  blocks: z.array(blockEntryShape),
});

/** Per round: ms as a difference, the stored text where ms would not carry it, or null. */
const timeColumn = z.array(z.union([z.number(), z.string(), z.null()]));

/**
 * Rounds stored as a block of the offline copy: columns instead of objects, each player's name once
 * per block, numbers as differences from the one before. Repeated keys and names cost more than
 * compression saves on them, and a phone downloads the whole history in these.
 */
export const roundBlockShape = z.object({
  /** Every character name of the block, once. */
  names: z.array(z.string()),
  /** Each id as the difference from the previous one (the first from 0). */
  ids: z.array(z.number().int()),
  /** Index in FORMATS. */
  formats: z.array(count),
  round_times: z.array(z.number()),
  /** Epoch ms as the difference from the previous dated round; a string when the stored text would not come back from its ms; null when unknown. */
  dates: timeColumn,
  /** 1 for a scroller's round, 1 for a round with a replay. */
  scrollers: z.array(z.number().int().min(0).max(1)),
  replays: z.array(z.number().int().min(0).max(1)),
  /** Per round: name index, role index in ROLES, name index, role index… in the round's order. */
  players: z.array(z.array(count)),
  /** Per round, per wave: its values in WAVE_COLUMNS' order, nulls at the end left off. */
  waves: z.array(z.array(z.array(z.number().nullable()))),
  /**
   * When each round started: ms before its date (0 for a plugin round dated at its start), the text
   * when its date cannot carry it, null when unknown. Only in blocks that hold a round with a start.
   */
  starts: timeColumn.optional(),
  /** Each round's real time in seconds, or null. Only in blocks that hold a round with one. */
  real_times: z.array(z.number().nullable()).optional(),
});
