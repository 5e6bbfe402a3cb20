import { rankAmong } from './rank';

/**
 * How far a round is trusted. Confirmed: an admin entered or approved it, an admin's key sent it, or
 * two teammates' reports identified two different registered users. Reported: anything else. Held:
 * a reported round that would take a top place, kept out of every public count until confirmed.
 * Rejected: held and turned down by an admin.
 */
export const ROUND_STATUSES = ['confirmed', 'reported', 'held', 'rejected'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];

/** The statuses of rounds that count: in lists, leaderboards, records, PBs, announcements and the copy. */
export const COUNTED_STATUSES: readonly RoundStatus[] = ['confirmed', 'reported'];

export const isCounted = (status: RoundStatus): boolean => COUNTED_STATUSES.includes(status);

/** A reported round that would take one of these places among its format's counted rounds is held. */
export const HELD_PLACES = 3;

/** Rounds faster or slower than these are not Barbarian Assault rounds as a team plays them. */
export const MIN_ROUND_SECONDS = 300;
export const MAX_ROUND_SECONDS = 3600;

/** A plugin round is dated when it started only if that was this recent; else when it arrived. */
export const PLUGIN_START_WINDOW_MS = 2 * 60 * 60 * 1000;
/** A start this far ahead of the server's clock is a clock off by a little, not a round from the future. */
export const CLOCK_SKEW_MS = 5 * 60 * 1000;

/** The place a time would take among its format's counted times (sorted): competition rank, so a tie shares the place. */
export function placeAmong(countedTimes: ArrayLike<number>, time: number): number {
  return rankAmong(countedTimes, time);
}

/** Whether a reported round of this time must wait for confirmation: it would set or tie the record, or enter the top places. */
export function wouldBeHeld(countedTimes: ArrayLike<number>, time: number): boolean {
  return placeAmong(countedTimes, time) <= HELD_PLACES;
}

/** A report as far as trust is concerned: whether it identified a registered user, and which. */
export interface IdentifiedReport {
  dropped: boolean;
  identifiedUserId: number | null;
}

/** Two reports of the round, not dropped, each identifying a different registered user, confirm it. */
export function confirmedByReports(reports: readonly IdentifiedReport[]): boolean {
  const users = new Set(reports.filter((r) => !r.dropped && r.identifiedUserId !== null).map((r) => r.identifiedUserId));
  return users.size >= 2;
}

/**
 * The date a round is given. A plugin token's round is dated when it arrived, or when it started if
 * that was within the last two hours; a date it sends is ignored. Admins and their keys date rounds.
 */
export function roundDateOf(input: { trusted: boolean; sentDate: Date | null; startedAt: Date | null }, received: Date): Date {
  if (input.trusted) return input.sentDate ?? received;
  const started = input.startedAt?.getTime();
  if (started !== undefined && started <= received.getTime() + CLOCK_SKEW_MS && received.getTime() - started <= PLUGIN_START_WINDOW_MS) {
    return new Date(Math.min(started, received.getTime()));
  }
  return received;
}
