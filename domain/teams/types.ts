/** What the Teams list and a team's page show: worked out on the device from its copy of the rounds. */
import type { Format, Role } from '../constants';
import type { RoleProgression, TimedRoundRef } from '../player/types';
import type { WaveRecord } from '../waveRecords';

/** A character of a team as its best round of a format writes them, and the role they played in it. */
export interface TeamMember {
  name: string;
  role: Role;
}

/** One team in a format's Teams list. */
export interface TeamRow {
  /** 1 + the number of teams with a faster best: equal bests share a rank. */
  rank: number;
  /** teamKey of its characters: its address and the rounds table's team_key. */
  key: string;
  /** In the format's role order. */
  members: TeamMember[];
  /** Its fastest round of the format, the earliest of equal times. */
  best: TimedRoundRef;
  /** How many rounds of the format it played. */
  rounds: number;
  /** The earliest and latest round_date of those rounds; null when none is dated. */
  firstPlayed: string | null;
  lastPlayed: string | null;
}

/** Rounds a team played one after another, none more than SITTING_GAP_MS after the one before. */
export interface Sitting {
  /** round_date of its first and last rounds. */
  start: string;
  end: string;
  count: number;
  /** Its fastest round, the earliest of equal times. */
  best: TimedRoundRef;
  /** Mean round time, to the tenth of a second. */
  average: number;
}

/** What a team's page shows of one format it played. */
export interface TeamFormat {
  format: Format;
  /** Indices of its rounds of the format in the rounds given, newest first. */
  rounds: number[];
  count: number;
  /** As its best round writes them, in the format's role order. */
  members: TeamMember[];
  best: TimedRoundRef;
  progression: Omit<RoleProgression, 'role'>;
  /** Its own fastest split of each wave, from its scroller rounds only; waves none timed are left out. */
  waves: WaveRecord[];
  /** The sum of those ten splits; null while a wave has none. */
  sumOfBest: number | null;
  /** Its dated rounds in sittings, newest first. */
  sittings: Sitting[];
}

export interface TeamPage {
  key: string;
  /** Formats it played, in FORMATS order. */
  formats: TeamFormat[];
}

export interface TeamsQuery {
  format: Format;
  /** 0-based page of the list, best first. */
  page: number;
}

export interface TeamQuery {
  /** teamKey of its characters. */
  key: string;
  /** 0-based page of its rounds in each format, newest first. */
  page: number;
}
