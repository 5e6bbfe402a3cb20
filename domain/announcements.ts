import type { z } from 'zod';
import type { announcementEntryShape, announcementLogShape } from './shapes/announcements';
import { rankAmong } from './rank';

/** Why a round is announced: its place on the board of its format as it landed, or a player's own best. */
export const ANNOUNCEMENT_REASONS = ['world_record', 'ties_world_record', 'top_three', 'personal_best'] as const;
export type AnnouncementReason = (typeof ANNOUNCEMENT_REASONS)[number];

/** An announcement's life: waiting (or between tries), being sent by one process, sent, given up, or its round deleted first. */
export const ANNOUNCEMENT_STATES = ['pending', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type AnnouncementState = (typeof ANNOUNCEMENT_STATES)[number];

/** The places a round is announced for entering. */
export const ANNOUNCED_PLACES = 3;

export type AnnouncementEntry = z.infer<typeof announcementEntryShape>;
export type AnnouncementLog = z.infer<typeof announcementLogShape>;

/** Where a round stands among the rounds of its format that landed before it. */
export interface Standing {
  reason: Exclude<AnnouncementReason, 'personal_best'>;
  /** 1 + the number of earlier rounds strictly faster. */
  place: number;
  /** The fastest earlier time this one is strictly faster than, among the top places: what it beat. */
  beaten: number | null;
  /** The world record before it: what a top-three entry is behind. */
  record: number | null;
}

/**
 * A round's standing on its format's board as it landed, from the fastest earlier times (ascending;
 * ANNOUNCED_PLACES of them are enough), or null when it enters no announced place.
 */
export function standingOf(time: number, fastestEarlier: readonly number[]): Standing | null {
  const top = fastestEarlier.slice(0, ANNOUNCED_PLACES);
  const place = rankAmong(top, time);
  if (place > ANNOUNCED_PLACES) return null;
  const record = top[0] ?? null;
  const beaten = top.find((earlier) => earlier > time) ?? null;
  if (record === null || time < record) return { reason: 'world_record', place: 1, beaten, record };
  if (time === record) return { reason: 'ties_world_record', place: 1, beaten, record };
  return { reason: 'top_three', place, beaten, record };
}

/** Whether a time is a new personal best: strictly faster than the player's earlier best in that format and role (a first time is not). */
export function beatsEarlierBest(time: number, earlierBest: number | null): boolean {
  return earlierBest !== null && time < earlierBest;
}
