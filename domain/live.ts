import type { Format } from './constants';

/** A QS checkpoint of a live round, as the scroller's plugin sent it at the start of a wave. */
export interface LiveCheckpoint {
  wave_number: number;
  qs_time: number;
  good_premove: boolean;
  x_qs_spawn: number | null;
  y_qs_spawn: number | null;
  received_at: string;
}

/** A round being played, or finished within the last minute (GET /live). */
export interface LiveRound {
  id: number;
  format: Format;
  players: { character_name: string; role: string }[];
  reporter: string;
  round_started_at: string;
  state: 'live' | 'finished';
  round_id: number | null;
  round_time: number | null;
  finished_at: string | null;
  checkpoints: LiveCheckpoint[];
}

export interface LiveList {
  data: LiveRound[];
}

/** A live round with nothing heard of it for this long is abandoned. */
export const LIVE_ABANDONED_AFTER_MS = 15 * 60 * 1000;
/** A finished round stays on the Live page this long. */
export const LIVE_FINISHED_SHOWN_MS = 60 * 1000;
/** Teammates' reports whose starts are this close are of one round. */
export const SAME_START_MS = 2000;
