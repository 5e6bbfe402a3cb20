/** The game's fixed numbers and names (SPEC §3, §5, §8, §9). Every other module reads them from here. */

/** What a failed call says when neither the server nor the browser gave a reason (SPEC §8). */
export const UNEXPECTED_ERROR = 'An unexpected error occurred.';

/** Every format a round may have, in the order lists and selects offer them. */
export const FORMATS = ['five_man', 'leech', 'duo_heal'] as const;
export type Format = (typeof FORMATS)[number];

export const FORMAT_LABELS: Record<Format, string> = { five_man: '5 Man', leech: 'Leech', duo_heal: 'Duo Heal' };

function recordOf<K extends string, T>(keys: readonly K[], make: (key: K) => T): Record<K, T> {
  return Object.fromEntries(keys.map((key) => [key, make(key)])) as Record<K, T>;
}

/** A record with one value per format, made by `make` for each. */
export function perFormat<T>(make: (format: Format) => T): Record<Format, T> {
  return recordOf(FORMATS, make);
}

export const ROLES = ['Main Attacker', '2nd Attacker', 'Attacker', 'Healer', '2nd Healer', 'Main Healer', 'Collector', 'Defender'] as const;
export type Role = (typeof ROLES)[number];

/** Roles of a team, in the order a round lists its players (duo heal as the plugin's team lists it). */
export const ROLES_BY_FORMAT: Record<Format, readonly Role[]> = {
  five_man: ['Main Attacker', '2nd Attacker', 'Healer', 'Collector', 'Defender'],
  leech: ['Attacker', 'Collector', 'Healer', 'Defender'],
  duo_heal: ['Attacker', '2nd Healer', 'Main Healer', 'Collector', 'Defender'],
};

/** The formats the Player Leaderboard ranks: its averages are defined for these only. */
export const LEADERBOARD_FORMATS = ['five_man', 'leech'] as const satisfies readonly Format[];
export type LeaderboardFormat = (typeof LEADERBOARD_FORMATS)[number];

export function isLeaderboardFormat(format: Format): format is LeaderboardFormat {
  return (LEADERBOARD_FORMATS as readonly Format[]).includes(format);
}

/** A record with one value per leaderboard format, made by `make` for each. */
export function perLeaderboardFormat<T>(make: (format: LeaderboardFormat) => T): Record<LeaderboardFormat, T> {
  return recordOf(LEADERBOARD_FORMATS, make);
}

/** The leaderboard lists leech roles with Healer before Collector. */
export const LEADERBOARD_ROLES_BY_FORMAT: Record<LeaderboardFormat, readonly Role[]> = {
  five_man: ['Main Attacker', '2nd Attacker', 'Healer', 'Collector', 'Defender'],
  leech: ['Attacker', 'Healer', 'Collector', 'Defender'],
};

export const REGIONS = ['NA', 'EU', 'OTHER'] as const;
export type Region = (typeof REGIONS)[number];

export const TICK_SECONDS = 0.6;
export const TICK_MS = 600;
export const WAVE_COUNT = 10;

/** Sub-time thresholds in seconds: 10:00 for five_man, 11:00 for leech. */
export const SUB_TIME_THRESHOLD: Record<LeaderboardFormat, number> = { five_man: 600, leech: 660 };
export const FLAME_COUNT_ABOVE = 100;

/** A role with no recorded runs counts as 12 minutes in an average. */
export const DEFAULT_ROLE_TIME_SECONDS = 720;
export const FIVE_MAN_WEIGHTS: Record<string, number> = {
  'Main Attacker': 1.0,
  '2nd Attacker': 0.4,
  Healer: 1.0,
  Collector: 0.6,
  Defender: 1.0,
};

export const SUSPICIOUS_WINDOW_MS = 172_800_000;
export const SUSPICIOUS_FAST_SECONDS = 600;
export const SUSPICIOUS_UNKNOWN_TEAM_SECONDS = 660;
/** A round whose real time and round time differ by more than this is flagged: the game's timer and the clock should agree. */
export const REAL_TIME_TOLERANCE_SECONDS = 10;
export const MULTIPLE_TOLERANCE = 1e-9;

export const PAGE_SIZE = 25;
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100, 'all'] as const;
export const SNACKBAR_TIMEOUT_MS = 5000;
export const TOKEN_STORAGE_KEY = 'token';
export const UUID_VISIBLE_CHARS = 4;

export const MAP_COLUMNS = 64;
export const MAP_ROWS = 48;
export const TILE_SIZE_PX = 14;
export const DEFAULT_WALL_WIDTH = 3;

/** A comparison delta smaller than this is float noise and shows as no change. */
export const ZERO_DELTA_TOLERANCE = 1e-9;
