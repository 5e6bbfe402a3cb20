/** What a player's page and the Records page show: worked out on the device from its copy of the rounds. */
import type { Format, Region, Role } from '../constants';
import type { FormatStanding, RoundPlayer } from '../types';
import type { RoundRow } from '../roundList/types';
import type { TeamRow } from '../teams/types';
import type { WaveTop } from '../waveTopTen';

/** A round as a chart or a record table names it. */
export interface TimedRoundRef {
  roundId: number;
  /** round_date as the API sends it (UTC, no zone); null when unknown. */
  date: string | null;
  time: number;
}

/** One role's personal best in a format, and the round that set it (the earliest, on a tie). */
export interface RolePersonalBest extends TimedRoundRef {
  role: Role;
  /** The player's character that played it (one of the linked names). */
  character: string;
}

/** One role's rounds over time: every dated round as a point; `steps` where the PB fell (strictly). */
export interface RoleProgression {
  role: Role;
  /** Every dated round the player played in this role, oldest first. */
  points: TimedRoundRef[];
  /** The rounds that lowered the PB, oldest first: the first round, then each strictly faster one. */
  steps: TimedRoundRef[];
}

export interface PlayerFormat {
  format: Format;
  /** In the format's role order; only roles played. */
  bests: RolePersonalBest[];
  progression: RoleProgression[];
  rounds: number;
  /** The Leaderboard's standing (5 Man and Leech only), when the device holds the leaderboard. */
  standing: FormatStanding | null;
  /** The first ten of the teams the player played in, by their best time (ranked among them). */
  teams: TeamRow[];
  /** How many teams the player played in. */
  teamCount: number;
}

export interface Teammate {
  name: string;
  rounds: number;
}

export interface PlayerQuery {
  /** Any of the player's characters, any case. */
  name: string;
  /** 0-based page of the player's rounds, newest first. */
  page: number;
}

export interface PlayerPage {
  /** Null when no round or account knows the name. */
  player: {
    /** The main account's name for a linked character (as the Leaderboard names them), else the character's name as the rounds write it. */
    name: string;
    region: Region | null;
    /** Every character of the player, the shown name first. */
    characters: string[];
    /** Formats with rounds, in FORMATS order. */
    formats: PlayerFormat[];
    /** The player's rounds, newest first, one page, as Round Times shows them. */
    rounds: { rows: RoundRow[]; total: number };
    /** The ten characters played with most, most first (ties by name). */
    teammates: Teammate[];
  } | null;
}

/** One record of a format's history: a round that set a new world record, or tied the standing one. */
export interface RecordEntry extends TimedRoundRef {
  players: RoundPlayer[];
  /** Seconds faster than the record before; null for the first record and for a tie. */
  improvement: number | null;
  /** True when it equals the record it met rather than beating it. */
  tie: boolean;
  /** How long the record stood, in ms, until a faster round; null while it is standing. */
  stoodMs: number | null;
}

/** One of a role's fastest players: their PB in the role (alts under the main account), and the round that set it first. */
export interface RoleTopEntry extends TimedRoundRef {
  /** Competition ranking: players on the same time share a rank. */
  rank: number;
  /** The main account's name for a linked character, as the Leaderboard names players. */
  name: string;
}

/** A role's fastest players, fastest first (the earlier round first on a tie), down to the tenth rank. */
export interface RoleTopTen {
  role: Role;
  entries: RoleTopEntry[];
}

export interface FormatRecords {
  format: Format;
  /** Oldest first. */
  history: RecordEntry[];
  roles: RoleTopTen[];
  /** Each wave's fastest scroller splits, waves none timed left out. */
  waveTops: WaveTop[];
}

export interface RecordsPage {
  formats: FormatRecords[];
}
