import type { Format, LeaderboardFormat, Region, Role } from './constants';
import type { RoundStatus } from './trust';

export interface RoundPlayer {
  character_name: string;
  role: Role;
}

/** One wave's split as stored and served; optional fields are what the plugin may send. */
export interface WaveEntry {
  wave_number: number;
  wave_time: number;
  qs_time: number | null;
  /** true, false, or null when unknown. */
  good_premove: boolean | null;
  reset: boolean;
  reset_wave_time?: number | null;
  reset_qs_time?: number | null;
  x_qs_spawn?: number | null;
  y_qs_spawn?: number | null;
  ranger_death_time?: number | null;
  fighter_death_time?: number | null;
  runner_death_time?: number | null;
  healer_death_time?: number | null;
  queen_spawn_time?: number | null;
}

/** A round as lists show it (replay data is fetched with the round alone). */
export interface Round {
  id: number;
  format: Format;
  round_time: number;
  /** UTC, ISO 8601 without a zone suffix, or null when unknown. */
  round_date: string | null;
  rank: number;
  scroller: boolean;
  has_replay: boolean;
  players: RoundPlayer[];
  wave_data: WaveEntry[];
  /** When the round started by the reporter's clock (UTC, as round_date), or null when no report said. */
  round_started_at?: string | null;
  /** Seconds from the round's start to its end by the clock, loading between waves included; null when unknown. */
  elapsed_real_time?: number | null;
}

/** A round without its rank, which moves whenever a faster round lands: as a store of rounds holds it. */
export type UnrankedRound = Omit<Round, 'rank'>;

export interface ReplayEntity {
  x: number;
  y: number;
  type: string;
  id?: string;
}
/** wave number → tick → entities. */
export type ReplayData = Record<string, Record<string, ReplayEntity[]>>;

export interface RoundDetail extends Round {
  replay_data: ReplayData | null;
  /** Sent by the API, which alone answers for held and rejected rounds; a round on the device has none. */
  status?: RoundStatus;
  /** Why an admin rejected it. */
  review_reason?: string | null;
  /** The QS checkpoints the scroller's plugin sent while the round was played; empty when it was not played live. */
  live_checkpoints?: { wave_number: number; qs_time: number }[];
}

export interface GameAccount {
  id: number;
  character_name: string;
}

/** How a character came to its user: a plugin upload with their UUID key, Discord's /link, an admin, or the user. */
export type LinkedVia = 'plugin' | 'discord' | 'admin' | 'user';

/**
 * One of the signed-in user's own characters, with how and when it was linked: linked_via is null
 * for links made before it was kept. A user remembered on a device from before either existed has neither.
 */
export interface OwnAccount extends GameAccount {
  linked_via?: LinkedVia | null;
  created_at?: string;
}

export interface User {
  id: number;
  discord_id: string;
  discord_username: string;
  role: 'admin' | 'user';
  uuid_key: string;
  accounts: OwnAccount[];
  main_account_id: number | null;
  region: Region | null;
  /** Whether the user's personal bests are announced on Discord beside the records (off until they turn it on). */
  announce_pbs: boolean;
}

/** A user as an admin's list shows them: never the UUID key. */
export type UserSummary = Omit<User, 'uuid_key'>;

/** One page of the admin's user list (GET /users/all with a limit): the users and how many match in all. */
export interface UserPage {
  data: UserSummary[];
  total: number;
}

export interface SubTimeCounts {
  total: number;
  per_role: Partial<Record<Role, number>>;
}

export interface FormatStanding {
  /** Best time per role of the format; null where the player has none. */
  roles: Partial<Record<Role, number | null>>;
  average_time: number | null;
  rank: number | null;
  sub_time_counts: SubTimeCounts;
}

export interface LeaderboardEntry {
  player_name: string;
  region: Region | null;
  role_times: Record<LeaderboardFormat, FormatStanding>;
}

/**
 * character name → the other names of the same user. Names are own properties (a character may be
 * called `__proto__` or `constructor`): read one with Object.hasOwn, or through altsLookup's Map.
 */
export type AltsMap = Record<string, string[]>;

/** Who a claim names: a user by id, with their Discord username. */
export interface UserRef {
  id: number;
  discord_username: string;
}

/** How a claimant tried to link a character another user held. */
export type ClaimVia = 'plugin' | 'discord';

/** A try to link a character another user held, kept for the admins until one moves it or dismisses the claim. */
export interface AccountClaim {
  id: number;
  character_name: string;
  /** Who held the character when it was claimed; null once that user is gone. */
  owner: UserRef | null;
  claimant: UserRef;
  via: ClaimVia;
  created_at: string;
}

/** The admin's list of claims not yet settled, newest first: a page of them and how many there are. */
export interface AccountClaimList {
  data: AccountClaim[];
  total: number;
}

export interface ApiKey {
  id: number;
  token: string;
  description: string;
  created_at: string;
  active: boolean;
  type: 'public' | 'private';
  expires_at: string | null;
}
