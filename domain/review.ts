import type { Format } from './constants';
import type { RoundStatus } from './trust';

/** A report of a round, as the admins' review shows it. */
export interface ReviewReport {
  id: number;
  received_at: string;
  submitted_by: string | null;
  scroller: boolean;
  round_time: number;
  waves: number;
  key_type: 'public' | 'private';
  identified_as: { id: number; discord_username: string } | null;
  dropped: boolean;
  /** This report gives the round its time. */
  shown: boolean;
}

/** A round for the admins to review, with its reports and evidence. */
export interface ReviewRound {
  id: number;
  format: Format;
  round_time: number;
  round_date: string | null;
  received_at: string;
  status: RoundStatus;
  review_reason: string | null;
  /** The place it takes among its format's counted rounds, when that is a top place. */
  place: number | null;
  players: { character_name: string; role: string }[];
  /** Real seconds the round took, as a report said. */
  real_time: number | null;
  reports: ReviewReport[];
}

/** GET /reviews answers its rounds under a `data` key, as the API's other lists do. */
export interface ReviewList {
  data: ReviewRound[];
}

/** The longest reason an admin may give for rejecting a round. */
export const REJECT_REASON_MAX = 300;
